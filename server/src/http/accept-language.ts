// The languages a request's Accept-Language header asks for, most wanted first (RFC 9110 §12.5.4), and
// the one of ours it gets. The header is the caller's: anything malformed is ignored, never trusted.
import { negotiateLocale, type Locale } from 'shared-kernel/i18n';

/** Entries read at most: a browser sends a handful; the rest of a longer header is ignored. */
const MAX_ENTRIES = 32;
/** A language tag as RFC 5646 shapes it, loosely (letters, digits, hyphens; subtags of 1-8). */
const TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** The header's language tags by weight (highest first, the header's order among equals); q=0 and '*' left out. */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string') return [];
  const entries: Array<{ tag: string; weight: number; index: number }> = [];
  for (const [index, entry] of value.split(',', MAX_ENTRIES).entries()) {
    const [tag, ...params] = entry.split(';').map((part) => part.trim());
    if (!TAG.test(tag)) continue;
    let weight = 1;
    for (const param of params) {
      if (!/^q=/i.test(param)) continue;
      weight = WEIGHT.test(param) ? Number(param.slice(2)) : 0;
    }
    if (weight > 0) entries.push({ tag, weight, index });
  }
  return entries.sort((a, b) => b.weight - a.weight || a.index - b.index).map((entry) => entry.tag);
}

/** The language of ours a request's Accept-Language asks for first; English when none (or no header). */
export function requestLocale(header: string | string[] | undefined): Locale {
  return negotiateLocale(acceptedLanguages(header));
}
