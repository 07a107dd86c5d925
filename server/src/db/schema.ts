import { sql } from 'drizzle-orm';
import type { AgentShift, ChatActivityKind, Visitor } from 'shared-kernel/contracts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Role stored per user; `client` is an account owner, `admin` the super admin. */
export type StoredRole = 'admin' | 'client' | 'co_client' | 'manager' | 'agent';

/** 0 unverified, 1 active, 3 deactivated (spec 001 §4). */
export const USER_STATUS = { unverified: 0, active: 1, deactivated: 3 } as const;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    userBio: text('user_bio').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    website: text('website').notNull().default(''),
    role: text('role').$type<StoredRole>().notNull(),
    /** The owning account's owner id; null for owners and the super admin. */
    clientId: text('client_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(USER_STATUS.unverified),
    isOnline: boolean('is_online').notNull().default(false),
    profilePhoto: text('profile_photo'),
    /** Working hours per day (spec 001 §3), for agents and managers; [] until set. */
    shifts: jsonb('shifts').$type<AgentShift[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Chats the user may hold at once (1-20); null = no limit (issue 27). */
    chatLimit: integer('chat_limit'),
    /** Automatic assignments missed in a row; two set the agent away. */
    missedOffers: integer('missed_offers').notNull().default(0),
    /** Set when the agent missed an offer, cleared by an accept or a status change. */
    notRespondingSince: timestamp('not_responding_since', { withTimezone: true }),
    /** When the agent was last given a chat (an offer or an accept): ties go to who waited longest. */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_client_id_idx').on(t.clientId),
    check('users_chat_limit_range', sql`${t.chatLimit} is null or ${t.chatLimit} between 1 and 20`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId)],
);

/** Mailed password reset links: the token is stored hashed, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** One row per sign-in session; ending it kills its access tokens, refresh tokens and sockets. */
export const logins = pgTable(
  'logins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('logins_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    loginId: text('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when rotated; presenting it again is a replay. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_login_idx').on(t.loginId)],
);

export const widgets = pgTable(
  'widgets',
  {
    id: text('id').primaryKey(),
    pluginId: text('plugin_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgetName: text('widget_name').notNull(),
    domain: text('domain').notNull(),
    /** The rest of the widget entity (style, button, slots, mails, integrations). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Set when the owner deletes the widget: it is gone for the console, the guests and the config route,
     * while its visitors and chats (which reference it) stay in history.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('widgets_plugin_id_key').on(t.pluginId),
    index('widgets_client_id_idx').on(t.clientId),
    // One live widget per domain and account (a deleted one frees its domain).
    uniqueIndex('widgets_client_domain_key')
      .on(t.clientId, sql`lower(${t.domain})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('departments_client_id_idx').on(t.clientId)],
);

export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('department_members_user_idx').on(t.userId)],
);

/** Per-account counter behind the Guest{n} numbers (incremented atomically on a new visitor). */
export const guestCounters = pgTable('guest_counters', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastGuestId: integer('last_guest_id').notNull().default(0),
});

/** What the contact search matches: e-mail, first and last name in lower case (the trigram index's expression). */
export function contactSearchText(t: { email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn }) {
  return sql`lower(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName})`;
}

/** A guest of a widget, kept across visits by the visitorId the widget stores in the browser. */
export const visitors = pgTable(
  'visitors',
  {
    id: text('id').primaryKey(),
    /** The server-made id the widget keeps ('lc_visitor_<pluginId>'). */
    visitorId: text('visitor_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull(),
    ipAddress: text('ip_address').notNull().default(''),
    browser: text('browser').notNull().default(''),
    operatingSystem: text('operating_system').notNull().default(''),
    /** Visited page URLs, latest last (capped). */
    viewing: jsonb('viewing').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    referrer: text('referrer').notNull().default(''),
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    flag: text('flag').notNull().default(''),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockedBy: text('blocked_by'),
    /** When the guest was last blocked (the Blocked Guests list's date); null when not blocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * Set when the guest becomes a contact: a first chat or offline message, or staff saving their
     * details. Null for plain visitors and for deleted contacts (they leave the contact list).
     */
    contactSince: timestamp('contact_since', { withTimezone: true }),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('visitors_visitor_id_key').on(t.visitorId),
    uniqueIndex('visitors_client_guest_key').on(t.clientId, t.guestId),
    index('visitors_widget_idx').on(t.widgetId),
    // Blocked guests are few: the check before every guest message reads only these.
    index('visitors_blocked_idx').on(t.clientId, t.ipAddress).where(sql`${t.isBlocked}`),
    // The contact list: one account's contacts by last seen, read page by page.
    index('visitors_contacts_idx').on(t.clientId, t.lastSeen, t.id).where(sql`${t.contactSince} is not null`),
    // The contact search (any part of the e-mail or names): trigrams of the text it matches (pg_trgm).
    index('visitors_contact_search_idx')
      .using('gin', sql`${contactSearchText(t)} gin_trgm_ops`)
      .where(sql`${t.contactSince} is not null`),
  ],
);

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

/** An account's canned replies, picked in the chat box with '#' + shortCode. */
export const cannedMessages = pgTable(
  'canned_messages',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    shortCode: text('short_code').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('canned_messages_client_idx').on(t.clientId),
    // A shortcut picks one message: unique per account, whatever the letter case.
    uniqueIndex('canned_messages_client_short_code_key').on(t.clientId, sql`lower(${t.shortCode})`),
  ],
);

/** An account's auto (smart) messages: shown by a widget to a guest after `timer` seconds on a matching page. */
export const autoMessages = pgTable(
  'auto_messages',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** null: every page of the site. */
    pagePath: text('page_path'),
    /** Seconds on the page before it shows. */
    timer: integer('timer').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auto_messages_client_idx').on(t.clientId), index('auto_messages_widget_idx').on(t.widgetId, t.createdAt)],
);

/** A payment an agent asked a guest for; the widget pays it by its requestId (id). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    description: text('description').notNull(),
    /** requested, then paid once the payment is confirmed. */
    status: text('status').$type<'requested' | 'paid'>().notNull().default('requested'),
    /** The Stripe Checkout Session the guest pays through (reused while it is open). */
    checkoutSessionId: text('checkout_session_id'),
    /** Stripe's receipt of the charge, once paid. */
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_requests_chat_idx').on(t.chatId)],
);

/**
 * A booking the agent confirmed for a chat (one per chat), uploaded to Google Analytics by a job:
 * status 1 Scheduled, 2 Uploaded, 3 Failed (spec 000 §4). The job's state lives here, so a restart
 * picks up what was still scheduled.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    guestId: integer('guest_id').notNull(),
    /** The agent who owns the chat and confirmed the booking (told of the result). */
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(1),
    /** The last result in words (the failure reason when Failed). */
    response: text('response').notNull().default(''),
    analyticsUploaded: boolean('analytics_uploaded').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a server process uploads it, so two processes never upload the same conversion at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('conversions_chat_key').on(t.chatId), index('conversions_status_idx').on(t.status)],
);

