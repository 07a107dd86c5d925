// The report's range and filters, kept in the URL query: a link reproduces the view and the tabs carry it.
import { useCallback, useMemo } from 'react';
import type { ReportsQuery } from 'shared-kernel/contracts';
import { useSearchParams } from 'shared-kernel/routing';
import { reportsQuery, viewOf, viewRange, type FilterKey, type ReportView } from '../lib/report-query';
import { browserTimeZone, presetRange, type DateRange, type RangePreset } from '../lib/report-range';

export interface ReportViewState {
  view: ReportView;
  /** The dates asked for; null while a custom range is invalid. */
  range: DateRange | null;
  /** The reports calls' query; null while the range is invalid. */
  query: ReportsQuery | null;
  /** The URL query, to carry to another tab. */
  search: string;
  setPreset(preset: RangePreset): void;
  setCustom(range: DateRange): void;
  setFilter(key: FilterKey, value: string): void;
  /** Extra parameters of one screen (the ratings' page), dropped when anything else changes. */
  setParam(key: string, value: string | null): void;
}

/** Parameters a screen keeps for itself: a change of range or filter starts it over. */
const SCREEN_PARAMS = ['page'];

export function useReportView(now: () => Date = () => new Date()): ReportViewState {
  const [params, setParams] = useSearchParams();
  const tz = browserTimeZone();
  const search = params.toString();
  const view = useMemo(() => viewOf(new URLSearchParams(search)), [search]);
  // The clock is read when the view changes; the query stays stable between renders.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const range = useMemo(() => viewRange(view, now(), tz), [view, tz]);
  const query = useMemo(() => (range ? reportsQuery(range, view.filters, tz) : null), [range, view.filters, tz]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, keepScreen = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!keepScreen) for (const key of SCREEN_PARAMS) next.delete(key);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPreset = useCallback(
    (preset: RangePreset) =>
      update((next) => {
        next.set('range', preset);
        if (preset === 'custom') {
          // Custom starts from the dates on screen, so the user edits rather than types both.
          const shown = range ?? presetRange('last-7-days', now(), tz);
          if (!next.get('from')) next.set('from', shown.from);
          if (!next.get('to')) next.set('to', shown.to);
        } else {
          next.delete('from');
          next.delete('to');
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update, range, tz],
  );
  const setCustom = useCallback(
    (dates: DateRange) =>
      update((next) => {
        next.set('range', 'custom');
        next.set('from', dates.from);
        next.set('to', dates.to);
      }),
    [update],
  );
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
      }),
    [update],
  );
  const setParam = useCallback(
    (key: string, value: string | null) =>
      update((next) => {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }, true),
    [update],
  );

  return { view, range, query, search, setPreset, setCustom, setFilter, setParam };
}
