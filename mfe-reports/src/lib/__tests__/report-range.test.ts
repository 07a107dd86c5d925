import { addDays, localDate, MAX_RANGE_DAYS, presetRange, rangeDays, rangeProblem } from '../report-range';
import { queryString, reportsQuery, viewOf, viewRange } from '../report-query';
import { durationOrDash, formatDuration, percentOrDash } from '../format';

// 02:30 UTC on 27 November: still the 26th in New York, already the 27th in Auckland (UTC+13).
const NOW = new Date('2026-11-27T02:30:00Z');

describe('presets', () => {
  it.each([
    ['UTC', 'today', '2026-11-27', '2026-11-27'],
    ['America/New_York', 'today', '2026-11-26', '2026-11-26'],
    ['America/New_York', 'yesterday', '2026-11-25', '2026-11-25'],
    ['Pacific/Auckland', 'today', '2026-11-27', '2026-11-27'],
    ['UTC', 'last-7-days', '2026-11-21', '2026-11-27'],
    ['America/New_York', 'last-30-days', '2026-10-28', '2026-11-26'],
    ['UTC', 'last-90-days', '2026-08-30', '2026-11-27'],
  ] as const)('in %s, %s is %s to %s', (tz, preset, from, to) => {
    expect(presetRange(preset, NOW, tz)).toEqual({ from, to });
  });

  it('counts both ends of a range', () => {
    expect(rangeDays(presetRange('last-7-days', NOW, 'UTC'))).toBe(7);
    expect(rangeDays(presetRange('last-90-days', NOW, 'UTC'))).toBe(90);
  });

  it('steps over month and year ends and daylight saving changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(localDate(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
  });
});

describe('custom range', () => {
  it('needs two real dates, from not after to, at most 400 days', () => {
    expect(rangeProblem('2026-11-01', '2026-11-27')).toBeNull();
    expect(rangeProblem('', '2026-11-27')).toBe('missing');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('missing');
    expect(rangeProblem('2026-11-28', '2026-11-27')).toBe('order');
    expect(rangeProblem('2026-11-27', '2026-11-27')).toBeNull();
    const first = '2025-01-01';
    expect(rangeProblem(first, addDays(first, MAX_RANGE_DAYS - 1))).toBeNull();
    expect(rangeProblem(first, addDays(first, MAX_RANGE_DAYS))).toBe('length');
  });
});

describe('the view in the address', () => {
  it('reads a preset, a custom range and the filters', () => {
    expect(viewOf(new URLSearchParams('range=today&agentId=a1&pluginId=p1'))).toEqual({ preset: 'today', custom: { from: '', to: '' }, filters: { agentId: 'a1', pluginId: 'p1' } });
    expect(viewOf(new URLSearchParams('from=2026-11-01&to=2026-11-05')).preset).toBe('custom');
    expect(viewOf(new URLSearchParams('range=nonsense')).preset).toBe('last-7-days');
  });

  it('gives no range while a custom one is invalid', () => {
    expect(viewRange(viewOf(new URLSearchParams('range=custom&from=2026-11-05&to=2026-11-01')), NOW, 'UTC')).toBeNull();
  });

  it('builds the calls query with the zone and only the filters set', () => {
    const query = reportsQuery({ from: '2026-11-01', to: '2026-11-05' }, { departmentId: 'd1' }, 'Europe/Paris');
    expect(query).toEqual({ from: '2026-11-01', to: '2026-11-05', tz: 'Europe/Paris', departmentId: 'd1' });
    expect(queryString(query)).toBe('from=2026-11-01&to=2026-11-05&tz=Europe%2FParis&departmentId=d1');
  });
});

describe('figures', () => {
  it('reads durations like the agents area and dashes what is missing', () => {
    expect(formatDuration(80)).toBe('1 min 20 s');
    expect(formatDuration(7500)).toBe('2 h 5 min');
    expect(formatDuration(0)).toBe('0 s');
    expect(durationOrDash(null)).toBe('—');
    expect(percentOrDash(0.875)).toBe('88%');
    expect(percentOrDash(null)).toBe('—');
  });
});
