import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { widgets, type WidgetRow } from '../db/schema';
import { notFound } from '../http/http-error';

export const WIDGET_NOT_FOUND = 'Widget not found';

/** A widget the owner has not deleted: every read for the console, the guests and the config route. */
export const isLiveWidget = isNull(widgets.deletedAt);

/** The account's live widgets, oldest first. */
export function liveWidgetsOf(db: Db, accountId: string): Promise<WidgetRow[]> {
  return db
    .select()
    .from(widgets)
    .where(and(eq(widgets.clientId, accountId), isLiveWidget))
    .orderBy(asc(widgets.createdAt), asc(widgets.widgetName));
}

/** A live widget of the account (404 for another account's, a deleted or an unknown id). */
export async function ownLiveWidget(db: Db, accountId: string, widgetId: string): Promise<WidgetRow> {
  const [row] = await db
    .select()
    .from(widgets)
    .where(and(eq(widgets.id, widgetId), eq(widgets.clientId, accountId), isLiveWidget))
    .limit(1);
  if (!row) throw notFound(WIDGET_NOT_FOUND);
  return row;
}

/** The live widget of a pluginId (the guest's handshake, the public config, the demo pages). */
export async function liveWidgetByPluginId(db: Db, pluginId: string): Promise<WidgetRow | undefined> {
  const [row] = await db
    .select()
    .from(widgets)
    .where(and(eq(widgets.pluginId, pluginId), isLiveWidget))
    .limit(1);
  return row;
}