/**
 * One row per counted event of an abuse limit (abuse/abuse-limits.ts), shared by every server node.
 * `key` is the limiter's name, ':' and what it counts per (an address, an account...); `n` numbers a
 * key's hits in order, so the hit that holds a key at its limit is found by one index probe however
 * high the limit (ABUSE_LIMIT_SCALE). Written only through the limiter_* functions of migration 0014.
 */
export const limiterHits = pgTable(
  'limiter_hits',
  {
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.n] }), index('limiter_hits_at_idx').on(t.at)],
);

/**
 * One row per running server process on a shared PostgreSQL (SEVERAL_NODES): a random id per start and a
 * heartbeat from the database's clock. A node whose heartbeat is too old is dead; another node claims it
 * by deleting its row (cluster/server-node.ts).
 */
export const serverNodes = pgTable('server_nodes', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The guests connected to each node, written behind from the node's own registry (SEVERAL_NODES only),
 * so that every node lists the guests of all of them (visitors/shared-guest-directory.ts). A guest with
 * tabs on two nodes has a row per node. `visitor` is the guest as the console gets it, before the
 * last-activity fields are worked out at read time.
 */
export const liveGuests = pgTable(
  'live_guests',
  {
    visitorId: text('visitor_id').notNull(),
    nodeId: text('node_id').notNull(),
    accountId: text('account_id').notNull(),
    widgetDepartments: jsonb('widget_departments').$type<string[]>().notNull(),
    visitor: jsonb('visitor').$type<Visitor>().notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.nodeId] }), index('live_guests_account_idx').on(t.accountId), index('live_guests_node_idx').on(t.nodeId)],
);

/**
 * Every change of a user's availability (users.is_online), written with the change itself and only when
 * the value changed: the toggle, staff putting an agent offline, the routing pass setting an agent away,
 * a deactivation. Feeds the "time online in a range" report. `client_id` is the account (the owner's id).
 */
export const availabilityChanges = pgTable(
  'availability_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    online: boolean('online').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').$type<AvailabilityReason>().notNull(),
  },
  (t) => [index('availability_changes_client_at_idx').on(t.clientId, t.at), index('availability_changes_user_at_idx').on(t.userId, t.at)],
);

