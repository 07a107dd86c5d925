import type { ReactNode } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';

export interface ListStatesProps {
  /** The load: skeletons while it runs, its failure with a Retry that reloads. */
  list: { loading: boolean; failed: boolean; reload: () => void };
  /** The area's texts: the failed load's, the empty list's and (with a search) no match's. */
  texts: { loadFailed: string; empty: string; noMatch?: string };
  /** No record at all. */
  empty: boolean;
  /** Records, but none matching the search. */
  noMatch?: boolean;
  /** Height of a skeleton row. */
  skeletonHeight?: number;
  /** The records: a table on wide screens, cards on narrow ones. */
  wide: () => ReactNode;
  narrow: () => ReactNode;
  /** From which viewport the table shows: desktops only (the default), or tablets too. */
  wideFrom?: 'tablet' | 'desktop';
}

/**
 * The kit's first props, flat: an area released against them still runs in a console whose kit is newer
 * (a shared subpath is one instance at run time, whichever area brought it).
 */
export type EarlierListStatesProps = Omit<ListStatesProps, 'list' | 'texts'> & {
  loading: boolean;
  failed: boolean;
  failedText: string;
  onRetry: () => void;
  emptyText: string;
  noMatchText?: string;
};

/** The body of a list screen in each of its states: skeletons, failed with Retry, empty, no match, the list. */
export function ListStates(props: ListStatesProps | EarlierListStatesProps) {
  const { empty, noMatch, skeletonHeight, wide, narrow, wideFrom = 'desktop' } = props;
  const list = 'list' in props ? props.list : { loading: props.loading, failed: props.failed, reload: props.onRetry };
  const texts = 'texts' in props ? props.texts : { loadFailed: props.failedText, empty: props.emptyText, noMatch: props.noMatchText };
  const viewport = useViewport();
  const isWide = wideFrom === 'tablet' ? viewport !== 'mobile' : viewport === 'desktop';
  if (list.loading) return <SkeletonList rows={LIMITS.SKELETONS.list} height={skeletonHeight} />;
  if (list.failed) return <LoadFailed text={texts.loadFailed} onRetry={list.reload} />;
  if (empty) return <EmptyState text={texts.empty} />;
  if (noMatch) return <EmptyState text={texts.noMatch ?? texts.empty} />;
  return <>{isWide ? wide() : narrow()}</>;
}
