import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_client_id_idx').on(t.clientId)],
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
  },
  (t) => [uniqueIndex('widgets_plugin_id_key').on(t.pluginId), index('widgets_client_id_idx').on(t.clientId)],
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
