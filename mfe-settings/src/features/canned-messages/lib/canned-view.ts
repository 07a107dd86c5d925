// Pure helpers of the Canned Messages screen: search, display fields, duplicate check, placeholder insert.
import { LIMITS, MESSAGE_MARKERS, type CannedMessage } from 'shared-kernel/contracts';

/** Messages whose shortcut contains the search text, ignoring case and a leading '#'. */
export function searchCanned(list: readonly CannedMessage[], search: string): CannedMessage[] {
  const query = search.trim().replace(/^#/, '').toLowerCase();
  if (!query) return [...list];
  return list.filter((item) => item.shortCode.toLowerCase().includes(query));
}

/** The creator's full name (user[0].fullName), '' when the server sent none. */
export function creatorName(item: CannedMessage): string {
  return item.user?.[0]?.fullName ?? '';
}

/** The first 10 characters of created_at (spec 001 §2). */
export function createdDate(item: CannedMessage): string {
  return (item.created_at ?? '').slice(0, LIMITS.CANNED_DATE_CHARS);
}

export function hasContactForm(message: string): boolean {
  return message.includes(MESSAGE_MARKERS.contactForm);
}

/** Whether another message of the list already uses this shortcut (ignoring case and spaces around it). */
export function shortcutTaken(list: readonly CannedMessage[], shortCode: string, exceptId?: string): boolean {
  const wanted = shortCode.trim().toLowerCase();
  return wanted !== '' && list.some((item) => item._id !== exceptId && item.shortCode.trim().toLowerCase() === wanted);
}

/** `text` with `insert` replacing the selection [start, end); the caret lands after the insert. */
export function insertAt(text: string, insert: string, start: number, end: number = start): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
