// Recent Chats and the open panel when a chat changes hands (issue 26 item 5), and chats opened by a link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAMWORK_TEXTS, type AgentReceiveEvents } from 'shared-kernel/contracts';
import { CHAT_PANEL_TEXTS, RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { chatActivity, conversation, holding, renderDashboard } from '../../../test-support/live-chat-fixtures';

const REF = { visitorId: 'v-3', guestId: 3, chatId: 'chat-3' };
const recent = () => screen.getByRole('region', { name: 'Recent Chats' });
const rowOf = (guestId: number) => within(recent()).queryByText(T.guest(guestId))?.closest('[data-testid="chat-row"]') ?? null;

function change(patch: Partial<AgentReceiveEvents['chat-holder-changed']>): AgentReceiveEvents['chat-holder-changed'] {
  return { ...REF, holding: holding(3), activity: chatActivity(3, 'transfer-agent'), previousHolderId: 'u-owner', ...patch };
}

async function withOpenChat() {
  const user = userEvent.setup();
  const shell = renderDashboard({
    endpoints: {
      conversations: [conversation(3)],
      dashboardConversation: { ongoing: conversation(3), history: [] },
      chatTeamwork: { holding: holding(3), notes: [], activity: [] },
    },
  });
  await user.click(await within(recent()).findByTestId('chat-row'));
  const panel = await screen.findByRole('region', { name: 'Guest3' });
  await within(panel).findByText('Last words of guest 3');
  await within(panel).findByRole('button', { name: CHAT_PANEL_TEXTS.endChat });
  return { ...shell, user, panel };
}

describe('A chat changing hands', () => {
  it('lists a chat transferred to me with its whole conversation and says who sent it', async () => {
    const { push, toasts, emitted, calls } = renderDashboard({
      endpoints: {
        conversations: [conversation(3)],
        dashboardConversation: {
          ongoing: conversation(4, { conversation: [{ bodyText: 'Earlier words of guest 4', direction: 'inbound', chatTime: new Date().toISOString() }] }),
          history: [],
        },
      },
    });
    await within(recent()).findByText(T.guest(3));
    push('chat-holder-changed', {
      visitorId: 'v-4',
      guestId: 4,
      chatId: 'chat-4',
      holding: holding(4),
      activity: chatActivity(4, 'transfer-agent', { toAgentId: 'u-owner', toAgentName: 'Demo Owner', fromAgentId: 'u-anna', note: 'VIP, be nice' }),
      previousHolderId: 'u-anna',
    });
    expect(toasts).toContainEqual({ variant: 'info', message: T.transferredToYou('Anna Admin', 4, 'VIP, be nice') });
    expect(await within(recent()).findByText('Earlier words of guest 4')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'dashboardConversation')?.payload).toEqual({ visitorId: 'v-4' });
    expect(emitted).toContainEqual({ name: 'join-chat-room', payload: { visitorId: 'v-4' }, ack: false });
    expect(within(recent()).getAllByTestId('chat-row')).toHaveLength(2);
  });

  it('closes my panel and drops the chat when it is transferred to another agent', async () => {
    const { push, toasts, emitted } = await withOpenChat();
    push('chat-holder-changed', change({ holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }), activity: chatActivity(3, 'transfer-agent', { toAgentId: 'u-bob', toAgentName: 'Bob Baker' }) }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guest3' })).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ variant: 'info', message: T.transferredTo(3, 'Bob Baker') });
    expect(rowOf(3)).toBeNull();
    expect(emitted).toContainEqual({ name: 'leave-chat-room', payload: { visitorId: 'v-3' }, ack: false });
  });

  it('keeps my panel read-only while the chat waits for a department, and closes it once someone accepts', async () => {
    const { push, toasts, panel } = await withOpenChat();
    push(
      'chat-holder-changed',
      change({
        holding: holding(3, { holderId: null, holderName: null, waitingFor: { departmentId: 'd-sales', departmentName: 'Sales' } }),
        activity: chatActivity(3, 'transfer-department', { actorId: 'u-owner', actorName: 'Demo Owner', departmentId: 'd-sales', departmentName: 'Sales' }),
      }),
    );
    expect(await within(panel).findByText(T.waitingFor('Sales'))).toBeInTheDocument();
    expect(within(rowOf(3) as HTMLElement).getByTestId('chat-hold')).toHaveTextContent(T.waitingFor('Sales'));
    expect(within(panel).getByRole('textbox', { name: CHAT_PANEL_TEXTS.noteLabel })).toBeEnabled();
    push(
      'chat-holder-changed',
      change({
        holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }),
        activity: chatActivity(3, 'accept-transfer', { id: 'acc', actorId: 'u-bob', actorName: 'Bob Baker', toAgentId: 'u-bob', toAgentName: 'Bob Baker', departmentName: 'Sales' }),
        previousHolderId: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guest3' })).not.toBeInTheDocument());
    expect(toasts).toContainEqual({ variant: 'info', message: T.transferredTo(3, 'Bob Baker') });
    expect(rowOf(3)).toBeNull();
  });

  it('keeps a chat taken over from me visible read-only until I close it', async () => {
    const { push, toasts, panel, user } = await withOpenChat();
    push('chat-holder-changed', change({ holding: holding(3, { holderId: 'u-anna', holderName: 'Anna Admin' }), activity: chatActivity(3, 'take-over', { toAgentId: 'u-anna', toAgentName: 'Anna Admin' }) }));
    expect(await within(panel).findByText(T.takenOverBy('Anna Admin'))).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'info', message: T.tookOver('Anna Admin', 3) });
    expect(within(rowOf(3) as HTMLElement).getByTestId('chat-hold')).toHaveTextContent(T.takenOverBy('Anna Admin'));
    await user.click(within(panel).getByRole('button', { name: CHAT_PANEL_TEXTS.close }));
    expect(rowOf(3)).toBeNull();
  });
});

describe('Opening a chat by link', () => {
  it('opens /dashboard?open=<visitorId>&chat=<chatId> read-only when another agent holds it, following its room', async () => {
    const user = userEvent.setup();
    const { emitted } = renderDashboard({
      route: '/dashboard?open=v-7&chat=chat-7',
      endpoints: {
        dashboardConversation: { ongoing: conversation(7), history: [] },
        chatTeamwork: { holding: holding(7, { holderId: 'u-bob', holderName: 'Bob Baker' }), notes: [], activity: [] },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Guest7' });
    expect(await within(panel).findByText(TEAMWORK_TEXTS.heldBy('Bob Baker'))).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: CHAT_PANEL_TEXTS.noteLabel })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: CHAT_PANEL_TEXTS.endChat })).not.toBeInTheDocument();
    expect(emitted).toContainEqual({ name: 'join-chat-room', payload: { visitorId: 'v-7' }, ack: false });
    await user.click(within(panel).getByRole('button', { name: CHAT_PANEL_TEXTS.close }));
    expect(emitted).toContainEqual({ name: 'leave-chat-room', payload: { visitorId: 'v-7' }, ack: false });
    expect(emitted).toContainEqual({ name: 'chat-viewing', payload: { chatId: 'chat-7', viewing: false, typing: null }, ack: false });
  });

  it('opens at 640 px too', async () => {
    renderDashboard({ route: '/dashboard?open=v-7', endpoints: { dashboardConversation: { ongoing: conversation(7), history: [] } } }, 640);
    expect(await screen.findByRole('region', { name: 'Guest7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_PANEL_TEXTS.back })).toBeInTheDocument();
  });
});
