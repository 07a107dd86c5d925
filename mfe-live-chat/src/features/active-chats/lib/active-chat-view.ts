// How an Active chats row reads: who holds it, how long the guest waits, the last words, where Open goes.
import { parseAttachment, ROUTES, stripAutoMarker, stripSystemMarker, type ActiveChatRow } from 'shared-kernel/contracts';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';

/** The last message is cut to this many characters (the full text stays in the cell's title). */
export const LAST_MESSAGE_MAX = 80;

/** The Agent column: the holder, 'Waiting for Sales' for a transfer to a department, 'Pending' when nobody took it. */
export function agentLabel(row: ActiveChatRow): string {
  if (row.waitingFor) return T.waitingFor(row.waitingFor);
  if (row.agentName) return row.agentName;
  return row.state === 'pending' ? T.pending : '';
}

/** '2 min' since `since` (ISO), '' when none waits or the time is unreadable. */
export function waitingLabel(since: string | null, now: number): string {
  if (!since) return '';
  const at = Date.parse(since);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor(Math.max(0, now - at) / 60000);
  if (minutes < 1) return T.lessThanMinute;
  if (minutes < 60) return T.minutes(minutes);
  return T.hours(Math.floor(minutes / 60), minutes % 60);
}

/** Plain text on one line, cut to `max` characters with an ellipsis. */
export function truncate(text: string, max = LAST_MESSAGE_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The dashboard with this chat's panel open (read-only for a supervisor who does not hold it). */
export function openChatPath(row: Pick<ActiveChatRow, 'visitorId' | 'chatId'>): string {
  const query = new URLSearchParams({ open: row.visitorId, chat: row.chatId });
  return `${ROUTES.dashboard}?${query.toString()}`;
}

/** The last message as plain text on one line: an attachment by its file name, markers dropped, cut to `max`. */
export function lastMessageText(row: ActiveChatRow, max = LAST_MESSAGE_MAX): string {
  const body = row.lastMessage?.bodyText ?? '';
  const attachment = parseAttachment(body);
  return truncate(attachment ? attachment.fileName : stripSystemMarker(stripAutoMarker(body)), max);
}
