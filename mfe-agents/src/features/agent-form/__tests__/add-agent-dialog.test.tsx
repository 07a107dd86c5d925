// Add Agent dialog (spec 001 §2, §5, §7, §8): the rules and their messages, the multipart register call
// (e-mail lowercased, shifts JSON with the default Monday, departments[i], photo), the success toast,
// the server's message or 'Something went wrong', and Escape.
import { screen, waitFor, within } from '@testing-library/react';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { readImageSize } from '../lib/image-size';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { dialog, enter, form, passwordBox, photoInput, png, renderDialog, type RenderedDialog, shiftsSent, submit, textbox } from './agent-form-fixtures';

jest.mock('../lib/image-size', () => ({ readImageSize: jest.fn() }));
const sized = readImageSize as jest.MockedFunction<typeof readImageSize>;
beforeEach(() => sized.mockResolvedValue({ width: 100, height: 100 }));

const CREATED = {
  _id: 'a-new',
  email: 'new.agent@example.com',
  status: 1,
  isOnline: false,
  departments: [{ _id: 'd2', title: 'Support' }],
  shifts: [{ day: 'mon' as const, startTime: { hours: null, minutes: null }, endTime: { hours: null, minutes: null } }],
  my_role: [{ slug: 'agent' }],
  userinfo: [{ userId: 'a-new', fullName: 'New Agent', profilePhoto: { fileName: 'n.png' } }],
  clientId: 'u-owner',
};

async function fill(user: RenderedDialog['user'], values: { email?: string; name?: string; password?: string }) {
  if (values.email !== undefined) await enter(user, textbox(T.email), values.email);
  if (values.name !== undefined) await enter(user, textbox(T.fullName), values.name);
  if (values.password !== undefined) await enter(user, passwordBox(), values.password);
}

