// A report's data for the view's query: loaded again whenever the query changes (the previous call is
// aborted). A 403 is a notice on the screen rather than a toast; other failures show the server's message
// (a 400's or 404's) or 'Something went wrong' in a red toast.
import { useCallback } from 'react';
import type { ReportsQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useLoaded } from 'shared-kernel/platform';
import { REPORTS_TEXTS } from '../components/texts';

export type ReportState<T> = { status: 'loading' } | { status: 'forbidden' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

type Answer<T> = { key: string; forbidden: true } | { key: string; forbidden: false; data: T } | null;

function statusOf(err: unknown): number | undefined {
  return (err as { response?: { status?: number } } | null)?.response?.status;
}

export function useReport<T, Q extends ReportsQuery = ReportsQuery>(query: Q | null, fetch: (api: ApiClient, query: Q, signal: AbortSignal) => Promise<T>): ReportState<T> {
  const key = query ? JSON.stringify(query) : '';
  const load = useCallback(
    async (api: ApiClient, signal: AbortSignal): Promise<Answer<T>> => {
      if (!key) return null;
      try {
        return { key, forbidden: false, data: await fetch(api, JSON.parse(key) as Q, signal) };
      } catch (err) {
        if (statusOf(err) === 403) return { key, forbidden: true };
        throw err;
      }
    },
    [key, fetch],
  );
  const { value, loading, failed, reload } = useLoaded<Answer<T>>(load, null, REPORTS_TEXTS.failed);
  if (failed) return { status: 'failed', retry: reload };
  if (loading || !value || value.key !== key) return { status: 'loading' };
  return value.forbidden ? { status: 'forbidden' } : { status: 'ready', data: value.data };
}
