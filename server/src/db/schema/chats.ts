// Chats, their messages and holds (references users, widgets and visitors).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { widgets } from './widgets';
import { visitors } from './visitors';

/** pending (waiting for an agent), active (accepted), ended (status says why, spec 001 §4). */
export type ChatState = 'pending' | 'active' | 'ended';

/** A chat between a guest and (once accepted) one agent. */
export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    visitorRowId: text('visitor_row_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    guestId: integer('guest_id').notNull(),
    state: text('state').$type<ChatState>().notNull().default('pending'),
    /** End reason 1..5 once ended. */
    status: integer('status'),
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    agentName: text('agent_name'),
    priority: boolean('priority').notNull().default(false),
    visitorLeft: boolean('visitor_left').notNull().default(false),
    visitorIsBack: boolean('visitor_is_back').notNull().default(false),
    widgetDepartments: jsonb('widget_departments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Highest message seq given so far. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Guest messages read by the agent / agent messages read by the guest, up to these seqs. */
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    visitorReadSeq: integer('visitor_read_seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A chat transferred to a department waits (pending) for its agents; null otherwise. */
    waitingDepartmentId: text('waiting_department_id'),
    /**
     * Issue 27: the chat's place in its account's first-in-first-out order while pending, from a sequence:
     * a new entry (a transfer to a department, a guest back after leaving) goes to the back.
     */
    queueEntry: bigint('queue_entry', { mode: 'number' })
      .notNull()
      .default(sql`nextval('chat_queue_entry_seq')`),
    /** When the guest started waiting for an agent (the chat opened, or was transferred to a department). */
    pendingSince: timestamp('pending_since', { withTimezone: true }).notNull().defaultNow(),
    /** The guest's place in the queue (1 = next) while no agent has room; 0 = not routed yet, null = open. Kept by the routing pass. */
    queuePosition: integer('queue_position').default(0),
    /** An automatic assignment: the agent it is offered to, until offerExpiresAt. */
    offeredTo: text('offered_to'),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Issue 28: the guest's rating once the chat ended ('good' / 'bad'), its comment and when it was (last) given. */
    rating: text('rating').$type<'good' | 'bad'>(),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** The first rating's time: a change is allowed only within RATING_CHANGE_WINDOW_MS of it. */
    firstRatedAt: timestamp('first_rated_at', { withTimezone: true }),
  },
  (t) => [
    check('chats_rating_value', sql`${t.rating} is null or ${t.rating} in ('good', 'bad')`),
    // One open chat per guest.
    uniqueIndex('chats_open_visitor_key').on(t.visitorRowId).where(sql`${t.state} <> 'ended'`),
    index('chats_client_state_idx').on(t.clientId, t.state),
    // History lists (ended chats by end time, read forwards for ASC and backwards for DESC), one index per
    // filter that narrows them most: the account, an agent, a widget (domain), an end reason. Other
    // filters apply to the rows read in that order.
    index('chats_history_idx').on(t.clientId, t.endedAt, t.id).where(sql`${t.state} = 'ended'`),
    index('chats_history_agent_idx').on(t.agentId, t.endedAt, t.id).where(sql`${t.state} = 'ended'`),
    index('chats_history_widget_idx').on(t.widgetId, t.endedAt, t.id).where(sql`${t.state} = 'ended'`),
    index('chats_history_status_idx').on(t.clientId, t.status, t.endedAt, t.id).where(sql`${t.state} = 'ended'`),
    // A guest's chats (contact history, first-chat backfill).
    index('chats_visitor_row_idx').on(t.visitorRowId, t.createdAt),
    // An agent's accepted chats by accept time, open or ended (the agent metrics' window).
    index('chats_agent_accepted_idx').on(t.agentId, t.acceptedAt).where(sql`${t.acceptedAt} is not null`),
    // The routing pass reads an account's open chats (pending ones in queue order, active ones for the load).
    index('chats_open_routing_idx').on(t.clientId, t.queueEntry).where(sql`${t.state} <> 'ended'`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    direction: text('direction').$type<'inbound' | 'outbound'>().notNull(),
    bodyText: text('body_text').notNull(),
    agentId: text('agent_id'),
    agentName: text('agent_name'),
    /** The sender's own id of the message: a retry carries the same one and is stored once. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_chat_seq_key').on(t.chatId, t.seq),
    uniqueIndex('chat_messages_chat_client_id_key').on(t.chatId, t.clientMessageId),
    // Finds the message of an attachment by its name (downloads). Hash: texts may be longer than a btree entry.
    index('chat_messages_attachment_idx').using('hash', t.bodyText).where(sql`${t.bodyText} LIKE '[attachment]%'`),
  ],
);

/**
 * Every period an agent held a chat: opened by the accept, a transfer to them or a take-over, closed
 * (until_at) when it moved on or ended. The read rule's "held" and the agent metrics read it.
 */
export const chatHolds = pgTable(
  'chat_holds',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    untilAt: timestamp('until_at', { withTimezone: true }),
  },
  (t) => [index('chat_holds_chat_idx').on(t.chatId), index('chat_holds_agent_idx').on(t.agentId, t.fromAt)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatHoldRow = typeof chatHolds.$inferSelect;
