// How a blocked guest reads in the list (spec 001 §2, §9).
import type { BlockedGuest } from 'shared-kernel/contracts';

/** Blocked Date: the first 16 characters of the timestamp. */
export const blockedDate = (createdAt: string | null | undefined): string => (createdAt ?? '').slice(0, 16);

/** Only the entries someone blocked are listed (spec 001 §7). */
export const listed = (entries: readonly BlockedGuest[]): BlockedGuest[] => entries.filter((entry) => Boolean(entry?.blockedBy));
