// Issue 26 in Conversation History's detail and its emailed link: the chat's staff notes and its transfers and
// take-overs among the messages by time, the guest's system lines as centred lines.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockCall } from 'shared-kernel/testing';
import { TRANSCRIPT_TEXTS as TT } from 'shared-kernel/transcript';
import { activity, chat, message, note, page, renderReview, transcriptOrder } from '../../../components/chat-review/__tests__/review-fixtures';
import ConversationHistoryPage from '../pages/conversation-history-page';

const XSS = '<img src=x onerror=alert(1)>';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();

const withTeamwork = (n: number) =>
  chat(n, {
    conversation: [
      message(1, { bodyText: 'I want a refund', direction: 'inbound', chatTime: at(1) }),
      message(2, { bodyText: 'Let me check', direction: 'outbound', agentName: 'Anna', chatTime: at(2) }),
      message(3, { bodyText: '[system]You are now chatting with Bob', direction: 'outbound', agentName: 'Anna', chatTime: at(4) }),
      message(4, { bodyText: 'Bob here, refund done', direction: 'outbound', agentName: 'Bob', chatTime: at(6) }),
    ],
    // Not in time order: the pane sorts them.
    notes: [note('n2', at(5), 'Refund approved by finance', 'Bob'), note('n1', at(3), `VIP ${XSS}`)],
    activity: [
      activity('a1', at(4), { note: 'Refunds are yours' }),
      activity('a2', at(7), { kind: 'take-over', actorId: 'u-sue', actorName: 'Sue', fromAgentId: 'u-bob', fromAgentName: 'Bob', toAgentId: 'u-sue', toAgentName: 'Sue' }),
    ],
  });

describe('Teamwork in a chat of the history', () => {
  it('shows notes and activity among the messages by time in the detail pane, all as text', async () => {
    const user = userEvent.setup();
    renderReview(<ConversationHistoryPage />, {
      route: '/conversation-history',
      endpoints: { dashboardHistory: page([chat(1), chat(2)]), singleChatHistory: (call: MockCall) => withTeamwork(Number(call.params.id.slice(1))) },
    });
    await user.click((await screen.findAllByTestId('chat-box'))[1]);
    const pane = await screen.findByRole('region', { name: 'Guest102' });
    expect(await within(pane).findByText('I want a refund')).toBeInTheDocument();
    const lines = transcriptOrder(pane);
    expect(lines.map((line) => line.split(':')[0])).toEqual(['message', 'message', 'note', 'activity', 'message', 'note', 'message', 'activity']);
    expect(lines[2]).toContain(`VIP ${XSS}`);
    expect(lines[3]).toContain('Anna transferred the chat to Bob');
    expect(lines[3]).toContain('“Refunds are yours”');
    expect(lines[4]).toContain('You are now chatting with Bob');
    expect(lines[4]).not.toContain('[system]');
    expect(lines[7]).toContain('Sue took over the chat from Bob');
    expect(within(pane).getByRole('note', { name: TT.noteBy('Anna') })).toHaveTextContent(TT.note);
    expect(within(pane).getByRole('note', { name: TT.noteBy('Bob') })).toHaveTextContent('Refund approved by finance');
    // The system line is no agent's bubble.
    const system = within(pane).getByText('You are now chatting with Bob', { exact: false }).closest('[data-testid="message"]') as HTMLElement;
    expect(system).toHaveAttribute('data-kind', 'system');
    expect(system).not.toHaveTextContent('Anna');
    expect(pane.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows them on the emailed /chat/conversation-history/{id} page', async () => {
    renderReview(<ConversationHistoryPage />, {
      route: '/chat/conversation-history/c9',
      endpoints: { dashboardHistory: page([chat(1)]), singleChatHistory: withTeamwork(9) },
    });
    const pane = await screen.findByRole('region', { name: 'Guest109' });
    expect(await within(pane).findByText('Refund approved by finance')).toBeInTheDocument();
    expect(within(pane).getAllByTestId('activity').map((line) => line.dataset.kind)).toEqual(['transfer-agent', 'take-over']);
  });

  it('shows a chat without notes or activity as before', async () => {
    const user = userEvent.setup();
    renderReview(<ConversationHistoryPage />, {
      route: '/conversation-history',
      endpoints: { dashboardHistory: page([chat(1)]), singleChatHistory: chat(1, { conversation: [message(1, { bodyText: 'Plain' })] }) },
    });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    const pane = await screen.findByRole('region', { name: 'Guest101' });
    expect(await within(pane).findByText('Plain')).toBeInTheDocument();
    expect(within(pane).queryByTestId('note')).not.toBeInTheDocument();
    expect(within(pane).queryByTestId('activity')).not.toBeInTheDocument();
  });
});
