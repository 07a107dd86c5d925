import { ROUTES, type MentionItem } from 'shared-kernel/contracts';
import { dateTimeFormat } from 'shared-kernel/i18n-react';

// No timeZone: the agent's own clock, the browser's zone.
const HOUR: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY_AND_HOUR: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', ...HOUR };

/** The dashboard with the mention's chat open. */
export function mentionChatPath(item: Pick<MentionItem, 'visitorId' | 'chatId'>): string {
  return `${ROUTES.dashboard}?${new URLSearchParams({ open: item.visitorId, chat: item.chatId }).toString()}`;
}

/** The note's time in the console's language: the hour today, else the date and the hour. */
export function mentionTime(chatTime: string, now = new Date()): string {
  const at = new Date(chatTime);
  if (Number.isNaN(at.getTime())) return '';
  const today = at.toDateString() === now.toDateString();
  return dateTimeFormat(today ? HOUR : DAY_AND_HOUR).format(at);
}
