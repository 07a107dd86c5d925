import { ROUTES, type MentionItem } from 'shared-kernel/contracts';

/** The dashboard with the mention's chat open. */
export function mentionChatPath(item: Pick<MentionItem, 'visitorId' | 'chatId'>): string {
  return `${ROUTES.dashboard}?${new URLSearchParams({ open: item.visitorId, chat: item.chatId }).toString()}`;
}

/** The note's time: the hour today, else the date and the hour. */
export function mentionTime(chatTime: string, now = new Date()): string {
  const at = new Date(chatTime);
  if (Number.isNaN(at.getTime())) return '';
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString() ? time : `${at.toLocaleDateString()} ${time}`;
}
