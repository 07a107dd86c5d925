import type { ReactNode } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';

export interface ListStatesProps {
  loading: boolean;
  failed: boolean;
  /** The failed load's text and its Retry. */
  failedText: string;
  onRetry: () => void;
  /** No record at all, and its text. */
  empty: boolean;
  emptyText: string;
  /** Records, but none matching the search (optional), and its text. */
  noMatch?: boolean;
  noMatchText?: string;
  /** Height of a skeleton row. */
  skeletonHeight?: number;
  /** The records: a table on wide screens, cards on narrow ones. */
  wide: () => ReactNode;
  narrow: () => ReactNode;
  /** From which viewport the table shows: desktops only (the default), or tablets too. */
  wideFrom?: 'tablet' | 'desktop';
}

/** The body of a list screen in each of its states: skeletons, failed with Retry, empty, no match, the list. */
export function ListStates({ loading, failed, failedText, onRetry, empty, emptyText, noMatch, noMatchText, skeletonHeight, wide, narrow, wideFrom = 'desktop' }: ListStatesProps) {
  const viewport = useViewport();
  const isWide = wideFrom === 'tablet' ? viewport !== 'mobile' : viewport === 'desktop';
  if (loading) return <SkeletonList rows={LIMITS.SKELETONS.list} height={skeletonHeight} />;
  if (failed) return <LoadFailed text={failedText} onRetry={onRetry} />;
  if (empty) return <EmptyState text={emptyText} />;
  if (noMatch) return <EmptyState text={noMatchText ?? emptyText} />;
  return <>{isWide ? wide() : narrow()}</>;
}