describe('Add Agent dialog', () => {
  it("is a dialog labelled 'Add Agent' with photo, e-mail, full name, password, departments and the default Monday shift", async () => {
    await renderDialog();
    expect(screen.getByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
    expect(textbox(T.email)).toHaveFocus();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(photoInput()).toHaveAttribute('type', 'file');
    expect(within(dialog()).getByRole('group', { name: T.dayName('mon') })).toBeInTheDocument();
    expect(within(dialog()).getByRole('spinbutton', { name: T.startHour('mon') })).toHaveValue(null);
    expect(within(dialog()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(dialog()).getByText(T.departmentsHelp)).toBeInTheDocument();
  });

  it('shows every rule message and sends nothing while the form is empty', async () => {
    const { user, calls } = await renderDialog({ endpoints: { registerAgent: CREATED } });
    await user.click(submit());
    expect(await within(dialog()).findByText(MESSAGES.agentEmail)).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGES.agentName)).toBeInTheDocument();
    expect(within(dialog()).getByText(MESSAGES.agentPassword)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'registerAgent')).toHaveLength(0);
  });

  it.each([
    ['email', { email: 'not-an-email', name: 'New Agent', password: 'Secret#123' }, MESSAGES.agentEmail],
    ['email', { email: 'a@b', name: 'New Agent', password: 'Secret#123' }, MESSAGES.agentEmail],
    ['name', { email: 'new@example.com', name: 'Al', password: 'Secret#123' }, MESSAGES.agentName],
    ['name', { email: 'new@example.com', name: 'A'.repeat(21), password: 'Secret#123' }, MESSAGES.agentName],
    ['password', { email: 'new@example.com', name: 'New Agent', password: 'short1!' }, MESSAGES.agentPassword],
    ['password', { email: 'new@example.com', name: 'New Agent', password: 'nocapital1!' }, MESSAGES.agentPassword],
    ['password', { email: 'new@example.com', name: 'New Agent', password: 'Nospecial12' }, MESSAGES.agentPassword],
    ['password', { email: 'new@example.com', name: 'New Agent', password: 'Under_score1' }, MESSAGES.agentPassword],
  ])('refuses a wrong %s (%o) with its message', async (_field, values, message) => {
    const { user, calls } = await renderDialog({ endpoints: { registerAgent: CREATED } });
    await fill(user, values);
    await user.click(submit());
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(within(dialog()).getAllByText(message)).toHaveLength(1);
    expect(calls.filter((call) => call.key === 'registerAgent')).toHaveLength(0);
  });

  it('shows a field message once the field is left', async () => {
    const { user } = await renderDialog();
    await user.type(textbox(T.email), 'nope');
    expect(within(dialog()).queryByText(MESSAGES.agentEmail)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(dialog()).findByText(MESSAGES.agentEmail)).toBeInTheDocument();
    expect(textbox(T.email)).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = await renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: T.showPassword }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
    await user.click(within(dialog()).getByRole('button', { name: T.hidePassword }));
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('registers the agent as multipart: lowercased e-mail, shifts JSON, departments[i] and photo; toasts, hands back the agent and closes', async () => {
    const { user, calls, toasts, onSaved, onClose } = await renderDialog({ endpoints: { registerAgent: CREATED } });
    await user.upload(photoInput(), png('new.png'));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: T.removePhoto })).toBeInTheDocument());
    await fill(user, { email: '  New.Agent@Example.COM ', name: ' New Agent ', password: 'Secret#123' });
    await user.click(within(dialog()).getByRole('combobox', { name: T.departments }));
    await user.click(screen.getByRole('option', { name: 'Support' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: T.addTitle })).toBeInTheDocument();
    await user.click(submit());

    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.added }]));
    const call = calls.find((c) => c.key === 'registerAgent')!;
    expect([call.method, call.path]).toEqual(['POST', '/users/register']);
    expect(call.payload).toBeInstanceOf(FormData);
    const sent = form(call);
    expect(sent).toMatchObject({ email: 'new.agent@example.com', fullName: 'New Agent', password: 'Secret#123', 'departments[0]': 'd2' });
    expect((sent.profilePhoto as File).name).toBe('new.png');
    expect(shiftsSent(call)).toEqual([{ day: 'mon', startTime: { hours: null, minutes: null }, endTime: { hours: null, minutes: null } }]);
    expect(onSaved).toHaveBeenCalledWith(CREATED);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends no photo and no departments when none are chosen, and completes a partial answer into an Agent', async () => {
    const { user, calls, onSaved } = await renderDialog({ endpoints: { registerAgent: { _id: 'a-new', email: 'new@example.com' } } });
    await fill(user, { email: 'new@example.com', name: 'New Agent', password: 'Secret#123' });
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = form(calls.find((c) => c.key === 'registerAgent')!);
    expect(Object.keys(sent).sort()).toEqual(['email', 'fullName', 'password', 'shifts']);
    expect(onSaved.mock.calls[0][0]).toMatchObject({
      _id: 'a-new',
      email: 'new@example.com',
      status: 1,
      departments: [],
      my_role: [{ slug: 'agent' }],
      userinfo: [{ userId: 'a-new', fullName: 'New Agent', profilePhoto: null }],
    });
  });

  it.each([
    ['the server message', httpError(400, 'User already exists'), 'User already exists'],
    ["'Something went wrong' without one", httpError(500, ''), T.failed],
    ["'Something went wrong' for an answer without the e-mail", { _id: 'x' }, T.failed],
  ])('shows %s as a red toast and stays open', async (_case, answer, message) => {
    const { user, toasts, onSaved, onClose } = await renderDialog({ endpoints: { registerAgent: answer as never } });
    await fill(user, { email: 'new@example.com', name: 'New Agent', password: 'Secret#123' });
    await user.click(submit());
    await waitFor(() => expect(toasts).toEqual([{ variant: 'error', message }]));
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and on Cancel', async () => {
    const { user, onClose } = await renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole('button', { name: T.cancel }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
