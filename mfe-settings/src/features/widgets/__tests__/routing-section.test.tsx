// Routing per widget (issue 27) in Edit Widget and Add Domain: the defaults for a widget saved before it,
// the accept window only for automatic assignment, the body's routing block (minutes sent as seconds,
// empty as null), and out-of-range values stopped under their field before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetCreatePayload, WidgetUpdatePayload } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';
import { renderWithShell } from 'shared-kernel/testing';
import SettingsArea from '../../../app/remote-app';
import { openEditor, setWindowWidth, widgetFixture } from './widget-fixture';

const routing = () => within(screen.getByRole('region', { name: T.routing }));
const spin = (label: string) => routing().getByRole('spinbutton', { name: label });
const mode = (which: keyof typeof T.routingModes) => routing().getByRole('radio', { name: T.routingModes[which] });
const sent = (calls: { key: string | null; payload: unknown }[]) => calls.filter((c) => c.key === 'updateWidget').map((c) => c.payload as WidgetUpdatePayload);
const settle = () => waitFor(() => expect(screen.getByRole('form', { name: T.editTitle })).toHaveAttribute('aria-busy', 'false'));

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(spin(label));
  if (value) await user.type(spin(label), value);
}

beforeEach(() => setWindowWidth(1280));

describe('Routing in Edit Widget', () => {
  it('shows the defaults for a widget saved before routing existed', async () => {
    await openEditor(widgetFixture());
    expect(mode('offer-all')).toBeChecked();
    expect(mode('auto')).not.toBeChecked();
    expect(routing().queryByRole('spinbutton', { name: T.acceptWindow })).not.toBeInTheDocument();
    expect(spin(T.longestQueue)).toHaveValue(null);
    expect(spin(T.longestWait)).toHaveValue(null);
    expect(spin(T.escalatePending)).toHaveValue(60);
    expect(spin(T.escalateReply)).toHaveValue(120);
    expect(spin(T.escalatePending)).toHaveAccessibleDescription(T.escalatePendingHelp);
    expect(routing().getByText(T.routingHelp)).toBeInTheDocument();
  });

  it('shows a stored routing, the longest wait in minutes', async () => {
    const stored = { mode: 'auto', acceptWindowSeconds: 45, maxQueueLength: 20, maxQueueWaitSeconds: 600, escalatePendingAfterSeconds: 90, escalateReplyAfterSeconds: 300 } as const;
    await openEditor(widgetFixture({ routing: stored }));
    expect(mode('auto')).toBeChecked();
    expect(spin(T.acceptWindow)).toHaveValue(45);
    expect(spin(T.longestQueue)).toHaveValue(20);
    expect(spin(T.longestWait)).toHaveValue(10);
    expect(spin(T.escalatePending)).toHaveValue(90);
    expect(spin(T.escalateReply)).toHaveValue(300);
  });

  it('shows the accept window only for automatic assignment, reached by keyboard', async () => {
    const { user } = await openEditor(widgetFixture());
    mode('offer-all').focus();
    await user.keyboard('{ArrowDown}');
    expect(mode('auto')).toBeChecked();
    expect(spin(T.acceptWindow)).toHaveValue(30);
    expect(spin(T.acceptWindow)).toHaveAccessibleDescription(T.acceptWindowHelp);
    await user.click(mode('offer-all'));
    expect(routing().queryByRole('spinbutton', { name: T.acceptWindow })).not.toBeInTheDocument();
  });

  it('sends the routing block: minutes as seconds, an emptied limit as null', async () => {
    const stored = { mode: 'offer-all', acceptWindowSeconds: 30, maxQueueLength: 10, maxQueueWaitSeconds: 300, escalatePendingAfterSeconds: 60, escalateReplyAfterSeconds: 120 } as const;
    const { user, calls, toasts } = await openEditor(widgetFixture({ routing: stored }));
    await user.click(mode('auto'));
    await retype(user, T.acceptWindow, '45');
    await retype(user, T.longestQueue, '');
    await retype(user, T.longestWait, '15');
    await retype(user, T.escalateReply, '240');
    await user.click(screen.getByRole('button', { name: T.saveChanges }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].routing).toEqual({
      mode: 'auto',
      acceptWindowSeconds: 45,
      maxQueueLength: null,
      maxQueueWaitSeconds: 900,
      escalatePendingAfterSeconds: 60,
      escalateReplyAfterSeconds: 240,
    });
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    await settle();
  });

  it.each([
    ['the accept window', T.acceptWindow, '5', 'The accept window must be a whole number from 10 to 120'],
    ['the longest queue', T.longestQueue, '501', 'The longest queue must be a whole number from 1 to 500, or empty for no limit'],
    ['the longest wait', T.longestWait, '241', T.longestWaitInvalid],
    ['a required escalation', T.escalatePending, '', 'Escalate a waiting guest after must be a whole number from 10 to 3600'],
  ])('stops %s out of range under its field and sends nothing', async (_case, label, value, message) => {
    const { user, calls, toasts } = await openEditor(widgetFixture());
    await user.click(mode('auto'));
    await retype(user, label, value);
    await user.click(screen.getByRole('button', { name: T.saveChanges }));
    await waitFor(() => expect(spin(label)).toHaveAccessibleDescription(message));
    expect(spin(label)).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls)).toHaveLength(0);
    // The message is under the field, not in a toast.
    expect(toasts).toEqual([]);
    await settle();
  });

  it('a bad accept window hidden by "offer to all" does not block the save', async () => {
    const { user, calls } = await openEditor(widgetFixture());
    await user.click(mode('auto'));
    await retype(user, T.acceptWindow, '5');
    await user.click(mode('offer-all'));
    await user.click(screen.getByRole('button', { name: T.saveChanges }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0].routing).toMatchObject({ mode: 'offer-all', acceptWindowSeconds: 30 });
    await settle();
  });
});

