// A user's mentions: the latest notes that named them, and which they have read.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MentionItem, StaffMember } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { chatMentions, chatNotes, chats, users, USER_STATUS } from '../db/schema';
import { or } from 'drizzle-orm';
import { excerptOf } from './notes';

/** The mentions a list shows (newest first); older ones stay counted while unread. */
export const MENTIONS_SHOWN = 50;
export const MAX_READ_IDS = 200;

export async function mentionsOf(ctx: AppContext, userId: string, accountId: string): Promise<{ mentions: MentionItem[]; unread: number }> {
  const mine = and(eq(chatMentions.userId, userId), eq(chatMentions.clientId, accountId));
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ mention: chatMentions, note: chatNotes, visitorId: chats.visitorId, guestId: chats.guestId })
      .from(chatMentions)
      .innerJoin(chatNotes, eq(chatNotes.id, chatMentions.noteId))
      .innerJoin(chats, eq(chats.id, chatMentions.chatId))
      .where(mine)
      .orderBy(desc(chatMentions.createdAt))
      .limit(MENTIONS_SHOWN),
    ctx.db
      .select({ unread: sql<number>`count(*)::int` })
      .from(chatMentions)
      .where(and(mine, isNull(chatMentions.readAt))),
  ]);
  return {
    mentions: rows.map(({ mention, note, visitorId, guestId }) => ({
      id: mention.id,
      noteId: note.id,
      chatId: mention.chatId,
      visitorId,
      guestId,
      authorId: note.authorId ?? '',
      authorName: note.authorName,
      excerpt: excerptOf(note.bodyText),
      chatTime: note.createdAt.toISOString(),
      read: mention.readAt !== null,
    })),
    unread: count?.unread ?? 0,
  };
}

/** Marks the caller's own mentions read (the ids given, or all); others' ids are simply not theirs. */
export async function readMentions(ctx: AppContext, userId: string, accountId: string, ids: readonly string[] | undefined): Promise<number> {
  const mine = and(eq(chatMentions.userId, userId), eq(chatMentions.clientId, accountId), isNull(chatMentions.readAt));
  await ctx.db
    .update(chatMentions)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(chatMentions.id, ids.length ? [...ids] : [''])) : mine);
  return (await mentionsOf(ctx, userId, accountId)).unread;
}

/** The account's active staff, for the @ picker. */
export async function mentionStaffOf(ctx: AppContext, accountId: string): Promise<StaffMember[]> {
  const rows = await ctx.db
    .select({ userId: users.id, fullName: users.fullName, role: users.role, photo: users.profilePhoto })
    .from(users)
    .where(and(or(eq(users.id, accountId), eq(users.clientId, accountId)), eq(users.status, USER_STATUS.active)))
    .orderBy(users.fullName);
  return rows;
}
