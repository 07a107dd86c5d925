import type { Paginated, ReportsQuery, ReportsRatingRow } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** Rows per page of the Ratings report. */
export const RATINGS_PAGE_SIZE = 15;

export interface RatingsPage {
  rows: ReportsRatingRow[];
  count: number;
}

/** GET /reports/ratings?take=15&page=n: the rated chats that arrived in the range, newest first. */
export async function fetchRatingsPage(api: ApiClient, query: ReportsQuery & { page?: number }, signal: AbortSignal): Promise<RatingsPage> {
  const answer: Paginated<ReportsRatingRow> | undefined = await api.call('reportsRatings', undefined, { query: { ...query, take: RATINGS_PAGE_SIZE, page: query.page ?? 1 }, signal });
  return { rows: Array.isArray(answer?.data) ? answer.data : [], count: answer?.meta?.itemCount ?? 0 };
}
