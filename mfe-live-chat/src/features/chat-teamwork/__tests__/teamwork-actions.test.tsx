// Transfer and Take over from the chat header, and the @ picker of notes, on the dashboard (issue 26).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TRANSFER_NOTE_LENGTH, TEAMWORK_TEXTS, type AgentEmitEvents, type TransferTargets } from 'shared-kernel/contracts';
import { httpError, testUser } from 'shared-kernel/testing';
import { CHAT_PANEL_TEXTS, TEAMWORK_UI_TEXTS as T } from '../../../app/texts';
import { chatActivity, conversation, holding, renderDashboard, STAFF } from '../../../test-support/live-chat-fixtures';

const TARGETS: TransferTargets = {
  agents: [
    { agentId: 'u-owner', fullName: 'Demo Owner', role: 'client', status: 'online', photo: null, departments: [], chatsHeld: 1 },
    { agentId: 'u-bob', fullName: 'Bob Baker', role: 'agent', status: 'online', photo: null, departments: [{ id: 'd-sales', name: 'Sales' }], chatsHeld: 2 },
    { agentId: 'u-cid', fullName: 'Cid Offline', role: 'agent', status: 'offline', photo: null, departments: [], chatsHeld: 0 },
  ],
  departments: [{ departmentId: 'd-sales', name: 'Sales', onlineAgents: 1 }],
};

function renderChat(endpoints: Parameters<typeof renderDashboard>[0] extends infer O ? (O extends { endpoints?: infer E } ? E : never) : never = {}, user = testUser()) {
  return renderDashboard({
    user,
    endpoints: {
      conversations: [conversation(3)],
      dashboardConversation: { ongoing: conversation(3), history: [] },
      chatTeamwork: { holding: holding(3), notes: [], activity: [] },
      transferTargets: TARGETS,
      mentionStaff: STAFF,
      ...endpoints,
    },
  });
}

async function openChat() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('chat-row'));
  const panel = await screen.findByRole('region', { name: 'Guest3' });
  await within(panel).findByText('Last words of guest 3');
  return { user, panel };
}

describe('Transfer', () => {
  it('lists agents and departments, sends the chosen agent with the note, and closes the chat', async () => {
    const { calls, toasts } = renderChat({
      transferChat: {
        holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }),
        activity: chatActivity(3, 'transfer-agent', { actorId: 'u-owner', actorName: 'Demo Owner', toAgentId: 'u-bob', toAgentName: 'Bob Baker' }),
      },
    });
    const { user, panel } = await openChat();
    await user.click(await within(panel).findByRole('button', { name: T.transfer }));
    const dialog = await screen.findByRole('dialog', { name: T.transferTitle(3) });
    const bob = await within(dialog).findByRole('radio', { name: /Bob Baker/ });
    expect(bob).toHaveTextContent('Sales · 2 chats');
    expect(bob).toHaveTextContent(T.online);
    expect(within(dialog).getByRole('radio', { name: /Cid Offline/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('radio', { name: /Demo Owner/ })).toHaveTextContent(T.holder);
    expect(within(dialog).getByRole('radio', { name: /^Sales/ })).toHaveTextContent(T.onlineAgents(1));
    expect(calls.find((c) => c.key === 'transferTargets')?.query).toEqual({ chatId: 'chat-3' });
    const confirm = within(dialog).getByRole('button', { name: T.confirmTransfer });
    expect(confirm).toBeDisabled();
    await user.click(bob);
    expect(bob).toHaveAttribute('aria-checked', 'true');
    await user.type(within(dialog).getByRole('textbox', { name: T.noteLabel }), 'Wants a refund');
    expect(within(dialog).getByText(T.noteCount(14))).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guest3' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.key === 'transferChat')?.payload).toEqual({ chatId: 'chat-3', agentId: 'u-bob', note: 'Wants a refund', holderId: 'u-owner' });
    expect(toasts).toContainEqual({ variant: 'success', message: T.transferred(3, 'Bob Baker') });
    expect(screen.queryByTestId('chat-row')).not.toBeInTheDocument();
  });

  it('says the note is too long and keeps Transfer off', async () => {
    renderChat();
    const { user, panel } = await openChat();
    await user.click(await within(panel).findByRole('button', { name: T.transfer }));
    const dialog = await screen.findByRole('dialog', { name: T.transferTitle(3) });
    await user.click(await within(dialog).findByRole('radio', { name: /^Sales/ }));
    await user.click(within(dialog).getByRole('textbox', { name: T.noteLabel }));
    await user.paste('x'.repeat(MAX_TRANSFER_NOTE_LENGTH + 1));
    expect(within(dialog).getByText(`${T.noteTooLong} (${T.noteCount(MAX_TRANSFER_NOTE_LENGTH + 1)})`)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: T.noteLabel })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: T.confirmTransfer })).toBeDisabled();
  });

  it('shows a refusal as a red toast with the server’s words and stays open', async () => {
    const { toasts } = renderChat({ transferChat: httpError(409, TEAMWORK_TEXTS.chatChanged) });
    const { user, panel } = await openChat();
    await user.click(await within(panel).findByRole('button', { name: T.transfer }));
    const dialog = await screen.findByRole('dialog', { name: T.transferTitle(3) });
    await user.click(await within(dialog).findByRole('radio', { name: /^Sales/ }));
    await user.click(within(dialog).getByRole('button', { name: T.confirmTransfer }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: TEAMWORK_TEXTS.chatChanged }));
    expect(screen.getByRole('dialog', { name: T.transferTitle(3) })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Sales/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('is offered to the holder who is an agent, not to an agent who does not hold the chat', async () => {
    const agent = testUser({ _id: 'u-bob', userId: 'u-bob', fullName: 'Bob Baker', isClient: false, isAgent: true, userRole: 'agent' });
    renderChat({ chatTeamwork: { holding: holding(3, { holderId: 'u-anna', holderName: 'Anna Admin' }), notes: [], activity: [] } }, agent);
    const { panel } = await openChat();
    expect(await within(panel).findByText(TEAMWORK_TEXTS.heldBy('Anna Admin'))).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: T.transfer })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: T.takeOver })).not.toBeInTheDocument();
  });
});

