// Issue 26 in Unattended Chats: a chat passed to a department nobody answered shows the transfer line before
// the guest's system line, and its notes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activity, chat, message, note, page, renderReview, transcriptOrder } from '../../../components/chat-review/__tests__/review-fixtures';
import UnattendedChatsPage from '../pages/unattended-chats-page';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();

describe('Teamwork in an unattended chat', () => {
  it('shows the department transfer, the system line and a note by time', async () => {
    const user = userEvent.setup();
    const row = chat(3, {
      status: 4,
      agentId: null,
      agentName: undefined,
      conversation: [
        message(1, { bodyText: 'Hello?', direction: 'inbound', chatTime: at(1) }),
        message(2, { bodyText: '[system]Your chat was passed to our Sales team', direction: 'outbound', chatTime: at(2) }),
      ],
      notes: [note('n1', at(3), 'Nobody in Sales today', 'Anna', 'c3')],
      activity: [activity('d1', at(2), { chatId: 'c3', kind: 'transfer-department', toAgentId: null, toAgentName: null, departmentId: 'd-sales', departmentName: 'Sales' })],
    });
    renderReview(<UnattendedChatsPage />, { route: '/unattended-chats', endpoints: { unattendedChats: page([row]) } });
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    const pane = await screen.findByRole('region', { name: 'Guest103' });
    expect(await within(pane).findByText('Hello?')).toBeInTheDocument();
    expect(transcriptOrder(pane)).toEqual([
      expect.stringMatching(/^message: Hello\?/),
      expect.stringMatching(/^activity: Anna transferred the chat to Sales/),
      expect.stringMatching(/^message: Your chat was passed to our Sales team/),
      expect.stringMatching(/^note: Note · AnnaNobody in Sales today/),
    ]);
  });
});
