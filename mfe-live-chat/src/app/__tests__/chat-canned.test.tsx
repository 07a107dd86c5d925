// The '#' canned list composed into the chat input, and the add-canned dialog (spec 000 §2, §5, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ChatMessage } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import { CannedAssist } from '../../features/canned-messages/components/canned-assist';
import { ChatPanel } from '../../features/chat-panel/components/chat-panel';
import { cannedMessage, conversation } from '../../test-support/live-chat-fixtures';
import { CANNED_TEXTS as C, CHAT_PANEL_TEXTS as T } from '../texts';

const CANNED = [
  cannedMessage('c1', 'hello', 'Hello! How can I help?'),
  cannedMessage('c2', 'price', 'Our prices start at 10 EUR.'),
  cannedMessage('c3', 'shipping', 'We ship worldwide.'),
];

const input = () => screen.getByRole('textbox', { name: T.inputLabel });

const FIRST: ChatMessage = { id: 'm-1', seq: 1, bodyText: 'Hello', direction: 'inbound', chatTime: new Date().toISOString() };

async function setup(endpoints: MockEndpoints = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <ChatPanel chat={{ visitorId: 'v-3', guestId: 3, chatId: 'chat-3' }} onClose={jest.fn()} inputAssist={CannedAssist} />
    </VirtuosoMockContext.Provider>,
    {
      endpoints: {
        dashboardConversation: { ongoing: conversation(3, { conversation: [FIRST] }), history: [] },
        getAllCanned: CANNED,
        ...endpoints,
      },
    },
  );
  await waitFor(() => expect(input()).toBeEnabled());
  return { user, ...shell };
}

describe('Canned messages in the chat input', () => {
  it("opens the list on '#', filters by the shortcut and shows 'No match found'", async () => {
    const { user } = await setup();
    expect(screen.queryByRole('listbox', { name: C.list })).not.toBeInTheDocument();
    await user.type(input(), '#');
    const list = await screen.findByRole('listbox', { name: C.list });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await user.type(input(), 'pri');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['#priceOur prices start at 10 EUR.']);
    await user.type(input(), 'zz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText(C.noMatch)).toBeInTheDocument();
  });

  it('Enter picks the first match and puts the message in the box without sending', async () => {
    const { user, emitted } = await setup();
    await user.type(input(), '#sh');
    await screen.findByRole('option', { name: /#shipping/ });
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('We ship worldwide.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(emitted.filter((e) => e.name === 'inbound-agent')).toHaveLength(0);
  });

  it('Enter right after the hash picks the first message', async () => {
    const { user } = await setup();
    await user.type(input(), 'Hi #');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Hi Hello! How can I help?');
  });

  it("Enter still sends when nothing matches ('order #123')", async () => {
    const { user, emitted } = await setup();
    await user.type(input(), 'order #123');
    expect(await screen.findByText(C.noMatch)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(emitted.filter((e) => e.name === 'inbound-agent')).toHaveLength(1));
    expect(input()).toHaveValue('');
  });

  it('arrow keys move the highlight and Escape closes the list', async () => {
    const { user } = await setup();
    await user.type(input(), '#');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(input()).toHaveValue('Our prices start at 10 EUR.');
    await user.clear(input());
    await user.type(input(), '#');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('#');
  });

  it('a click picks a message', async () => {
    const { user } = await setup();
    await user.type(input(), '#');
    await user.click(await screen.findByRole('option', { name: /#price/ }));
    expect(input()).toHaveValue('Our prices start at 10 EUR.');
  });

  it('loads the list once for the page', async () => {
    const { user, calls } = await setup();
    await user.type(input(), '#');
    await screen.findAllByRole('option');
    await user.clear(input());
    await user.type(input(), '#');
    await screen.findAllByRole('option');
    expect(calls.filter((c) => c.key === 'getAllCanned')).toHaveLength(1);
  });
});

describe('Add canned message dialog', () => {
  it('keeps Save disabled until both fields are filled, creates, toasts and offers the new shortcut', async () => {
    const created = cannedMessage('c9', 'bye', 'Goodbye and thank you!');
    const { user, calls, toasts } = await setup({ createCanned: created });
    await user.click(screen.getByRole('button', { name: C.add }));
    const dialog = await screen.findByRole('dialog', { name: C.dialogTitle });
    const save = within(dialog).getByRole('button', { name: C.save });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: C.shortcut }), 'bye');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: C.message }), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: C.message }), 'Goodbye and thank you!');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.key === 'createCanned')?.payload).toEqual({ shortCode: 'bye', message: 'Goodbye and thank you!' });
    expect(toasts).toContainEqual({ variant: 'success', message: C.created });
    await user.type(input(), '#bye');
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Goodbye and thank you!');
  });

  it("shows the server's message on failure and keeps the dialog open", async () => {
    const { user, toasts } = await setup({ createCanned: httpError(400, 'Shortcut already exists') });
    await user.click(screen.getByRole('button', { name: C.add }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: C.shortcut }), 'hello');
    await user.type(within(dialog).getByRole('textbox', { name: C.message }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: C.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'Shortcut already exists' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'Something went wrong' without a server message", async () => {
    const { user, toasts } = await setup({ createCanned: () => Promise.reject(new Error('network')) });
    await user.click(screen.getByRole('button', { name: C.add }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: C.shortcut }), 'x');
    await user.type(within(dialog).getByRole('textbox', { name: C.message }), 'y');
    await user.click(within(dialog).getByRole('button', { name: C.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: C.createFailed }));
  });

  it('Escape closes the dialog', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: C.add }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
