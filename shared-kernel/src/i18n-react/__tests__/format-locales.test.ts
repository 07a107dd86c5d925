// Issue 37: dates, times and numbers in each of the console's languages, with `Intl`: a day label, a time in an
// account's zone (Tokyo, nine hours ahead of UTC) and a count, as each language writes them.
import { dayLabel } from 'shared-kernel/transcript';
import { applyDocumentLocale, dateTimeFormat, formatNumber, formatPercent } from '../index';

const AT = new Date('2026-03-05T14:07:00Z');
const IN_TOKYO: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' };

// Noon UTC: the same calendar day in every zone a test machine is likely to run in.
const EXPECTED = [
  { locale: 'en', day: 'March 5, 2026', time: '11:07 PM', count: '1,500.5', share: '87%' },
  { locale: 'es', day: '5 de marzo de 2026', time: '23:07', count: '1500,5', share: '87 %' },
  { locale: 'de', day: '5. März 2026', time: '23:07', count: '1.500,5', share: '87 %' },
  { locale: 'fr', day: '5 mars 2026', time: '23:07', count: '1 500,5', share: '87 %' },
  { locale: 'pt-BR', day: '5 de março de 2026', time: '23:07', count: '1.500,5', share: '87%' },
  { locale: 'ar', day: '5 مارس 2026', time: '11:07 م', count: '1,500.5', share: '87\u200e%\u200e' },
] as const;

afterAll(() => applyDocumentLocale('en'));

describe('dates, times and numbers by the console language', () => {
  it.each(EXPECTED)('$locale: the day, a time in the account zone, a count and a share', ({ locale, day, time, count, share }) => {
    applyDocumentLocale(locale);
    expect(dayLabel('2026-03-05T12:00:00Z')).toBe(day);
    expect(dateTimeFormat(IN_TOKYO).format(AT).replace(/\s/g, ' ')).toBe(time);
    expect(formatNumber(1500.5).replace(/\s/g, ' ')).toBe(count);
    expect(formatPercent(0.87).replace(/\s/g, ' ')).toBe(share);
  });
});
