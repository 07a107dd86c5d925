// What a review screen reads off a chat: its guest's name, dates, session length and whether it came back empty.
import { isConversionUploaded, type ChatHistoryItem } from 'shared-kernel/contracts';
import { REVIEW_TEXTS as T } from './texts';

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/mm/yy, as the list boxes show the date. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
}

export const guestName = (item: ChatHistoryItem) => T.guest(item.visitorId?.guestId ?? '');

export const conversionText = (item: ChatHistoryItem) => (isConversionUploaded(item.conversion) ? T.conversionUploaded : T.notUploaded);

/** When the chat started: its creation, else its first message, else its end. */
export function sessionStart(item: ChatHistoryItem): string {
  return item.created_at || item.conversation?.[0]?.chatTime || item.updated_at;
}

export function sessionLength(startIso: string, endIso: string): string {
  const seconds = Math.max(0, Math.round((new Date(endIso).getTime() - new Date(startIso).getTime()) / 1000));
  if (!Number.isFinite(seconds)) return '';
  return T.duration(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60);
}

/** The server's empty result (HTTP 200 without a body, null or {}) means the caller may not see the chat. */
export function asChat(answer: unknown): ChatHistoryItem | null {
  if (!answer || typeof answer !== 'object') return null;
  const item = answer as Partial<ChatHistoryItem>;
  return typeof item._id === 'string' && item._id !== '' ? (item as ChatHistoryItem) : null;
}

/** The last page the guest viewed. */
export function lastViewedPage(item: ChatHistoryItem): string {
  const pages = item.visitorId?.visitorDetails?.viewing ?? [];
  return pages.length ? pages[pages.length - 1] : '';
}

/** Only http(s) addresses become links; anything else stays text. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
