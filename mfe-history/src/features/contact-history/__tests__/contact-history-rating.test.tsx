// The guest's rating in a contact's history (issue 28): under the closing line of a rated chat, the chip, the
// comment as text and when it was rated, whether or not the session is opened; nothing for an unrated chat.
import { screen, within } from '@testing-library/react';
import type { ContactConversationItem } from 'shared-kernel/contracts';
import { fullTime } from 'shared-kernel/transcript';
import { RATING_TEXTS as R } from '../../../components/chat-rating';
import { sessionsOf } from '../lib/sessions';
import { closing, contact, message, renderHistory } from './contact-history-fixtures';

const RATED_AT = '2024-04-03T00:20:00.000Z';
const items: ContactConversationItem[] = [
  message('chat-1', 'Hello, is my order shipped?', '2024-03-01T10:00:05.000Z'),
  { ...closing('chat-1', 5, 'Grace Hopper', '2024-03-01T10:00:00.000Z'), rating: null } as ContactConversationItem,
  message('chat-2', 'Anyone there?', '2024-04-02T23:59:00.000Z'),
  { ...closing('chat-2', 5, 'Alan Turing', '2024-04-02T23:58:00.000Z'), rating: { value: 'bad', comment: 'Nobody <b>answered</b>', ratedAt: RATED_AT } } as ContactConversationItem,
];

describe("Ratings in a contact's history", () => {
  it('carries the closing item\'s rating into its session, and none where there is none', () => {
    const [latest, older] = sessionsOf(items);
    expect(latest.rating).toEqual({ value: 'bad', comment: 'Nobody <b>answered</b>', ratedAt: RATED_AT });
    expect(older.rating).toBeUndefined();
  });

  it("shows the rating under the rated chat's closing line, and nothing under the other", async () => {
    await renderHistory({ contact: contact(), items });
    const [latest, older] = await screen.findAllByTestId('contact-session');
    const rating = within(latest).getByTestId('chat-rating');
    expect(within(rating).getByRole('img', { name: R.ratedLabel('Bad') })).toHaveTextContent('Bad');
    expect(within(rating).getByTestId('rating-comment')).toHaveTextContent('Nobody <b>answered</b>');
    expect(rating.querySelector('b')).toBeNull();
    expect(within(rating).getByText(R.ratedAt(fullTime(RATED_AT)))).toHaveAttribute('dateTime', RATED_AT);
    // Under the closing line, not inside its button (which opens the messages).
    expect(within(latest).getByRole('button')).not.toContainElement(rating);
    expect(within(older).queryByTestId('chat-rating')).not.toBeInTheDocument();
  });
});
