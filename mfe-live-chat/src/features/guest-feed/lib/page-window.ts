import { LIMITS } from 'shared-kernel/contracts';

/**
 * Page numbers the active-guest pagination shows (spec 000 §9): the last 4 pages up to and including the
 * current one once it is past page 3, otherwise the first pages up to 4.
 */
export function pageWindow(current: number, totalPages: number, size: number = LIMITS.PAGINATION_PAGES): number[] {
  const total = Math.max(totalPages, current, 1);
  const start = current > size - 1 ? current - (size - 1) : 1;
  const end = current > size - 1 ? current : Math.min(size, total);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function totalPages(itemCount: number, take: number = LIMITS.GUEST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(itemCount / take));
}
