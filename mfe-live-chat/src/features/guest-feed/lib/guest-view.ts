// Pure reads of a guest for its row: page, search and department checks (location and flag: lib/guest-place).
import { canHandleDepartments, type User, type Visitor } from 'shared-kernel/contracts';
import { locationOf } from 'shared-kernel/transcript-basics';

/** The page the guest is on: the latest of visitorDetails.viewing. */
export function currentPage(visitor: Visitor): string {
  const viewing = visitor.visitorDetails?.viewing ?? [];
  return viewing.length ? viewing[viewing.length - 1] : '';
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
