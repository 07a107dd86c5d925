// The guest's rating in Conversation History (issue 28): a Good / Bad chip in the chat's list box, and in the
// detail the chip, the comment as text and when it was rated; nothing for a chat without a rating.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatRating } from 'shared-kernel/contracts';
import type { MockCall } from 'shared-kernel/testing';
import { fullTime } from 'shared-kernel/transcript';
import { RATING_TEXTS as R } from '../../../components/chat-rating';
import { chat, chatBoxes, message, page, renderReview } from '../../../components/chat-review/__tests__/review-fixtures';
import ConversationHistoryPage from '../pages/conversation-history-page';

const RATED_AT = '2026-11-27T16:00:00.000Z';
const good: ChatRating = { value: 'good', comment: null, ratedAt: RATED_AT };
const bad: ChatRating = { value: 'bad', comment: '<i>slow</i> answers', ratedAt: RATED_AT };

function renderRated() {
  const rows = [chat(1, { rating: good }), chat(2, { rating: bad }), chat(3, { rating: null }), chat(4)];
  const full = (id: string) => ({ ...rows.find((row) => row._id === id)!, conversation: [message(1, { bodyText: 'Hello, I need help' })] });
  const shell = renderReview(<ConversationHistoryPage />, {
    route: '/conversation-history',
    endpoints: { dashboardHistory: page(rows), singleChatHistory: (call: MockCall) => full(call.params.id) },
  });
  return { user: userEvent.setup(), ...shell };
}

describe('Ratings in Conversation History', () => {
  it('marks a rated chat Good or Bad in its list box, and an unrated one not at all', async () => {
    renderRated();
    await screen.findAllByTestId('chat-box');
    const [first, second, third, fourth] = chatBoxes();
    expect(within(first).getByRole('img', { name: R.ratedLabel('Good') })).toHaveTextContent('Good');
    expect(within(second).getByRole('img', { name: R.ratedLabel('Bad') })).toHaveTextContent('Bad');
    // The box's name for screen readers says it too.
    expect(first).toHaveAccessibleName(expect.stringContaining(R.ratedLabel('Good')));
    expect(within(third).queryByTestId('rating-chip')).not.toBeInTheDocument();
    expect(within(fourth).queryByTestId('rating-chip')).not.toBeInTheDocument();
  });

  it('shows the rating, the comment as text and when it was rated in the chat detail', async () => {
    const { user } = renderRated();
    await user.click((await screen.findAllByTestId('chat-box'))[1]);
    const pane = await screen.findByRole('region', { name: 'Guest102' });
    await within(pane).findByText('Hello, I need help');
    const rating = within(pane).getByTestId('chat-rating');
    expect(within(pane).getByText(`${R.rating}:`)).toBeInTheDocument();
    expect(within(rating).getByRole('img', { name: R.ratedLabel('Bad') })).toBeInTheDocument();
    // Guest text as the guest typed it, never as markup.
    expect(within(rating).getByTestId('rating-comment')).toHaveTextContent('<i>slow</i> answers');
    expect(rating.querySelector('i')).toBeNull();
    const when = within(rating).getByText(R.ratedAt(fullTime(RATED_AT)));
    expect(when).toHaveAttribute('dateTime', RATED_AT);
  });

  it('shows a rating without a comment as the chip and the time only', async () => {
    const { user } = renderRated();
    await user.click((await screen.findAllByTestId('chat-box'))[0]);
    const pane = await screen.findByRole('region', { name: 'Guest101' });
    const rating = await within(pane).findByTestId('chat-rating');
    expect(within(rating).getByRole('img', { name: R.ratedLabel('Good') })).toBeInTheDocument();
    expect(within(rating).queryByTestId('rating-comment')).not.toBeInTheDocument();
  });

  it.each([2, 3])('shows no rating for chat %i without one (null or absent)', async (index) => {
    const { user } = renderRated();
    await user.click((await screen.findAllByTestId('chat-box'))[index]);
    const pane = await screen.findByRole('region', { name: `Guest${101 + index}` });
    await within(pane).findByText('Hello, I need help');
    expect(within(pane).queryByTestId('chat-rating')).not.toBeInTheDocument();
    expect(within(pane).queryByText(`${R.rating}:`)).not.toBeInTheDocument();
  });
});
