// The pure rules of the review screens: the query of the filters (only what is set), whether a live chat
// matches a search, who a live chat is for (spec 001 §4), dates and the empty result.
import { asChat, sessionLength, shortDate } from '../chat-facts';
import { isHistoryEventForUser, isUnattendedEventForUser } from '../live-rules';
import { durationStart, filterQuery, matchesFilters, NO_FILTERS } from '../review-filters';
import { agent, chat, coAdmin, owner } from './review-fixtures';

describe('filterQuery', () => {
  it('sends nothing for unset filters', () => {
    expect(filterQuery(NO_FILTERS)).toEqual({});
  });

  it('sends each set filter, the time zone only with a date', () => {
    expect(filterQuery({ ...NO_FILTERS, status: 4, agentId: 'u1', pluginId: 'p1' })).toEqual({ status: 4, agentId: 'u1', pluginId: 'p1' });
    expect(filterQuery({ ...NO_FILTERS, duration: 'last-month' })).toEqual({ duration: 'last-month', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it("sends a range of arrival dates with its zone, or the browser's", () => {
    expect(filterQuery({ ...NO_FILTERS, range: { from: '2026-11-01', to: '2026-11-27', tz: 'Asia/Kolkata' } })).toEqual({ from: '2026-11-01', to: '2026-11-27', tz: 'Asia/Kolkata' });
    expect(filterQuery({ ...NO_FILTERS, range: { from: '2026-11-01', to: '2026-11-01' } })).toEqual({ from: '2026-11-01', to: '2026-11-01', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });
});

describe('matchesFilters', () => {
  const now = new Date(2024, 5, 15, 12, 0);
  it('checks domain, status, agent and the date range', () => {
    const item = chat(1, { updated_at: new Date(2024, 5, 15, 8).toISOString() });
    expect(matchesFilters(item, NO_FILTERS, now)).toBe(true);
    expect(matchesFilters(item, { ...NO_FILTERS, pluginId: 'p-blog' }, now)).toBe(false);
    expect(matchesFilters(item, { ...NO_FILTERS, status: 3 }, now)).toBe(false);
    expect(matchesFilters(item, { ...NO_FILTERS, agentId: 'u-bob' }, now)).toBe(false);
    expect(matchesFilters(item, { duration: 'today', pluginId: 'p-shop', status: 5, agentId: 'u-agent' }, now)).toBe(true);
    expect(matchesFilters(chat(1, { updated_at: new Date(2024, 5, 14, 23).toISOString() }), { ...NO_FILTERS, duration: 'today' }, now)).toBe(false);
    expect(matchesFilters(chat(1, { updated_at: new Date(2024, 5, 1).toISOString() }), { ...NO_FILTERS, duration: 'last-7-days' }, now)).toBe(false);
    expect(matchesFilters(chat(1, { updated_at: new Date(2024, 5, 1).toISOString() }), { ...NO_FILTERS, duration: 'last-month' }, now)).toBe(true);
  });

  it("matches a range of arrival dates by the chat's arrival in the range's zone, both days included", () => {
    const range = { from: '2026-11-01', to: '2026-11-05', tz: 'America/New_York' };
    const arrived = (iso: string) => chat(1, { created_at: iso, updated_at: '2026-11-20T12:00:00.000Z' });
    expect(matchesFilters(arrived('2026-11-01T03:59:59.000Z'), { ...NO_FILTERS, range })).toBe(false);
    expect(matchesFilters(arrived('2026-11-01T04:00:00.000Z'), { ...NO_FILTERS, range })).toBe(true);
    expect(matchesFilters(arrived('2026-11-06T04:59:59.000Z'), { ...NO_FILTERS, range })).toBe(true);
    expect(matchesFilters(arrived('2026-11-06T05:00:00.000Z'), { ...NO_FILTERS, range })).toBe(false);
  });

  it('starts the ranges at midnight, 7 days and a month back', () => {
    expect(durationStart('today', now)).toEqual(new Date(2024, 5, 15));
    expect(durationStart('last-7-days', now)).toEqual(new Date(2024, 5, 8, 12));
    expect(durationStart('last-month', now)).toEqual(new Date(2024, 4, 15, 12));
  });
});

describe('live rules', () => {
  it('gives the owner, co-admins and the owning agent their chats only', () => {
    const item = chat(1, { clientId: 'u-owner', agentId: 'u-agent' });
    expect(isHistoryEventForUser(owner, item)).toBe(true);
    expect(isHistoryEventForUser(coAdmin, item)).toBe(true);
    expect(isHistoryEventForUser(agent, item)).toBe(true);
    expect(isHistoryEventForUser(agent, { ...item, agentId: 'u-bob' })).toBe(false);
    expect(isHistoryEventForUser(owner, { ...item, clientId: 'u-x' })).toBe(false);
    expect(isHistoryEventForUser(null, item)).toBe(false);
  });

  it('gives unattended chats (status 4) to admins and clients only', () => {
    const item = chat(1, { status: 4, clientId: 'u-owner', agentId: 'u-agent' });
    expect(isUnattendedEventForUser(owner, item)).toBe(true);
    expect(isUnattendedEventForUser(agent, item)).toBe(false);
    expect(isUnattendedEventForUser(owner, { ...item, status: 5 })).toBe(false);
  });
});

describe('chat facts', () => {
  it('formats dd/mm/yy and session lengths', () => {
    expect(shortDate(new Date(2009, 0, 2, 3, 4).toISOString())).toBe('02/01/09');
    expect(sessionLength('2024-01-01T10:00:00Z', '2024-01-01T10:00:42Z')).toBe('42 s');
    expect(sessionLength('2024-01-01T10:00:00Z', '2024-01-01T12:05:00Z')).toBe('2 h 5 min');
  });

  it('reads the empty result as no chat', () => {
    expect(asChat('')).toBeNull();
    expect(asChat(null)).toBeNull();
    expect(asChat({})).toBeNull();
    expect(asChat(chat(1))?._id).toBe('c1');
  });
});
