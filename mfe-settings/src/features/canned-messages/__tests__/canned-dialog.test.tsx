// Create and edit dialogs of Canned Messages: the §5 messages and button rules, the §7 calls, the §8 toasts
// and the [contact-form] placeholder.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedMessage } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import CannedMessagesPage from '../pages/canned-messages-page';
import { CANNED_TEXTS as T } from '../texts';
import { canned } from './canned-fixtures';

async function renderPage(list: CannedMessage[] = [canned(1), canned(2)], endpoints: MockEndpoints = {}) {
  const user = userEvent.setup({ delay: null });
  const shell = renderWithShell(<CannedMessagesPage />, { route: '/canned-messages', endpoints: { getAllCanned: list, ...endpoints } });
  await screen.findByRole('button', { name: T.add });
  await waitFor(() => expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument());
  return { user, ...shell };
}

/** Enters a whole value at once (click, then paste): for tests about what is sent, not about typing. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(`^${name}`) });
const rowTexts = () => within(screen.getByRole('table', { name: T.listLabel })).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('Create canned message', () => {
  it("shows 'Shortcut cannot be empty' and 'Message cannot be empty' and sends nothing", async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(dialog(T.createTitle)).toBeInTheDocument();
    expect(field(T.shortcut)).toHaveFocus();
    await user.click(within(dialog(T.createTitle)).getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.shortcutRequired)).toBeInTheDocument();
    expect(screen.getByText(T.messageRequired)).toBeInTheDocument();
    await user.type(field(T.shortcut), '   ');
    await user.type(field(T.message), 'Hi');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(T.shortcutRequired)).toBeInTheDocument();
    expect(screen.queryByText(T.messageRequired)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'createCanned')).toHaveLength(0);
  });

  it('creates with POST /canned/create, toasts, closes and lists it with its creator', async () => {
    const created = canned(9, { shortCode: 'thanks', message: 'Thank you!', user: [{ fullName: 'Demo Owner' }], created_at: '2024-06-01T00:00:00Z' });
    const { user, calls, toasts } = await renderPage([canned(1)], { createCanned: created });
    await user.click(screen.getByRole('button', { name: T.add }));
    await enter(user, field(T.shortcut), ' thanks ');
    await enter(user, field(T.message), 'Thank you!');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.created }));
    expect(calls.find((c) => c.key === 'createCanned')?.payload).toEqual({ shortCode: 'thanks', message: 'Thank you!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowTexts()[1]).toContain('thanksThank you!Demo Owner2024-06-01');
    expect(screen.getByTestId('canned-count')).toHaveTextContent(T.count(2));
  });

  it('names the signed-in user as creator when the answer has no name', async () => {
    const { user } = await renderPage([], { createCanned: canned(9, { shortCode: 'x', user: [] }) });
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(field(T.shortcut), 'x');
    await user.type(field(T.message), 'y');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(rowTexts()[0]).toContain('Demo Owner'));
  });

  it('flags a shortcut the list already has before asking the server', async () => {
    const { user, calls } = await renderPage([canned(1, { shortCode: 'Hello' })]);
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(field(T.shortcut), 'hello');
    await user.type(field(T.message), 'Hi!');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.shortcutTaken)).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'createCanned')).toHaveLength(0);
  });

  it("toasts the server's refusal (a shortcut another agent just took) and keeps the dialog", async () => {
    const { user, toasts } = await renderPage([], { createCanned: httpError(409, T.shortcutTaken) });
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(field(T.shortcut), 'hello');
    await user.type(field(T.message), 'Hi!');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.shortcutTaken }));
    expect(dialog(T.createTitle)).toBeInTheDocument();
    expect(field(T.shortcut)).toHaveValue('hello');
  });

  it("says 'Something went wrong' without a string message or without a shortCode in the answer", async () => {
    for (const answer of [new Error('network'), httpError(500, ''), { message: 'odd' }]) {
      const { user, toasts, unmount } = await renderPage([], { createCanned: answer as never });
      await user.click(screen.getByRole('button', { name: T.add }));
      await user.type(field(T.shortcut), 'a');
      await user.type(field(T.message), 'b');
      await user.click(screen.getByRole('button', { name: T.save }));
      await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.failed }));
      unmount();
    }
  });

  it('explains [contact-form] and inserts it at the caret', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(dialog(T.createTitle)).toHaveTextContent(T.contactFormHelp);
    const message = field(T.message) as HTMLTextAreaElement;
    await user.click(screen.getByRole('button', { name: T.insertContactForm }));
    expect(message).toHaveValue('[contact-form]');
    await user.clear(message);
    await enter(user, message, 'Hello  thanks');
    message.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: T.insertContactForm }));
    expect(message).toHaveValue('Hello [contact-form] thanks');
    expect(message).toHaveFocus();
    expect(message.selectionStart).toBe(20);
  });

  it('Escape and Cancel close without calling', async () => {
    const { user, calls } = await renderPage();
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(field(T.shortcut), 'abc');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(field(T.shortcut)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'createCanned')).toHaveLength(0);
  });
});

describe('Edit canned message', () => {
  const item = canned(1, { shortCode: 'hello', message: 'Hello there', clientId: 'acc-1', createdBy: 'u-author' });

  it('opens filled; Save is disabled while either field is empty, with the messages', async () => {
    const { user } = await renderPage([item]);
    await user.click(screen.getByRole('button', { name: T.edit('hello') }));
    expect(dialog(T.editTitle)).toBeInTheDocument();
    expect(field(T.shortcut)).toHaveValue('hello');
    expect(field(T.message)).toHaveValue('Hello there');
    const save = within(dialog(T.editTitle)).getByRole('button', { name: T.save });
    expect(save).toBeEnabled();
    await user.clear(field(T.message));
    expect(save).toBeDisabled();
    await user.click(field(T.shortcut));
    expect(await screen.findByText(T.messageRequired)).toBeInTheDocument();
    await user.type(field(T.message), 'Back');
    expect(save).toBeEnabled();
    await user.clear(field(T.shortcut));
    expect(save).toBeDisabled();
    await user.tab();
    expect(await screen.findByText(T.shortcutRequired)).toBeInTheDocument();
  });

  it('saves with PATCH /canned/edit/{id} {clientId, message, shortCode, createdBy}, toasts and updates the row', async () => {
    const { user, calls, toasts } = await renderPage([item, canned(2)], { editCanned: { statusCode: 200, message: 'Canned message updated' } });
    await user.click(screen.getByRole('button', { name: T.edit('hello') }));
    await user.clear(field(T.message));
    await enter(user, field(T.message), 'Hi, how can I help?');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    const call = calls.find((c) => c.key === 'editCanned');
    expect(call).toMatchObject({ method: 'PATCH', path: '/canned/edit/c1' });
    expect(call?.payload).toEqual({ clientId: 'acc-1', message: 'Hi, how can I help?', shortCode: 'hello', createdBy: 'u-author' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowTexts()[0]).toContain('helloHi, how can I help?Author 1');
  });

  it('keeps its own shortcut but not another one', async () => {
    const { user } = await renderPage([item, canned(2, { shortCode: 'bye' })], { editCanned: { statusCode: 200, message: 'ok' } });
    await user.click(screen.getByRole('button', { name: T.edit('hello') }));
    await user.clear(field(T.shortcut));
    await user.type(field(T.shortcut), 'BYE');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.shortcutTaken)).toBeInTheDocument();
  });

  it("toasts the server's message, or 'Something went wrong' when the code is not 200", async () => {
    const first = await renderPage([item], { editCanned: httpError(400, 'Shortcut cannot be empty') });
    await first.user.click(screen.getByRole('button', { name: T.edit('hello') }));
    await first.user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(first.toasts).toContainEqual({ variant: 'error', message: 'Shortcut cannot be empty' }));
    first.unmount();
    const second = await renderPage([item], { editCanned: { statusCode: 500, message: 'nope' } });
    await second.user.click(screen.getByRole('button', { name: T.edit('hello') }));
    await second.user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(second.toasts).toContainEqual({ variant: 'error', message: T.failed }));
    expect(dialog(T.editTitle)).toBeInTheDocument();
  });
});
