import { formatMoney } from '../money';

describe('formatMoney', () => {
  it('formats cents with the currency', () => {
    expect(formatMoney(1250, 'usd', 'en-US')).toBe('$12.50');
    expect(formatMoney(99, 'USD', 'en-US')).toBe('$0.99');
    expect(formatMoney(123456, 'eur', 'de-DE')).toBe('1.234,56\u00a0€');
  });

  it('counts a zero-decimal currency in whole units', () => {
    expect(formatMoney(500, 'jpy', 'en-US')).toBe('¥500');
  });

  it('falls back to plain figures for a malformed currency, and shows nothing for a non-number', () => {
    expect(formatMoney(1250, 'dollars', 'en-US')).toBe('12.50 DOLLARS');
    expect(formatMoney(Number.NaN, 'usd', 'en-US')).toBe('');
  });
});
