// Guests of the widgets, who become contacts (references users and widgets).
import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from 'shared-kernel/i18n';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { widgets } from './widgets';

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
    /** The language the guest's widget speaks, as its latest handshake said (the transcript's); null: not told. */
    language: text('language').$type<Locale>(),
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
    check('visitors_language_known', sql`${t.language} is null or ${t.language} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`),
  ],
);

export type VisitorRow = typeof visitors.$inferSelect;
