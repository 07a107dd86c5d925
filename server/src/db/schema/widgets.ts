// An account's widgets, one per site (references users).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

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

export type WidgetRow = typeof widgets.$inferSelect;
