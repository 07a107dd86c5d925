// The Escalated chip of an Active Chats row (issue 27): shown while what was escalated still holds, by the
// row the server gives (an accept or a reply heard on another page does not leave the chip behind).
import type { ActiveChatRow } from 'shared-kernel/contracts';
import { escalationOf } from '../../escalations/lib/escalated-chats';

export function isEscalatedRow(row: Pick<ActiveChatRow, 'chatId' | 'state' | 'waitingSince'>): boolean {
  const kind = escalationOf(row.chatId);
  if (kind === 'pending') return row.state === 'pending';
  if (kind === 'reply') return row.waitingSince !== null;
  return false;
}
