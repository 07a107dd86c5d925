// Accounts and their staff: users, sign-in and verification, availability changes. The lowest area:
// every other one may reference users, never the reverse.
import { sql } from 'drizzle-orm';
import type { AgentShift } from 'shared-kernel/contracts';
import { AUTO_LOCALE, LOCALES, type LocaleChoice } from 'shared-kernel/i18n';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Role stored per user; `client` is an account owner, `admin` the super admin. */
export type StoredRole = 'admin' | 'client' | 'co_client' | 'manager' | 'agent';

/** 0 unverified, 1 active, 3 deactivated (spec 001 §4). */
export const USER_STATUS = { unverified: 0, active: 1, deactivated: 3 } as const;

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
    /** The console's and the user's mails' language (issue 37): one of LOCALES, or 'auto' (the browser's). */
    language: text('language').$type<LocaleChoice>().notNull().default('auto'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_client_id_idx').on(t.clientId),
    check('users_chat_limit_range', sql`${t.chatLimit} is null or ${t.chatLimit} between 1 and 20`),
    check('users_language_known', sql`${t.language} in (${sql.raw([AUTO_LOCALE, ...LOCALES].map((choice) => `'${choice}'`).join(', '))})`),
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

export type UserRow = typeof users.$inferSelect;
export type AvailabilityChangeRow = typeof availabilityChanges.$inferSelect;
