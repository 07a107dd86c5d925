// The list of chat boxes: 10 skeletons while the first page loads, the empty texts, and a virtualized
// list that asks for the next page at its end ('No more conversations to load.' when there is none).
import { useCallback } from 'react';
import { Box, Button, CircularProgress, Typography } from 'shared-kernel/mui';
import { Virtuoso } from 'react-virtuoso';
import { LIMITS, type ChatHistoryItem } from 'shared-kernel/contracts';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { ChatBox } from './chat-box';
import { REVIEW_TEXTS as T } from './texts';

export interface ChatBoxListProps {
  rows: ChatHistoryItem[];
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  hasNextPage: boolean;
  /** 'Your conversations will be displayed here' or 'No Record Found'. */
  emptyText: string;
  selectedId: string | null;
  onSelect: (item: ChatHistoryItem) => void;
  onEndReached: () => void;
  onRetry: () => void;
}

export function ChatBoxList({ rows, loading, loadingMore, failed, hasNextPage, emptyText, selectedId, onSelect, onEndReached, onRetry }: ChatBoxListProps) {
  const Footer = useCallback(() => {
    if (loadingMore) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
          <CircularProgress size={20} aria-label={T.loadingMore} />
        </Box>
      );
    }
    if (failed) {
      return (
        <Box sx={{ textAlign: 'center', py: 1.5 }}>
          <Button onClick={onRetry}>{T.retry}</Button>
        </Box>
      );
    }
    if (hasNextPage) return null;
    return (
      <Typography variant="body2" sx={{ textAlign: 'center', py: 1.5, color: 'text.secondary' }}>
        {T.noMore}
      </Typography>
    );
  }, [loadingMore, failed, hasNextPage, onRetry]);

  if (loading) {
    return (
      <Box sx={{ p: 1 }}>
        <SkeletonList rows={LIMITS.SKELETONS.history} height={56} />
      </Box>
    );
  }
  if (rows.length === 0) {
    return failed ? (
      <EmptyState text={T.listFailed}>
        <Button onClick={onRetry} sx={{ mt: 1 }}>
          {T.retry}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState text={emptyText} />
    );
  }
  return (
    <Box role="region" aria-label={T.listLabel} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Virtuoso
        style={{ flex: 1 }}
        data={rows}
        computeItemKey={(_index, item) => item._id}
        endReached={onEndReached}
        increaseViewportBy={200}
        components={{ Footer }}
        itemContent={(_index, item) => <ChatBox item={item} selected={item._id === selectedId} onSelect={onSelect} />}
      />
    </Box>
  );
}
