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