describe('Take over', () => {
  it('asks first, then takes the chat: the supervisor writes to the guest', async () => {
    const { calls, toasts } = renderChat({
      chatTeamwork: { holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }), notes: [], activity: [] },
      takeOverChat: { holding: holding(3), activity: chatActivity(3, 'take-over', { actorId: 'u-owner', actorName: 'Demo Owner', fromAgentId: 'u-bob', fromAgentName: 'Bob Baker', toAgentId: 'u-owner', toAgentName: 'Demo Owner' }) },
    });
    const { user, panel } = await openChat();
    expect(await within(panel).findByText(TEAMWORK_TEXTS.heldBy('Bob Baker'))).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: T.takeOver }));
    const dialog = await screen.findByRole('dialog', { name: T.takeOverTitle });
    expect(dialog).toHaveTextContent(T.takeOverQuestion(3, 'Bob Baker'));
    await user.click(within(dialog).getByRole('button', { name: T.takeOver }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: CHAT_PANEL_TEXTS.inputLabel })).toBeEnabled());
    expect(calls.find((c) => c.key === 'takeOverChat')?.payload).toEqual({ chatId: 'chat-3', holderId: 'u-bob' });
    expect(toasts).toContainEqual({ variant: 'success', message: T.takenOver(3) });
    expect(within(panel).getByTestId('activity')).toHaveTextContent(CHAT_PANEL_TEXTS.tookOverFrom('Demo Owner', 'Bob Baker'));
    expect(within(panel).queryByRole('button', { name: T.takeOver })).not.toBeInTheDocument();
  });
});

describe('Mentions in notes', () => {
  it('opens the staff picker on @, filters, moves with the arrows, picks with Enter and sends the mention', async () => {
    const { emitted, calls } = renderChat();
    const { user, panel } = await openChat();
    await user.click(within(panel).getByRole('button', { name: CHAT_PANEL_TEXTS.noteToggle }));
    const box = within(panel).getByRole('textbox', { name: CHAT_PANEL_TEXTS.noteLabel });
    await user.type(box, 'Please @b');
    const list = await within(panel).findByRole('listbox', { name: T.mentionList });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bob BakerAgent', 'Bea BrownManager']);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0].id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Please @Bea Brown ');
    expect(within(panel).queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'and @an');
    await within(panel).findByRole('option', { name: /Anna Admin/ });
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(emitted.some((e) => e.name === 'chat-note')).toBe(true));
    const sent = emitted.find((e) => e.name === 'chat-note')?.payload as AgentEmitEvents['chat-note'];
    expect(sent).toMatchObject({ chatId: 'chat-3', bodyText: 'Please @Bea Brown and @an', mentions: ['u-bea'] });
    expect(calls.filter((c) => c.key === 'mentionStaff')).toHaveLength(1);
  });

  it('keeps the # canned list for messages', async () => {
    renderChat();
    const { user, panel } = await openChat();
    await user.type(within(panel).getByRole('textbox', { name: CHAT_PANEL_TEXTS.inputLabel }), '@b');
    expect(within(panel).queryByRole('listbox', { name: T.mentionList })).not.toBeInTheDocument();
  });
});
