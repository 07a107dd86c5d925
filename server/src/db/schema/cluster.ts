// What the server nodes share: abuse limit hits, the nodes, their live guests, socket.io's attachments
// (no foreign keys).
import type { Visitor } from 'shared-kernel/contracts';
import { bigint, bigserial, customType, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

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
 * by deleting its row (db/server-node.ts).
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Used by socket.io's PostgreSQL adapter for large or binary broadcasts (multi-node only). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

export type LiveGuestRow = typeof liveGuests.$inferSelect;
