// The state of a chat review list (spec 001 §4 list modes): filters being edited, the filters applied by
// Search (filtered search list) or reset by Clear (default list), the sort and the paged rows.
import { useCallback, useMemo, useState } from 'react';
import { LIMITS, type ChatHistoryItem, type HistoryPage, type HistoryQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { usePagedList, type PagedList } from '../../hooks/use-paged-list';
import { filterQuery, NO_FILTERS, type ReviewFilters, type ReviewOrder } from './review-filters';

export type ReviewMode = 'default' | 'search';

export type PageFetcher = (api: ApiClient, query: HistoryQuery, signal: AbortSignal) => Promise<HistoryPage>;

export interface ChatReview {
  draft: ReviewFilters;
  setDraft: (filters: ReviewFilters) => void;
  applied: ReviewFilters;
  mode: ReviewMode;
  order: ReviewOrder;
  setOrder: (order: ReviewOrder) => void;
  search: () => void;
  clear: () => void;
  /** Sets and applies these filters at once (filters from the address once the choices are known). */
  apply: (filters: ReviewFilters) => void;
  /** A search is running (the Search button's spinner). */
  searching: boolean;
  list: PagedList<ChatHistoryItem>;
  /** The rows in the order shown. */
  rows: ChatHistoryItem[];
}

const keyOf = (item: ChatHistoryItem) => item._id;
const byUpdate = (order: ReviewOrder) => (a: ChatHistoryItem, b: ChatHistoryItem) => {
  const diff = new Date(a.updated_at).getTime() - new Date(b.updated_at).getTime();
  return order === 'ASC' ? diff : -diff;
};

/**
 * @param fetchPage one page of the list call.
 * @param clientSort true: the server always answers newest first and the sort is applied to the loaded rows (Unattended Chats);
 *   false: the sort is the call's `order` (Conversation History).
 * @param initial filters the list starts with, applied as by Search (read once, on mount); null for none.
 */
export function useChatReview(fetchPage: PageFetcher, failedText: string, clientSort = false, initial: ReviewFilters | null = null): ChatReview {
  const [draft, setDraft] = useState<ReviewFilters>(initial ?? NO_FILTERS);
  const [applied, setApplied] = useState<ReviewFilters>(initial ?? NO_FILTERS);
  const [mode, setMode] = useState<ReviewMode>(initial ? 'search' : 'default');
  const [order, setOrder] = useState<ReviewOrder>('DESC');
  const serverOrder: ReviewOrder = clientSort ? 'DESC' : order;

  const load = useCallback(
    (api: ApiClient, page: number, signal: AbortSignal) =>
      fetchPage(api, { take: LIMITS.LIST_PAGE_SIZE, page, order: serverOrder, ...filterQuery(applied) }, signal),
    [fetchPage, serverOrder, applied],
  );
  const list = usePagedList<ChatHistoryItem>(load, keyOf, failedText);

  const search = useCallback(() => {
    // A new object even for the same filters: Search always asks again.
    setApplied({ ...draft });
    setMode('search');
  }, [draft]);
  const clear = useCallback(() => {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setMode('default');
  }, []);
  const apply = useCallback((filters: ReviewFilters) => {
    setDraft(filters);
    setApplied(filters);
    setMode('search');
  }, []);

  const rows = useMemo(() => (clientSort ? [...list.items].sort(byUpdate(order)) : list.items), [clientSort, list.items, order]);

  return { draft, setDraft, applied, mode, order, setOrder, search, clear, apply, searching: mode === 'search' && list.loading, list, rows };
}
