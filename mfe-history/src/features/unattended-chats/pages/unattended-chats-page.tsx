// Unattended Chats (/unattended-chats, admins and clients): spec 001 §2. The review layout with date and
// domain filters, the sort applied to the loaded rows by last update, the cached-or-fetched detail.
import { useCallback, useState } from 'react';
import { useEvent, useSession } from 'shared-kernel/platform';
import { isUnattendedEventForUser } from '../../../components/chat-review/live-rules';
import { matchesFilters } from '../../../components/chat-review/review-filters';
import { ReviewScreen } from '../../../components/chat-review/review-screen';
import { useChatDetail } from '../../../components/chat-review/use-chat-detail';
import { useChatReview } from '../../../components/chat-review/use-chat-review';
import { useFilterOptions } from '../../../components/chat-review/use-filter-options';
import { fetchUnattendedChat, fetchUnattendedPage } from '../api/unattended-calls';
import { UNATTENDED_TEXTS as T } from '../texts';

export default function UnattendedChatsPage() {
  const { user } = useSession();
  const review = useChatReview(fetchUnattendedPage, T.somethingWentWrong, true);
  const options = useFilterOptions(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEvent('new-chat-history', (item) => {
    if (!isUnattendedEventForUser(user, item)) return;
    if (review.mode === 'search' && !matchesFilters(item, review.applied)) return;
    review.list.prepend(item);
  });

  const selected = review.list.items.find((item) => item._id === selectedId) ?? null;
  // Read at render: the words are the console's language of the moment.
  const detail = useChatDetail(selected, fetchUnattendedChat, { unavailable: T.unavailable, failed: T.somethingWentWrong });
  const onSelect = useCallback((id: string | null) => setSelectedId(id), []);

  return <ReviewScreen title={T.title} review={review} options={options} selectedId={selectedId} onSelect={onSelect} detail={detail} />;
}
