// Staff-only notes: stored in chat_notes, which nothing that answers a guest reads, and sent only to the
// chat's room (agent namespace) and to the colleagues they mention.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import { forgedMarkerError, MAX_NOTE_LENGTH, MAX_NOTE_MENTIONS, TEAMWORK_TEXTS, type ChatNote, type MentionItem } from 'shared-kernel/contracts';
import { isSendableText } from 'shared-kernel/rules';
import type { ChatCaller } from '../chats';
import { chatEventRef, chatFor } from '../chats';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/json-row';
import { chatMentions, chatNotes, users, USER_STATUS, type ChatNoteRow, type ChatRow } from '../db/schema';
import { badRequest } from '../http/http-error';
import { text } from '../http/valued-text';
import { rooms } from '../realtime/socket-types';
import { toChatNote } from './teamwork-view';

export interface NoteInput {
  chatId?: unknown;
  bodyText?: unknown;
  noteId?: unknown;
  mentions?: unknown;
}

/** A note (or a transfer's) over its limit: TEAMWORK_TEXTS.noteTooLong's words, the limit a value. */
export const NOTE_TOO_LONG = 'The note is longer than {max, plural, one {{max} character} other {{max} characters}}';

/** How much of a note a mention's notice shows. */
const EXCERPT_LENGTH = 80;

export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** The account's active staff among the ids (unknown, foreign or deactivated ids are left out). */
export async function accountStaffIds(ctx: AppContext, accountId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), or(eq(users.id, accountId), eq(users.clientId, accountId)), eq(users.status, USER_STATUS.active)));
  return new Set(rows.map((row) => row.id));
}

function checkedInput(input: NoteInput, fileNote: boolean): { bodyText: string; noteId: string; mentions: string[] } {
  const { bodyText, noteId, mentions } = input;
  if (typeof bodyText !== 'string' || !isSendableText(bodyText)) throw badRequest('The note is empty');
  if (bodyText.length > MAX_NOTE_LENGTH) throw badRequest(text(NOTE_TOO_LONG, { max: MAX_NOTE_LENGTH }));
  // Only the note-attachment route writes a file marker: a typed one could name another chat's file.
  const forged = fileNote ? null : forgedMarkerError(bodyText, 'outbound');
  if (forged) throw badRequest(forged);
  if (typeof noteId !== 'string' || !noteId || noteId.length > 100) throw badRequest('noteId must be a text of at most 100 characters');
  const list = mentions ?? [];
  if (!Array.isArray(list) || list.some((id) => typeof id !== 'string' || id.length > 100)) throw badRequest('mentions must be a list of user ids');
  if (list.length > MAX_NOTE_MENTIONS) throw badRequest(text('At most {max, plural, one {{max} mention} other {{max} mentions}}', { max: MAX_NOTE_MENTIONS }));
  return { bodyText: bodyText.trim(), noteId, mentions: [...new Set(list as string[])] };
}

async function storedNote(ctx: AppContext, chatId: string, noteId: string): Promise<ChatNoteRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(chatNotes)
    .where(and(eq(chatNotes.chatId, chatId), eq(chatNotes.clientNoteId, noteId)))
    .limit(1);
  return row;
}

/**
 * Stores a note (once per noteId) with one mention row per mentioned colleague, in one transaction, and
 * tells the chat's room and the mentioned colleagues. A resend of a stored note answers the stored one.
 */
export async function addNote(ctx: AppContext, caller: ChatCaller & { fullName: string }, input: NoteInput, options: { fileNote?: boolean } = {}): Promise<ChatNote> {
  const { bodyText, noteId, mentions } = checkedInput(input, options.fileNote === true);
  const { chat } = await chatFor(ctx, caller, input.chatId, 'write-note');
  const staff = await accountStaffIds(ctx, chat.clientId, mentions);
  if (staff.size !== mentions.length) throw badRequest(TEAMWORK_TEXTS.unknownMention);
  const earlier = await storedNote(ctx, chat.id, noteId);
  if (earlier) return toChatNote(chat, earlier);
  const id = randomUUID();
  const mentionIds = new Map(mentions.filter((userId) => userId !== caller.userId).map((userId) => [userId, randomUUID()]));
  let row: ChatNoteRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [note] = await tx
        .insert(chatNotes)
        .values({ id, chatId: chat.id, clientId: chat.clientId, authorId: caller.userId, authorName: caller.fullName, bodyText, mentions, clientNoteId: noteId })
        .returning();
      const rows = [...mentionIds].map(([userId, mentionId]) => ({ id: mentionId, noteId: id, chatId: chat.id, clientId: chat.clientId, userId }));
      if (rows.length) await tx.insert(chatMentions).values(rows);
      return note;
    });
  } catch (error) {
    // A twin of the same noteId committed first.
    const twin = isUniqueViolation(error) ? await storedNote(ctx, chat.id, noteId) : undefined;
    if (twin) return toChatNote(chat, twin);
    throw error;
  }
  const note = toChatNote(chat, row);
  announceNote(ctx, chat, note, mentionIds);
  void ctx.events.emit('note.created', {
    ...chatEventRef(chat),
    noteId: row.id,
    authorId: row.authorId ?? caller.userId,
    authorName: row.authorName,
    bodyText: row.bodyText,
    createdAt: row.createdAt.toISOString(),
  });
  return note;
}

function announceNote(ctx: AppContext, chat: ChatRow, note: ChatNote, mentionIds: Map<string, string>): void {
  ctx.io.to(rooms.chat(chat.id)).emit('chat-note', note);
  for (const [userId, id] of mentionIds) {
    const mention: MentionItem = {
      id,
      noteId: note.id,
      chatId: chat.id,
      visitorId: chat.visitorId,
      guestId: chat.guestId,
      authorId: note.authorId,
      authorName: note.authorName,
      excerpt: excerptOf(note.bodyText),
      chatTime: note.chatTime,
      read: false,
    };
    ctx.io.to(rooms.actingFor(userId, chat.clientId)).emit('mention', mention);
  }
}
