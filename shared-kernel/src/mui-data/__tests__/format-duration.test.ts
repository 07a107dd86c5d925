import { formatDuration } from '../format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [0.4, '0 s'],
    [45, '45 s'],
    [59.6, '1 min'],
    [60, '1 min'],
    [80, '1 min 20 s'],
    [599, '9 min 59 s'],
    [3600, '1 h'],
    [7500, '2 h 5 min'],
    [7530, '2 h 5 min'],
    [86400, '1 d'],
    [97200, '1 d 3 h'],
  ])('%p s reads %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([null, undefined, -5, Number.NaN, Number.POSITIVE_INFINITY])('reads %p as 0 s', (value) => {
    expect(formatDuration(value)).toBe('0 s');
  });
});

describe('formatDuration in another language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it.each(['de', 'fr', 'ar'])("writes each unit as Intl does in %s", (locale) => {
    document.documentElement.lang = locale;
    const unit = (value: number, name: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
    expect(formatDuration(80)).toBe(`${unit(1, 'minute')} ${unit(20, 'second')}`);
    expect(formatDuration(97200)).toBe(`${unit(1, 'day')} ${unit(3, 'hour')}`);
    expect(formatDuration(null)).toBe(unit(0, 'second'));
    expect(formatDuration(80)).not.toBe('1 min 20 s');
  });
});
