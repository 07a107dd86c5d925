// The filters of the chat review lists and the query they send: spec 001 §5, each filter only when set.
import type { ChatHistoryItem, ChatStatus, HistoryDuration, HistoryQuery } from 'shared-kernel/contracts';

/** Local dates YYYY-MM-DD (both included) in `tz`, the browser's zone when absent: a reports link's range. */
export interface ArrivalRange {
  from: string;
  to: string;
  tz?: string;
}

export interface ReviewFilters {
  /** '' = All Dates (or the range, when there is one). */
  duration: HistoryDuration | '';
  /** Instead of a duration: the chats that arrived on these dates (Conversation History's address). */
  range?: ArrivalRange;
  /** Widget pluginId; '' = All Domains. */
  pluginId: string;
  /** 0 = All. */
  status: 0 | ChatStatus;
  /** '' = all agents. */
  agentId: string;
}

export const NO_FILTERS: ReviewFilters = { duration: '', pluginId: '', status: 0, agentId: '' };

export type ReviewOrder = HistoryQuery['order'];

/** The browser's IANA time zone: the server starts "today" there. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Only the filters that are set; the time zone goes with a date filter, the only one it changes. */
export function filterQuery(filters: ReviewFilters): Omit<HistoryQuery, 'take' | 'page' | 'order'> {
  const query: Omit<HistoryQuery, 'take' | 'page' | 'order'> = {};
  if (filters.range) {
    query.from = filters.range.from;
    query.to = filters.range.to;
    const tz = filters.range.tz ?? browserTimeZone();
    if (tz) query.tz = tz;
  } else if (filters.duration) {
    query.duration = filters.duration;
    const tz = browserTimeZone();
    if (tz) query.tz = tz;
  }
  if (filters.pluginId) query.pluginId = filters.pluginId;
  if (filters.status) query.status = filters.status;
  if (filters.agentId) query.agentId = filters.agentId;
  return query;
}

/** Where a date filter's range starts, read as the server does (today in the browser's zone). */
export function durationStart(duration: HistoryDuration, now: Date): Date {
  const start = new Date(now);
  if (duration === 'today') start.setHours(0, 0, 0, 0);
  else if (duration === 'last-7-days') start.setDate(start.getDate() - 7);
  else start.setMonth(start.getMonth() - 1);
  return start;
}

/** The local date (YYYY-MM-DD) of an instant in a time zone (the browser's when absent). */
export function localDate(at: Date, tz?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether a chat pushed live belongs in a list filtered this way. */
export function matchesFilters(item: ChatHistoryItem, filters: ReviewFilters, now = new Date()): boolean {
  if (filters.pluginId && item.pluginId !== filters.pluginId) return false;
  if (filters.status && item.status !== filters.status) return false;
  if (filters.agentId && item.agentId !== filters.agentId) return false;
  if (filters.range) {
    const arrived = new Date(item.created_at ?? item.updated_at);
    if (Number.isNaN(arrived.getTime())) return false;
    const day = localDate(arrived, filters.range.tz);
    if (day < filters.range.from || day > filters.range.to) return false;
  } else if (filters.duration) {
    const ended = new Date(item.updated_at).getTime();
    if (!(ended >= durationStart(filters.duration, now).getTime())) return false;
  }
  return true;
}
