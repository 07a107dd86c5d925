// Issue 28, reports: facts per chat and hold, day rollups and arrivals (references chats).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { chatHolds, chats } from './chats';

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
