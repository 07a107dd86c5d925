import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { VisitorPage } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';
import type { Db } from '../db/database';
import { guestCounters, visitors, type VisitorRow, type WidgetRow } from '../db/schema';
import type { GuestLocation } from './geo-location';

/** Pages kept per guest (oldest dropped first). */
export const MAX_PAGES_KEPT = 50;

/** The next Guest{n} number of an account, atomically. */
async function nextGuestId(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .insert(guestCounters)
    .values({ clientId: accountId, lastGuestId: 1 })
    .onConflictDoUpdate({ target: guestCounters.clientId, set: { lastGuestId: sql`${guestCounters.lastGuestId} + 1` } })
    .returning({ guestId: guestCounters.lastGuestId });
  return row.guestId;
}

/** The pages list with `url` appended (unless it is already the latest). */
export function withPage(viewing: readonly string[], url: string): string[] {
  if (!url || viewing[viewing.length - 1] === url) return [...viewing];
  return [...viewing, url].slice(-MAX_PAGES_KEPT);
}

export interface VisitorArrival {
  widget: WidgetRow;
  visitorId: string | null;
  page: VisitorPage;
  ipAddress: string;
  browser: string;
  operatingSystem: string;
  /** From the IP address of this connection (empty fields when it cannot be placed). */
  location: GuestLocation;
  /** The language the widget says it speaks (checked); undefined leaves the stored one. */
  language?: Locale;
  /** Asked before a new guest is stored; false refuses the arrival (null answer). */
  mayCreate?: () => Promise<boolean>;
}

/**
 * The stored guest for a widget socket: the one named by visitorId when it belongs to the widget's
 * account, else a new one with a fresh id and the account's next guest number. `known` says which.
 */
export async function arriveVisitor(db: Db, arrival: VisitorArrival): Promise<{ row: VisitorRow; known: boolean } | null> {
  const { widget, page } = arrival;
  const now = new Date();
  // Technical details and location follow the guest's latest connection.
  const technical = {
    ipAddress: arrival.ipAddress,
    browser: arrival.browser,
    operatingSystem: arrival.operatingSystem,
    ...arrival.location,
  };
  // So does the widget's language, when it told one.
  const language = arrival.language ? { language: arrival.language } : {};
  if (arrival.visitorId) {
    const [existing] = await db
      .select()
      .from(visitors)
      .where(and(eq(visitors.visitorId, arrival.visitorId), eq(visitors.clientId, widget.clientId)))
      .limit(1);
    if (existing) {
      const [row] = await db
        .update(visitors)
        .set({
          ...technical,
          ...language,
          widgetId: widget.id,
          viewing: withPage(existing.viewing, page.url),
          // The referrer that brought the guest to the site is kept; a fresh one replaces an empty one.
          referrer: existing.referrer || page.referrer,
          lastSeen: now,
          updatedAt: now,
        })
        .where(eq(visitors.id, existing.id))
        .returning();
      return { row, known: true };
    }
  }
  if (arrival.mayCreate && !(await arrival.mayCreate())) return null;
  const [row] = await db
    .insert(visitors)
    .values({
      id: randomUUID(),
      visitorId: randomUUID(),
      clientId: widget.clientId,
      widgetId: widget.id,
      guestId: await nextGuestId(db, widget.clientId),
      ...technical,
      ...language,
      viewing: withPage([], page.url),
      referrer: page.referrer,
      lastSeen: now,
    })
    .returning();
  return { row, known: false };
}

/**
 * Appends a viewed page as withPage does, in the UPDATE itself (one statement, nothing read first);
 * answers the pages and referrer now stored (undefined when the visitor is gone).
 */
export async function recordPage(db: Db, rowId: string, page: VisitorPage): Promise<Pick<VisitorRow, 'viewing' | 'referrer'> | undefined> {
  const now = new Date();
  const url = sql`to_jsonb(${page.url}::text)`;
  const [row] = await db
    .update(visitors)
    .set({
      viewing: sql`case
        when ${page.url} = '' or ${visitors.viewing} -> -1 = ${url} then ${visitors.viewing}
        else (
          select coalesce(jsonb_agg(page order by n), '[]'::jsonb)
          from jsonb_array_elements(${visitors.viewing} || ${url}) with ordinality as pages(page, n)
          where n > jsonb_array_length(${visitors.viewing}) + 1 - ${MAX_PAGES_KEPT}
        )
      end`,
      // The referrer that brought the guest to the site is kept; a fresh one replaces an empty one.
      referrer: sql`case when ${visitors.referrer} = '' then ${page.referrer}::text else ${visitors.referrer} end`,
      lastSeen: now,
      updatedAt: now,
    })
    .where(eq(visitors.id, rowId))
    .returning({ viewing: visitors.viewing, referrer: visitors.referrer });
  return row;
}

export async function touchLastSeen(db: Db, rowId: string): Promise<void> {
  await db.update(visitors).set({ lastSeen: new Date() }).where(eq(visitors.id, rowId));
}
