// Pure reads of a guest for its row: page, location, flag, search and department checks.
import { canHandleDepartments, type User, type Visitor } from 'shared-kernel/contracts';

/** The page the guest is on: the latest of visitorDetails.viewing. */
export function currentPage(visitor: Visitor): string {
  const viewing = visitor.visitorDetails?.viewing ?? [];
  return viewing.length ? viewing[viewing.length - 1] : '';
}

export function locationOf(visitor: Visitor): string {
  return [visitor.city, visitor.region, visitor.country].filter((part) => part && part.trim()).join(', ');
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

/** Search by location, viewed URLs and referrer (case-insensitive). */
export function matchesSearch(visitor: Visitor, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [locationOf(visitor), ...(visitor.visitorDetails?.viewing ?? []), visitor.visitorDetails?.referrer ?? '']
    .join('\n')
    .toLowerCase();
  return haystack.includes(needle);
}

/** Department ids that decide who may chat with the guest: the widget's, else the guest's own. */
export function guestDepartments(visitor: Pick<Visitor, 'departments' | 'widgetDepartments'>): string[] {
  const widget = (visitor.widgetDepartments ?? []).map((d) => (typeof d === 'string' ? d : d._id));
  return widget.length ? widget : (visitor.departments ?? []);
}

/** Non-client agents only handle guests whose departments overlap theirs; client accounts are not filtered. */
export function inMyDepartments(user: User | null, visitor: Visitor): boolean {
  return canHandleDepartments(user, guestDepartments(visitor));
}
