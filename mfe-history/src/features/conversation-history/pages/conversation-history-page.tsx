// Conversation History (/conversation-history) and its emailed links (/chat/conversation-history/{id},
// /chat/offline-message/{id}): spec 001 §2, §4, §8.
import { useCallback, useEffect, useState } from 'react';
import { chatLinkId, isClientRole } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { useLocation } from 'shared-kernel/routing';
import { ReviewScreen } from '../../../components/chat-review/review-screen';
import { useChatDetail } from '../../../components/chat-review/use-chat-detail';
import { useChatReview } from '../../../components/chat-review/use-chat-review';
import { useFilterOptions } from '../../../components/chat-review/use-filter-options';
import { fetchHistoryChat, fetchHistoryPage } from '../api/history-calls';
import { useAccessLink } from '../hooks/use-access-link';
import { useAddressFilters, useInitialAddressFilters } from '../hooks/use-address-filters';
import { useLiveHistory } from '../hooks/use-live-history';
import { HISTORY_TEXTS as T } from '../texts';

const OFFLINE_LINK = '/chat/offline-message/';

export default function ConversationHistoryPage() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const linkId = chatLinkId(pathname);
  const linked = useAccessLink(linkId, pathname.startsWith(OFFLINE_LINK));
  // Only non-agents get the agent filter, and only they load the agent list (spec 001 §6).
  const withAgents = isClientRole(user);
  // The filters in the address (a reports link's agent, domain and dates) are the first call's.
  const review = useChatReview(fetchHistoryPage, T.somethingWentWrong, false, useInitialAddressFilters(withAgents));
  const options = useFilterOptions(withAgents);
  useAddressFilters(review, options);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  useLiveHistory(review);

  // The linked chat opens selected, whether or not the loaded pages hold it.
  useEffect(() => {
    if (linked) setSelectedId(linked._id);
  }, [linked]);

  const selected = review.list.items.find((item) => item._id === selectedId) ?? (linked && linked._id === selectedId ? linked : null);
  // Read at render: the words are the console's language of the moment.
  const detail = useChatDetail(selected, fetchHistoryChat, { unavailable: T.accessLinkMismatch, failed: T.somethingWentWrong });
  const onSelect = useCallback((id: string | null) => setSelectedId(id), []);

  return <ReviewScreen title={T.title} review={review} options={options} withStatus selectedId={selectedId} onSelect={onSelect} detail={detail} />;
}
