// Texts an account prepares: canned replies and automated messages (references users and widgets).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { widgets } from './widgets';

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

export type CannedMessageRow = typeof cannedMessages.$inferSelect;
export type AutoMessageRow = typeof autoMessages.$inferSelect;
