// Where a guest is: location text and flag, for the live areas' guest rows and the history's guest cards.

export interface GuestPlace {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** City, region, country (or just the parts known). */
export function locationOf(visitor: GuestPlace): string {
  return [visitor.city, visitor.region, visitor.country].filter((part): part is string => Boolean(part && part.trim())).join(', ');
}

/** An emoji flag for a 2-letter country code, an image for an http(s) URL, else nothing. */
export type FlagView = { kind: 'emoji'; value: string } | { kind: 'image'; src: string } | null;

export function flagOf(flag: string | null | undefined): FlagView {
  const value = (flag ?? '').trim();
  if (/^https?:\/\//i.test(value)) return { kind: 'image', src: value };
  if (/^[a-z]{2}$/i.test(value)) {
    const base = 0x1f1e6 - 'A'.charCodeAt(0);
    const upper = value.toUpperCase();
    return { kind: 'emoji', value: String.fromCodePoint(base + upper.charCodeAt(0), base + upper.charCodeAt(1)) };
  }
  return null;
}
