import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChatStatus, ContactConversationItem } from 'shared-kernel/contracts';
import type { ChatCaller } from '../chats';
import { readableChatsWhere } from '../chats';
import { toChatMessage } from '../chats';
import { toChatRating } from '../ratings';
import type { Db } from '../db/database';
import { rowFromJson } from '../db/json-row';
import { chatMessages, chats } from '../db/schema';
import { activityOf, notesOf } from '../teamwork';
import { toChatActivity, toChatNote } from '../teamwork';

/**
 * A contact's ended chats, oldest first, in one statement: each chat's messages (tagged with the chat)
 * followed by the item that closes the session (end reason, agent, start time). Only the chats the
 * caller may read (chat-policy); another account's or an unknown visitor gives an empty list.
 */
export async function contactConversation(db: Db, caller: ChatCaller, visitorRowId: string): Promise<ContactConversationItem[]> {
  const rows = await db
    .select({
      id: chats.id,
      status: chats.status,
      agentName: chats.agentName,
      createdAt: chats.createdAt,
      visitorId: chats.visitorId,
      guestId: chats.guestId,
      rating: chats.rating,
      ratingComment: chats.ratingComment,
      ratedAt: chats.ratedAt,
      // The outer chat named in full: drizzle leaves single-table columns unqualified, which the subquery would take as its own.
      messages: sql<Array<Record<string, unknown>>>`coalesce((
        select json_agg(row_to_json(m) order by m.seq) from ${chatMessages} m where m.chat_id = ${chats}.id
      ), '[]'::json)`,
    })
    .from(chats)
    .where(
      and(
        eq(chats.visitorRowId, visitorRowId),
        readableChatsWhere(caller, { ended: true }),
      ),
    )
    .orderBy(asc(chats.createdAt), asc(chats.id));
  // Staff-only parts of those chats (issue 26): notes and transfers, placed among the messages by time.
  const ids = rows.map((row) => row.id);
  const [notes, activity] = await Promise.all([notesOf(db, ids), activityOf(db, ids)]);
  return rows.flatMap((row): ContactConversationItem[] => {
    const staffOnly: ContactConversationItem[] = [
      ...notes.filter((note) => note.chatId === row.id).map((note) => ({ ...toChatNote({ visitorId: row.visitorId, guestId: row.guestId }, note), kind: 'note' as const })),
      ...activity
        .filter((entry) => entry.chatId === row.id)
        .map((entry) => {
          const { kind, ...rest } = toChatActivity(entry);
          return { ...rest, kind: 'activity' as const, activityKind: kind };
        }),
    ];
    const messages: ContactConversationItem[] = row.messages.map((json) => ({ ...toChatMessage(rowFromJson(chatMessages, json)), chatId: row.id }));
    const timeOf = (item: ContactConversationItem) => Date.parse(item.chatTime);
    return [
      ...[...messages, ...staffOnly].sort((a, b) => timeOf(a) - timeOf(b)),
      { chatId: row.id, status: (row.status ?? 5) as ChatStatus, agentName: row.agentName ?? '', chatTime: row.createdAt.toISOString(), rating: toChatRating(row) },
    ];
  });
}
