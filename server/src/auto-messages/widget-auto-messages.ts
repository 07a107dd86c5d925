import { and, asc, eq } from 'drizzle-orm';
import type { WidgetAutoMessage } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { autoMessages, type AutoMessageRow } from '../db/schema';
import { toWidgetAutoMessage } from './auto-message-view';

const WIDGET_FIELDS = { id: autoMessages.id, message: autoMessages.message, pagePath: autoMessages.pagePath, timer: autoMessages.timer };

/** A widget's auto messages for its guests, oldest first. */
export async function autoMessagesOfWidget(db: Db, widgetId: string): Promise<WidgetAutoMessage[]> {
  const rows = await db
    .select(WIDGET_FIELDS)
    .from(autoMessages)
    .where(eq(autoMessages.widgetId, widgetId))
    .orderBy(asc(autoMessages.createdAt), asc(autoMessages.id));
  return rows.map(toWidgetAutoMessage);
}

/** One auto message of a widget (a guest answering it), or undefined for an unknown or another widget's id. */
export async function autoMessageOfWidget(db: Db, widgetId: string, id: string): Promise<Pick<AutoMessageRow, 'id' | 'message'> | undefined> {
  const [row] = await db
    .select({ id: autoMessages.id, message: autoMessages.message })
    .from(autoMessages)
    .where(and(eq(autoMessages.id, id), eq(autoMessages.widgetId, widgetId)))
    .limit(1);
  return row;
}
