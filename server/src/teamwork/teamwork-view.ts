import type { ChatActivity, ChatHolding, ChatNote } from 'shared-kernel/contracts';
import type { ChatActivityRow, ChatNoteRow, ChatRow } from '../db/schema';

export function toChatNote(chat: Pick<ChatRow, 'visitorId' | 'guestId'>, row: ChatNoteRow): ChatNote {
  return {
    id: row.id,
    chatId: row.chatId,
    visitorId: chat.visitorId,
    guestId: chat.guestId,
    bodyText: row.bodyText,
    authorId: row.authorId ?? '',
    authorName: row.authorName,
    mentions: row.mentions,
    ...(row.clientNoteId ? { noteId: row.clientNoteId } : {}),
    chatTime: row.createdAt.toISOString(),
  };
}

export function toChatActivity(row: ChatActivityRow): ChatActivity {
  return {
    id: row.id,
    chatId: row.chatId,
    kind: row.kind,
    actorId: row.actorId ?? '',
    actorName: row.actorName,
    fromAgentId: row.fromAgentId,
    fromAgentName: row.fromAgentName,
    toAgentId: row.toAgentId,
    toAgentName: row.toAgentName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    note: row.note,
    chatTime: row.createdAt.toISOString(),
  };
}

export function toHolding(chat: Pick<ChatRow, 'id' | 'state' | 'agentId' | 'agentName' | 'waitingDepartmentId'>, departmentName: string | null): ChatHolding {
  return {
    chatId: chat.id,
    state: chat.state,
    holderId: chat.state === 'active' ? chat.agentId : null,
    holderName: chat.state === 'active' ? chat.agentName : null,
    waitingFor: chat.state === 'pending' && chat.waitingDepartmentId ? { departmentId: chat.waitingDepartmentId, departmentName: departmentName ?? '' } : null,
  };
}
