import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { isAliveNode, isDeadNode } from '../db/server-node';
import type { Db } from '../db/database';
import { liveGuests, serverNodes, type LiveGuestRow } from '../db/schema';
import type { NewLiveGuestRow } from './guest-write-behind';
import type { ListedGuest } from './live-visitors';

/** Rows per statement: eight parameters each stay far below PostgreSQL's 65,535 per statement. */
const ROWS_PER_STATEMENT = 1000;

export function listedOf(row: Pick<LiveGuestRow, 'visitor' | 'accountId' | 'widgetDepartments' | 'connectedAt' | 'lastActivity'>): ListedGuest {
  return {
    visitor: row.visitor,
    accountId: row.accountId,
    widgetDepartments: row.widgetDepartments,
    connectedAt: row.connectedAt.getTime(),
    lastActivity: row.lastActivity.getTime(),
  };
}

const listedColumns = {
  visitor: liveGuests.visitor,
  accountId: liveGuests.accountId,
  widgetDepartments: liveGuests.widgetDepartments,
  connectedAt: liveGuests.connectedAt,
  lastActivity: liveGuests.lastActivity,
};

/** Writes this node's rows of the given guests (insert or replace). */
export async function upsertLiveGuests(db: Db, rows: NewLiveGuestRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(liveGuests)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [liveGuests.visitorId, liveGuests.nodeId],
        set: {
          accountId: sql`excluded.account_id`,
          widgetDepartments: sql`excluded.widget_departments`,
          visitor: sql`excluded.visitor`,
          connectedAt: sql`excluded.connected_at`,
          lastActivity: sql`excluded.last_activity`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** Removes this node's rows of guests gone from it. */
export async function deleteLiveGuests(db: Db, nodeId: string, visitorIds: string[]): Promise<void> {
  for (let start = 0; start < visitorIds.length; start += ROWS_PER_STATEMENT) {
    await db.delete(liveGuests).where(and(eq(liveGuests.nodeId, nodeId), inArray(liveGuests.visitorId, visitorIds.slice(start, start + ROWS_PER_STATEMENT))));
  }
}

/** Removes every row of a node (its graceful close). */
export async function deleteNodeGuests(db: Db, nodeId: string): Promise<void> {
  await db.delete(liveGuests).where(eq(liveGuests.nodeId, nodeId));
}

/** The rows of an account's guests on the other nodes alive now (`aliveMs`: how young their heartbeat is). */
export async function accountGuestsElsewhere(db: Db, accountId: string, nodeId: string, aliveMs: number): Promise<ListedGuest[]> {
  const rows = await db
    .select(listedColumns)
    .from(liveGuests)
    .innerJoin(serverNodes, eq(serverNodes.id, liveGuests.nodeId))
    .where(and(eq(liveGuests.accountId, accountId), ne(liveGuests.nodeId, nodeId), isAliveNode(aliveMs)));
  return rows.map(listedOf);
}

/** The guest's rows on the other nodes alive now (one per node it has a tab on). */
export async function guestElsewhere(db: Db, visitorId: string, nodeId: string, aliveMs: number): Promise<ListedGuest[]> {
  const rows = await db
    .select(listedColumns)
    .from(liveGuests)
    .innerJoin(serverNodes, eq(serverNodes.id, liveGuests.nodeId))
    .where(and(eq(liveGuests.visitorId, visitorId), ne(liveGuests.nodeId, nodeId), isAliveNode(aliveMs)));
  return rows.map(listedOf);
}

/** Which of the guests are connected to another node alive now. */
export async function connectedElsewhere(db: Db, visitorIds: string[], nodeId: string, aliveMs: number): Promise<Set<string>> {
  if (visitorIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ visitorId: liveGuests.visitorId })
    .from(liveGuests)
    .innerJoin(serverNodes, eq(serverNodes.id, liveGuests.nodeId))
    .where(and(inArray(liveGuests.visitorId, visitorIds), ne(liveGuests.nodeId, nodeId), isAliveNode(aliveMs)));
  return new Set(rows.map((row) => row.visitorId));
}

/**
 * Claims the nodes whose heartbeat is `deadAfterMs` old and removes them with their guests' rows, in one
 * statement: when two nodes sweep at once, each dead node's row is deleted by one of them, and its guests
 * come back to that one alone. Answers the guests removed (a guest per row: one may appear twice when it
 * had tabs on two dead nodes).
 */
export async function sweepDeadNodes(db: Db, deadAfterMs: number): Promise<ListedGuest[]> {
  const dead = db.$with('dead').as(db.delete(serverNodes).where(isDeadNode(deadAfterMs)).returning({ id: serverNodes.id }));
  const rows = await db
    .with(dead)
    .delete(liveGuests)
    .where(inArray(liveGuests.nodeId, db.select({ id: dead.id }).from(dead)))
    .returning(listedColumns);
  return rows.map(listedOf);
}

/**
 * Removes rows of nodes that are gone (a node taken for dead that wrote once more before it noticed, then
 * died for good). They are never listed (reads join live nodes); this keeps the table from keeping them.
 */
export async function deleteOrphanGuests(db: Db): Promise<void> {
  await db.delete(liveGuests).where(notExists(db.select({ id: serverNodes.id }).from(serverNodes).where(eq(serverNodes.id, liveGuests.nodeId))));
}
