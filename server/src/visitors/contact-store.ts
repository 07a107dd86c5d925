import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Contact } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import type { ContactDetails } from '../events';
import { contactSearchText, visitors, widgets, type VisitorRow } from '../db/schema';

export const CONTACT_SEARCH_MAX = 100;

/** The columns of a guest's contact details (ContactDetails), for a statement's returning(). */
export const CONTACT_DETAIL_COLUMNS = { email: visitors.email, firstName: visitors.firstName, lastName: visitors.lastName, phoneNumber: visitors.phoneNumber };

/**
 * Makes a guest a contact (first chat, offline message, details saved by staff); a contact stays one.
 * Answers the guest's details when it became one just now (for contact.created), else undefined.
 */
export async function markContact(db: Db, visitorRowId: string, at = new Date()): Promise<ContactDetails | undefined> {
  const [marked] = await db
    .update(visitors)
    .set({ contactSince: at })
    .where(and(eq(visitors.id, visitorRowId), isNull(visitors.contactSince)))
    .returning(CONTACT_DETAIL_COLUMNS);
  return marked;
}

/** LIKE's own characters taken literally: a search for '50%' or 'a_b' means those characters. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function toContact(row: VisitorRow, pluginId: string): Contact {
  return {
    _id: row.id,
    guestId: row.guestId,
    visitorId: row.visitorId,
    pluginId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    country: row.country,
    region: row.region,
    city: row.city,
    lastSeen: row.lastSeen.toISOString(),
    flag: row.flag,
    technicalDetails: { browser: row.browser, operatingSystem: row.operatingSystem, ipAddress: row.ipAddress },
    visitorDetails: { viewing: row.viewing, referrer: row.referrer },
  };
}

/**
 * One page of the account's contacts by last seen (then id), in one statement; `search` matches any part
 * of the e-mail, first or last name (or 'first last') in any letter case, through the trigram index.
 * take+1 rows answer hasNextPage.
 */
export async function contactsPage(
  db: Db,
  accountId: string,
  input: { take: number; page: number; order: 'ASC' | 'DESC'; search?: string },
): Promise<{ items: Contact[]; hasNextPage: boolean }> {
  const by = input.order === 'ASC' ? asc : desc;
  // Lower case on both sides: the trigram index holds the lower-cased text (contactSearchText).
  const pattern = input.search ? likePattern(input.search.toLowerCase()) : null;
  const rows = await db
    .select({ visitor: visitors, pluginId: widgets.pluginId })
    .from(visitors)
    .innerJoin(widgets, eq(widgets.id, visitors.widgetId))
    .where(
      and(
        eq(visitors.clientId, accountId),
        isNotNull(visitors.contactSince),
        pattern ? sql`${contactSearchText(visitors)} like ${pattern}` : undefined,
      ),
    )
    .orderBy(by(visitors.lastSeen), by(visitors.id))
    .limit(input.take + 1)
    .offset((input.page - 1) * input.take);
  return { items: rows.slice(0, input.take).map((row) => toContact(row.visitor, row.pluginId)), hasNextPage: rows.length > input.take };
}

/**
 * A deleted contact: its personal fields erased and out of the contact list. The guest row stays (its
 * chats keep pointing at it and show as Guest{guestId}); chatting again makes it a contact again.
 */
export async function eraseContact(db: Db, visitorRowId: string): Promise<VisitorRow | undefined> {
  const [row] = await db
    .update(visitors)
    .set({ email: '', firstName: '', lastName: '', phoneNumber: '', contactSince: null, updatedAt: sql`now()` })
    .where(eq(visitors.id, visitorRowId))
    .returning();
  return row;
}

/** One contact of the account by its row id, or null (another account's id reads as unknown). */
export async function contactById(db: Db, accountId: string, id: string): Promise<Contact | null> {
  const [row] = await db
    .select({ visitor: visitors, pluginId: widgets.pluginId })
    .from(visitors)
    .innerJoin(widgets, eq(widgets.id, visitors.widgetId))
    .where(and(eq(visitors.id, id), eq(visitors.clientId, accountId), isNotNull(visitors.contactSince)))
    .limit(1);
  return row ? toContact(row.visitor, row.pluginId) : null;
}
