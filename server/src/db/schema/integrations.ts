// Issue 35, integrations: the account's API keys, webhook endpoints and their deliveries (references users).
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * A key belongs to the account (its owner's id), not to the person who made it: it outlives their
 * employment. Only the secret's SHA-256 is kept (the secret is 32 random bytes, so a slow hash adds
 * nothing); `prefix` is what the list shows to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_key').on(t.secretHash), index('api_keys_client_idx').on(t.clientId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * An endpoint of the account that hears its events. The secret signs (webhook-signature.ts); after a
 * rotation the previous one signs too until previousSecretUntil. A paused endpoint is sent nothing new.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Internal notes go out only to an endpoint that asked for them. */
    includeNotes: boolean('include_notes').notNull().default(false),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Why it is paused: by a person, or after PAUSE_AFTER_FAILURES failed attempts in a row. */
    pausedReason: text('paused_reason'),
    failureStreak: integer('failure_streak').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_client_idx').on(t.clientId)],
);

/**
 * One event for one endpoint: its body is fixed when it is made (every attempt sends the same bytes under
 * the same id). `orderKey` is the chat (or the account for events of no chat): an endpoint's deliveries of
 * one key go out one at a time, oldest first, so a receiver hears a chat's events in order.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    event: text('event').notNull(),
    orderKey: text('order_key').notNull(),
    body: text('body').notNull(),
    /** pending, delivered or failed. */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastDurationMs: integer('last_duration_ms'),
    /** The last answer's first 2 KB, or why none came. */
    lastAnswer: text('last_answer'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** While in the future, one worker is sending this delivery; no other takes it (or its key's later ones). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_queue_idx').on(t.endpointId, t.orderKey, t.seq).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
