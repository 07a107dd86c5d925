// Amounts arrive in the currency's smallest unit (cents for usd), as Stripe counts them.

/** '$12.50' for (1250, 'usd') in en-US; the guest's own locale by default. Never throws. */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
  if (!Number.isFinite(minorUnits)) return '';
  const code = String(currency).toUpperCase();
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    // Zero-decimal currencies (JPY) have no cents: the smallest unit is the whole amount.
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** digits);
  } catch {
    // An unknown currency code or locale.
    return `${(minorUnits / 100).toFixed(2)} ${code}`;
  }
}
