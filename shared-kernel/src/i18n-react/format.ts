// Numbers, dates and weekday names in the console's language (the document's), with `Intl`: each
// formatter made once per language and options.
import { documentLocale } from './document-locale';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = documentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) cache.set(key, (formatter = make(locale)));
  return formatter;
}

export const numberFormat = (options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** A count as the language writes it ('1,500', '1.500', '١٬٥٠٠'). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string => numberFormat(options).format(value);

/** A 0..1 share as a whole percentage ('87%', '87 %'). */
export const formatPercent = (share: number): string => numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(share);

/** The week's day names, Monday first ('Monday' or 'Mon', in the console's language). */
export function weekdayNames(width: 'long' | 'short'): string[] {
  const format = dateTimeFormat({ weekday: width, timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}
