// The report's view as the URL holds it (so a link reproduces it and the tabs keep it), and the query
// the reports calls take.
import type { ReportsQuery } from 'shared-kernel/contracts';
import { DEFAULT_PRESET, isPreset, presetRange, rangeProblem, type DateRange, type RangePreset } from './report-range';

export type FilterKey = 'pluginId' | 'departmentId' | 'agentId';
export const FILTER_KEYS: readonly FilterKey[] = ['pluginId', 'departmentId', 'agentId'];

export interface ReportView {
  preset: RangePreset;
  /** The custom range as written in the URL (maybe invalid or incomplete). */
  custom: DateRange;
  filters: Partial<Record<FilterKey, string>>;
}

/** URL parameters: range (a preset), from and to (custom), pluginId, departmentId, agentId. */
export function viewOf(params: URLSearchParams): ReportView {
  const range = params.get('range');
  const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const preset: RangePreset = isPreset(range) ? range : custom.from && custom.to ? 'custom' : DEFAULT_PRESET;
  const filters: ReportView['filters'] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return { preset, custom, filters };
}

/** The dates the view asks for, or null while a custom range is not valid. */
export function viewRange(view: ReportView, now: Date, tz?: string): DateRange | null {
  if (view.preset !== 'custom') return presetRange(view.preset, now, tz);
  return rangeProblem(view.custom.from, view.custom.to) ? null : view.custom;
}

/** The query of the reports calls: the dates, the browser's zone and the filters that are set. */
export function reportsQuery(range: DateRange, filters: ReportView['filters'], tz?: string): ReportsQuery {
  return { from: range.from, to: range.to, ...(tz ? { tz } : {}), ...filters };
}

/** The query string a reports call sends (for the CSV links and tests). */
export function queryString(query: ReportsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}
