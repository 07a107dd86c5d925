// Guests' ratings in the live console (issue 28): the blue toast of 'chat-rated' (Good / Bad, the comment
// shortened, said once), and the rating under an ended chat the panel shows.
import { screen, waitFor, within } from '@testing-library/react';
import type { AgentReceiveEvents, ChatRating } from 'shared-kernel/contracts';
import { CHAT_PANEL_TEXTS } from '../../../app/texts';
import { conversation, holding, renderDashboard } from '../../../test-support/live-chat-fixtures';
import { shortComment } from '../lib/rating-alert';
import { resetRatings } from '../lib/rated-chats';
import { RATING_TEXTS as T, TOAST_COMMENT_MAX } from '../texts';

const RATED_AT = '2026-11-27T16:00:00.000Z';

function rated(guestId: number, rating: Partial<ChatRating> = {}): AgentReceiveEvents['chat-rated'] {
  return { visitorId: `v-${guestId}`, guestId, chatId: `chat-${guestId}`, agentId: 'u-owner', rating: { value: 'bad', comment: null, ratedAt: RATED_AT, ...rating } };
}

beforeEach(() => resetRatings());

describe('A guest rates a chat', () => {
  it('says who rated it, Good or Bad, with the comment in quotes, as a blue toast', async () => {
    const { push, toasts } = renderDashboard();
    await screen.findByText(/Your conversations will be displayed here/);
    push('chat-rated', rated(12, { comment: 'slow answers' }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'info', message: 'Guest 12 rated the chat Bad: “slow answers”' }]));
    push('chat-rated', rated(13, { value: 'good' }));
    await waitFor(() => expect(toasts[1]).toEqual({ variant: 'info', message: 'Guest 13 rated the chat Good' }));
  });

  it('shortens a long comment to one line of 80 characters', async () => {
    const { push, toasts } = renderDashboard();
    await screen.findByText(/Your conversations will be displayed here/);
    const long = `Waited\n\nfar too long ${'and then some more '.repeat(10)}`;
    push('chat-rated', rated(12, { comment: long }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    const quoted = /“(.*)”$/.exec(toasts[0].message)?.[1] ?? '';
    expect(toasts[0].message.startsWith('Guest 12 rated the chat Bad: “Waited far too long and then some more')).toBe(true);
    expect(Array.from(quoted)).toHaveLength(TOAST_COMMENT_MAX);
    expect(quoted.endsWith('…')).toBe(true);
    expect(shortComment('  ')).toBeNull();
    expect(shortComment('short')).toBe('short');
  });

  it('says a rating once, and again when the guest changes it', async () => {
    const { push, toasts } = renderDashboard();
    await screen.findByText(/Your conversations will be displayed here/);
    push('chat-rated', rated(12));
    push('chat-rated', rated(12));
    await waitFor(() => expect(toasts).toHaveLength(1));
    push('chat-rated', rated(12, { value: 'good', ratedAt: '2026-11-27T16:03:00.000Z' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1].message).toBe('Guest 12 rated the chat Good');
  });
});

describe('The rating under an ended chat', () => {
  function openEnded() {
    return renderDashboard({
      route: '/dashboard?open=v-12&chat=chat-12',
      endpoints: {
        dashboardConversation: { ongoing: null, history: [] },
        chatTeamwork: { holding: holding(12, { state: 'ended' }), notes: [], activity: [] },
      },
    });
  }

  it('shows Good or Bad and the comment as text once the guest rates the chat', async () => {
    const { push } = openEnded();
    const panel = await screen.findByRole('region', { name: CHAT_PANEL_TEXTS.chatTitle });
    expect(await within(panel).findByText(CHAT_PANEL_TEXTS.ended)).toBeInTheDocument();
    expect(within(panel).queryByTestId('ended-chat-rating')).not.toBeInTheDocument();

    push('chat-rated', rated(12, { comment: '<b>slow</b> answers' }));
    const line = await within(panel).findByTestId('ended-chat-rating');
    expect(line).toHaveTextContent(T.endedLine);
    expect(within(line).getByRole('img', { name: T.ratedLabel('Bad') })).toHaveTextContent('Bad');
    // Guest text is shown as the guest typed it, never as markup.
    expect(within(line).getByText('<b>slow</b> answers')).toBeInTheDocument();
    expect(line.querySelector('b')).toBeNull();
  });

  it('shows a rating heard before the ended chat was opened', async () => {
    const first = renderDashboard();
    await screen.findByText(/Your conversations will be displayed here/);
    first.push('chat-rated', rated(12, { value: 'good' }));
    await waitFor(() => expect(first.toasts).toHaveLength(1));
    first.unmount();

    openEnded();
    const line = await screen.findByTestId('ended-chat-rating');
    expect(within(line).getByRole('img', { name: T.ratedLabel('Good') })).toBeInTheDocument();
  });

  it('shows nothing under a chat still going on', async () => {
    const { push, toasts } = renderDashboard({
      route: '/dashboard?open=v-12&chat=chat-12',
      endpoints: { dashboardConversation: { ongoing: conversation(12), history: [] }, chatTeamwork: { holding: holding(12), notes: [], activity: [] } },
    });
    const panel = await screen.findByRole('region', { name: 'Guest12' });
    push('chat-rated', rated(12));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(within(panel).queryByTestId('ended-chat-rating')).not.toBeInTheDocument();
  });
});
