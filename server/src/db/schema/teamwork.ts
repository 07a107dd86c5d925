// What staff add to a chat: notes, mentions, activity, and the routing's offers (references chats and users).
import { sql } from 'drizzle-orm';
import type { ChatActivityKind } from 'shared-kernel/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';
import { chats } from './chats';

/** Staff-only notes of a chat: never read by anything that answers a guest. */
export const chatNotes = pgTable(
  'chat_notes',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    bodyText: text('body_text').notNull(),
    mentions: jsonb('mentions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    clientNoteId: text('client_note_id'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_notes_chat_idx').on(t.chatId, t.createdAt), uniqueIndex('chat_notes_chat_client_id_key').on(t.chatId, t.clientNoteId)],
);

/** One row per colleague mentioned in a note, read or not. */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    id: text('id').primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => chatNotes.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    clientId: text('client_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_mentions_user_idx').on(t.userId, t.createdAt)],
);

/** Transfers, take-overs and accepts of transferred chats: the chat's staff-only record. */
export const chatActivity = pgTable(
  'chat_activity',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind').$type<ChatActivityKind>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    fromAgentId: text('from_agent_id'),
    fromAgentName: text('from_agent_name'),
    toAgentId: text('to_agent_id'),
    toAgentName: text('to_agent_name'),
    departmentId: text('department_id'),
    departmentName: text('department_name'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    /** An escalation's key: one row per waiting period however many nodes notice it (issue 27). */
    escalationKey: text('escalation_key'),
  },
  (t) => [
    index('chat_activity_chat_idx').on(t.chatId, t.createdAt),
    uniqueIndex('chat_activity_escalation_key').on(t.chatId, t.escalationKey).where(sql`${t.escalationKey} is not null`),
  ],
);

/**
 * Issue 27: automatic assignments, one row per offer: who was offered which chat and what came of it. An
 * agent who declined or missed a chat is not offered it again for one accept window.
 */
export const chatOffers = pgTable(
  'chat_offers',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    agentId: text('agent_id').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** null while open; accepted, declined, timeout, or withdrawn (ended, taken by another, agent away). */
    outcome: text('outcome').$type<'accepted' | 'declined' | 'timeout' | 'withdrawn'>(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('chat_offers_chat_idx').on(t.chatId, t.agentId), uniqueIndex('chat_offers_open_key').on(t.chatId).where(sql`${t.outcome} is null`)],
);

export type ChatOfferRow = typeof chatOffers.$inferSelect;
export type ChatNoteRow = typeof chatNotes.$inferSelect;
export type ChatMentionRow = typeof chatMentions.$inferSelect;
export type ChatActivityRow = typeof chatActivity.$inferSelect;
