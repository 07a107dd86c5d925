// Shared set-up of the reports' component tests: a fixed clock and time zone, the filter lists, and
// helpers to read the calls made.
import type { Agent, DepartmentGroup, Widget } from 'shared-kernel/contracts';
import type { MockCall } from 'shared-kernel/testing';

/** 10:00 UTC on Friday 27 November 2026; the browser is in Paris (UTC+1). */
export const NOW = new Date('2026-11-27T10:00:00Z');
export const TZ = 'Europe/Paris';

type FakeableApis = NonNullable<Extract<Parameters<typeof jest.useFakeTimers>[0], { doNotFake?: unknown }>['doNotFake']>;

/**
 * Everything but Date stays real. The clock library also fakes Intl (a spied resolvedOptions would then be
 * bypassed), which jest's types do not list yet.
 */
const REAL_APIS = [
  'nextTick',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'performance',
  'hrtime',
  'Intl',
] as unknown as FakeableApis;

/** Fakes only the clock (timers stay real) and the browser's time zone. */
export function fixClockAndZone(now: Date = NOW, tz: string = TZ): void {
  jest.useFakeTimers({ now, doNotFake: REAL_APIS });
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: tz };
  });
}

export function restoreClockAndZone(): void {
  jest.useRealTimers();
  jest.restoreAllMocks();
}

export const WIDGETS = [
  { _id: 'w1', pluginId: 'p-shop', domain: 'shop.example.com' },
  { _id: 'w2', pluginId: 'p-blog', domain: 'blog.example.com' },
] as unknown as Widget[];

export const DEPARTMENTS = [[{ _id: 'd-sales', title: 'Sales' }], [{ _id: 'd-support', title: 'Support' }]] as unknown as DepartmentGroup[];

export const STAFF = [
  { _id: 'a1', email: 'ann@example.com', my_role: [{ slug: 'agent' }], userinfo: [{ fullName: 'Ann Agent' }] },
  { _id: 'm1', email: 'max@example.com', my_role: [{ slug: 'manager' }], userinfo: [{ fullName: 'Max Manager' }] },
] as unknown as Agent[];

export const FILTER_ENDPOINTS = { getWidgets: WIDGETS, byDepartment: DEPARTMENTS, agentList: STAFF };

export const callsOf = (calls: MockCall[], key: MockCall['key']) => calls.filter((call) => call.key === key);
