// Issue 36, AI assist: the account's endpoint and switches, and the counts its limits read (shared by every node).
import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/** One row per account that has saved its AI assist; none means off. The key is write-only (never answered). */
export const aiAssistSettings = pgTable('ai_assist_settings', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  apiKey: text('api_key').notNull().default(''),
  organization: text('organization').notNull().default(''),
  suggestions: boolean('suggestions').notNull().default(true),
  rewrite: boolean('rewrite').notNull().default(true),
  summaries: boolean('summaries').notNull().default(true),
  /** Internal notes go into prompts only when the account allows it. */
  includeNotes: boolean('include_notes').notNull().default(false),
  monthlyCap: integer('monthly_cap').notNull(),
  agentPerMinute: integer('agent_per_minute').notNull(),
  updatedAt: updatedAt(),
});

export type AiAssistSettingsRow = typeof aiAssistSettings.$inferSelect;

/** Requests an account made in a calendar month (UTC, 'YYYY-MM'): the monthly cap's count. */
export const aiAssistUsage = pgTable(
  'ai_assist_usage',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.month] })],
);

/** An agent's requests in the minute that started at `windowStart`: the per-agent rate limit's one row. */
export const aiAssistAgentRate = pgTable('ai_assist_agent_rate', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  requests: integer('requests').notNull().default(0),
});
