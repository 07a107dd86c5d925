// Shared pieces of the agent form tests: an agent, the account's departments, photo files, the mock
// shell around the dialog, and readers of the multipart bodies the form sends.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agent, DepartmentGroup, User } from 'shared-kernel/contracts';
import { renderWithShell, testUser, type MockCall, type MockEndpoints } from 'shared-kernel/testing';
import { AgentFormDialog } from '../components/agent-form-dialog';
import { AGENT_FORM_TEXTS as T } from '../texts';

export const GROUPS: DepartmentGroup[] = [
  [{ _id: 'd1', title: 'Sales' }, { _id: 'a1', email: 'ada@example.com', status: 1, userinfo: [{ fullName: 'Ada Agent' }] }],
  [{ _id: 'd2', title: 'Support' }],
  [{ _id: 'd3', title: 'Billing' }],
];

export function agent(patch: Partial<Agent> = {}): Agent {
  return {
    _id: 'a1',
    email: 'ada@example.com',
    status: 1,
    isOnline: true,
    departments: [{ _id: 'd1', title: 'Sales' }],
    shifts: [{ day: 'tue', startTime: { hours: 9, minutes: 0 }, endTime: { hours: 17, minutes: 30 } }],
    my_role: [{ slug: 'agent' }],
    userinfo: [{ userId: 'a1', fullName: 'Ada Agent', profilePhoto: { fileName: 'ada.png' } }],
    clientId: 'u-owner',
    ...patch,
  };
}

export const OWNER = testUser();
export const CO_ADMIN = testUser({ _id: 'u-co', userId: 'u-co', clientId: 'u-owner', userRole: 'co_client' });
export const MANAGER = testUser({ _id: 'u-man', userId: 'u-man', clientId: 'u-owner', userRole: 'manager', isClient: false });

export const png = (name = 'face.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
export const jpeg = (name = 'face.jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
export const gif = () => new File(['GIF89a'], 'face.gif', { type: 'image/gif' });

/** The multipart body of a call as an object (one entry per field name). */
export const form = (call: MockCall) => Object.fromEntries((call.payload as FormData).entries());
export const shiftsSent = (call: MockCall) => JSON.parse(String(form(call).shifts));

export interface RenderDialogOptions {
  mode?: 'add' | 'edit';
  agent?: Agent;
  user?: User;
  endpoints?: MockEndpoints;
}

/** Renders the dialog in a mock shell and waits until the departments it offers are loaded. */
export async function renderDialog({ mode = 'add', agent: edited, user = OWNER, endpoints = {} }: RenderDialogOptions = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const events = userEvent.setup({ delay: null });
  const shell = renderWithShell(<AgentFormDialog mode={mode} agent={edited} onClose={onClose} onSaved={onSaved} />, {
    user,
    route: '/manage-agents',
    endpoints: { byDepartment: GROUPS, ...endpoints },
  });
  await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: T.departments })).not.toHaveAttribute('aria-disabled'));
  return { ...shell, user: events, onClose, onSaved };
}

export type RenderedDialog = Awaited<ReturnType<typeof renderDialog>>;

/** Enters a whole value at once (click, then paste), for tests about what is sent rather than about typing. */
export async function enter(user: RenderedDialog['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

export const dialog = () => screen.getByRole('dialog');
export const field = (label: string | RegExp) => within(dialog()).getByLabelText(label);
export const textbox = (label: string) => within(dialog()).getByRole('textbox', { name: new RegExp(`^${label}`) });
export const passwordBox = () => within(dialog()).getByLabelText(new RegExp(`^${T.password}`));
export const submit = (label: string = T.add) => within(dialog()).getByRole('button', { name: label });
export const photoInput = () => within(dialog()).getByLabelText(T.choosePhoto);