/** Why availability changed: the user's toggle, staff set them offline, missed offers (routing), deactivation. */
export type AvailabilityReason = 'toggle' | 'set-offline' | 'missed-offers' | 'deactivated';

/**
 * Issue 28, reports: what each ended chat counts for (reports/report-facts.ts has the definitions), written
 * when it ends and again on a late update. Seconds unrounded; status 0 never (ended chats only).
 */
export const reportChatFacts = pgTable(
  'report_chat_facts',
  {
    chatId: text('chat_id')
      .primaryKey()
      .references(() => chats.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    widgetId: text('widget_id').notNull(),
    departments: jsonb('departments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    agentId: text('agent_id'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    proactive: boolean('proactive').notNull(),
    acceptSec: doublePrecision('accept_sec'),
    responseSec: doublePrecision('response_sec'),
    durationSec: doublePrecision('duration_sec'),
    /** 1 good, 0 bad, null not rated. */
    rating: smallint('rating'),
  },
  (t) => [index('report_chat_facts_arrival_idx').on(t.clientId, t.arrivedAt), index('report_chat_facts_agent_idx').on(t.agentId, t.arrivedAt)],
);

/** Issue 28, reports: each hold of an ended chat, as the agent metrics count holds. */
export const reportHoldFacts = pgTable(
  'report_hold_facts',
  {
    holdId: text('hold_id')
      .primaryKey()
      .references(() => chatHolds.id, { onDelete: 'cascade' }),
    chatId: text('chat_id').notNull(),
    clientId: text('client_id').notNull(),
    agentId: text('agent_id'),
    widgetId: text('widget_id').notNull(),
    departments: jsonb('departments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    proactive: boolean('proactive').notNull(),
    responseSec: doublePrecision('response_sec'),
    durationSec: doublePrecision('duration_sec'),
  },
  (t) => [index('report_hold_facts_start_idx').on(t.clientId, t.fromAt), index('report_hold_facts_agent_idx').on(t.agentId, t.fromAt)],
);

/**
 * Issue 28, reports: rollups per account, aligned span of UTC hours (`start`: epoch hour number; `span`: 1,
 * 24, or 96, 384, 1536 for blocks of days), and scope ('all', 'w:<widget>', 'd:<department>', 'a:<agent>'). s0..s4/n0..n4: each metric's sum of seconds
 * and count; codes/counts: the histograms (reports/report-bins.ts).
 */
export const reportCells = pgTable(
  'report_cells',
  {
    clientId: text('client_id').notNull(),
    span: smallint('span').notNull(),
    start: integer('start').notNull(),
    scope: text('scope').notNull(),
    chats: integer('chats').notNull(),
    missed: integer('missed').notNull(),
    offline: integer('offline').notNull(),
    rated: integer('rated').notNull(),
    good: integer('good').notNull(),
    holds: integer('holds').notNull(),
    answered: integer('answered').notNull(),
    s0: doublePrecision('s0').notNull(),
    s1: doublePrecision('s1').notNull(),
    s2: doublePrecision('s2').notNull(),
    s3: doublePrecision('s3').notNull(),
    s4: doublePrecision('s4').notNull(),
    n0: integer('n0').notNull(),
    n1: integer('n1').notNull(),
    n2: integer('n2').notNull(),
    n3: integer('n3').notNull(),
    n4: integer('n4').notNull(),
    codes: integer('codes').array().notNull(),
    counts: integer('counts').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.span, t.start, t.scope] })],
);

/** Issue 28, reports: arrived chats per scope and UTC quarter hour of rolled-up spans (local days and hours in any zone). */
export const reportArrivals = pgTable(
  'report_arrivals',
  {
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    chats: integer('chats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.scope, t.quarter] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Used by socket.io's PostgreSQL adapter for large or binary broadcasts (multi-node only). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

export type UserRow = typeof users.$inferSelect;
export type WidgetRow = typeof widgets.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type VisitorRow = typeof visitors.$inferSelect;
export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type CannedMessageRow = typeof cannedMessages.$inferSelect;
export type AutoMessageRow = typeof autoMessages.$inferSelect;
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type ConversionRow = typeof conversions.$inferSelect;
export type LiveGuestRow = typeof liveGuests.$inferSelect;
export type ChatHoldRow = typeof chatHolds.$inferSelect;
export type AvailabilityChangeRow = typeof availabilityChanges.$inferSelect;
export type ChatNoteRow = typeof chatNotes.$inferSelect;
export type ChatMentionRow = typeof chatMentions.$inferSelect;
export type ChatActivityRow = typeof chatActivity.$inferSelect;