describe('Routing in Add Domain', () => {
  const CREATED = widgetFixture({ _id: 'w-7', pluginId: 'plug-7', widgetName: 'Travel', domain: 'travel.example.com' });

  async function renderAdd() {
    const result = renderWithShell(<SettingsArea />, { route: '/create-widget', endpoints: { createWidget: CREATED } });
    await screen.findByRole('heading', { name: T.addDomainTitle });
    const user = userEvent.setup({ delay: null });
    // Name and domain are pasted: these tests are about the routing block, not about typing them.
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${T.widgetName}`) }));
    await user.paste('Travel');
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${T.domain}`) }));
    await user.paste('travel.example.com');
    return { user, ...result };
  }
  const created = (calls: { key: string | null; payload: unknown }[]) => calls.filter((c) => c.key === 'createWidget').map((c) => c.payload as WidgetCreatePayload);

  it('starts at the defaults and sends the chosen routing with the new widget', async () => {
    const { user, calls } = await renderAdd();
    expect(mode('offer-all')).toBeChecked();
    expect(spin(T.escalateReply)).toHaveValue(120);
    await user.click(mode('auto'));
    await retype(user, T.longestQueue, '50');
    await retype(user, T.longestWait, '2');
    await user.click(screen.getByRole('button', { name: T.create }));
    await screen.findByRole('dialog', { name: T.scriptTitle });
    expect(created(calls)[0].routing).toEqual({
      mode: 'auto',
      acceptWindowSeconds: 30,
      maxQueueLength: 50,
      maxQueueWaitSeconds: 120,
      escalatePendingAfterSeconds: 60,
      escalateReplyAfterSeconds: 120,
    });
  });

  it('stops an out-of-range value under its field, and clears it once edited', async () => {
    const { user, calls } = await renderAdd();
    await retype(user, T.longestWait, '0');
    await user.click(screen.getByRole('button', { name: T.create }));
    await waitFor(() => expect(spin(T.longestWait)).toHaveAccessibleDescription(T.longestWaitInvalid));
    expect(created(calls)).toHaveLength(0);
    await user.type(spin(T.longestWait), '5');
    expect(spin(T.longestWait)).toHaveAccessibleDescription(T.longestWaitHelp);
  });
});
