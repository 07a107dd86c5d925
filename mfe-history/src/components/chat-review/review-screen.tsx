// A whole review screen from its parts: heading, filter bar, list of chat boxes and detail pane, so
// Conversation History and Unattended Chats differ only in their calls, filters and live rule.
import { useCallback } from 'react';
import type { ChatHistoryItem } from 'shared-kernel/contracts';
import { ChatBoxList } from './chat-box-list';
import { ChatDetailPane } from './chat-detail-pane';
import { FilterBar } from './filter-bar';
import { ReviewLayout } from './review-layout';
import type { ChatDetail } from './use-chat-detail';
import type { ChatReview } from './use-chat-review';
import type { FilterOptions } from './use-filter-options';
import { REVIEW_TEXTS as T } from './texts';

export interface ReviewScreenProps {
  title: string;
  review: ChatReview;
  options: FilterOptions;
  withStatus?: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  detail: ChatDetail;
}

export function ReviewScreen({ title, review, options, withStatus = false, selectedId, onSelect, detail }: ReviewScreenProps) {
  const { list } = review;
  const select = useCallback((item: ChatHistoryItem) => onSelect(item._id), [onSelect]);
  return (
    <ReviewLayout
      title={title}
      showingDetail={selectedId !== null}
      onBack={() => onSelect(null)}
      filters={
        <FilterBar
          filters={review.draft}
          onChange={review.setDraft}
          onSearch={review.search}
          onClear={review.clear}
          searching={review.searching}
          domains={options.domains}
          agents={options.agents}
          withStatus={withStatus}
          order={review.order}
          onOrderChange={review.setOrder}
        />
      }
      list={
        <ChatBoxList
          rows={review.rows}
          loading={list.loading}
          loadingMore={list.loadingMore}
          failed={list.failed}
          hasNextPage={list.hasNextPage}
          emptyText={review.mode === 'search' ? T.noRecord : T.empty}
          selectedId={selectedId}
          onSelect={select}
          onEndReached={list.loadMore}
          onRetry={list.items.length ? list.loadMore : list.reload}
        />
      }
      // Keyed by chat: a popup left open never carries over to the next chat.
      detail={<ChatDetailPane key={detail.chat?._id ?? 'none'} detail={detail} />}
    />
  );
}
