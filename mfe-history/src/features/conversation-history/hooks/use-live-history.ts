// 'new-chat-history' (spec 001 §4): a chat that just ended goes on top of the list, once, when it is the
// user's to see and the list shows it: the default list, or a search whose filters it matches.
import { useEvent, useSession } from 'shared-kernel/platform';
import { isHistoryEventForUser } from '../../../components/chat-review/live-rules';
import { matchesFilters } from '../../../components/chat-review/review-filters';
import type { ChatReview } from '../../../components/chat-review/use-chat-review';

export function useLiveHistory(review: ChatReview): void {
  const { user } = useSession();
  useEvent('new-chat-history', (item) => {
    if (!isHistoryEventForUser(user, item)) return;
    if (review.mode === 'search' && !matchesFilters(item, review.applied)) return;
    // Oldest first: the newest chat belongs after the last page, where scrolling will bring it.
    if (review.order === 'ASC') return;
    review.list.prepend(item);
  });
}
