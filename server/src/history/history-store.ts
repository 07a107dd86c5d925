import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatHistoryItem, HistoryDuration } from 'shared-kernel/contracts';
import type { ChatCaller } from '../chats';
import { toHistoryItem } from '../chats';
import { readableChatsWhere } from '../chats';
import type { Db } from '../db/database';
import { rowFromJson } from '../db/json-row';
import { chatMessages, chats, conversions, visitors, widgets } from '../db/schema';
import { arrivalRange, durationStart } from './history-query';
import { activityOf, notesOf } from '../teamwork';
import { toChatActivity, toChatNote } from '../teamwork';

export interface HistoryFilters {
  agentId?: string;
  pluginId?: string;
  /** 1..5; absent (or 0) for every end reason. */
  status?: number;
  duration?: HistoryDuration;
  tz?: string;
  /** Instead of a duration: chats that arrived from the start of `from` to the end of `to` (local dates in tz). */
  from?: string;
  to?: string;
}

export interface HistoryPageRequest {
  take: number;
  page: number;
  order: 'ASC' | 'DESC';
}

/** What the caller may see of the ended chats: the chat read rule (chat-policy), for ended chats. */
const visibleEnded = (caller: ChatCaller): SQL => readableChatsWhere(caller, { ended: true });

const CLOCK_SLACK_MS = 60 * 60 * 1000;

function filtersWhere(caller: ChatCaller, filters: HistoryFilters): SQL | undefined {
  const since = durationStart(filters.duration, filters.tz);
  const arrived = arrivalRange(filters);
  return and(
    // An agent has no agent filter (their own is implied by the read rule); the others narrow what they read.
    filters.agentId && caller.role !== 'agent' ? eq(chats.agentId, filters.agentId) : undefined,
    // By widget id (a scalar subquery), so the per-widget index serves it; deleted widgets included.
    filters.pluginId ? eq(chats.widgetId, sql`(select ${widgets.id} from ${widgets} where ${widgets.pluginId} = ${filters.pluginId})`) : undefined,
    filters.status ? eq(chats.status, filters.status) : undefined,
    since ? gte(chats.endedAt, since) : undefined,
    // Arrival in the range. A chat ends after it arrives, so the range's start also bounds the end time
    // (less an hour for clocks that differ between the app and the database): the history indexes, by end
    // time, are walked from there instead of from the account's first chat.
    arrived
      ? and(gte(chats.createdAt, arrived.start), lt(chats.createdAt, arrived.end), gte(chats.endedAt, new Date(arrived.start.getTime() - CLOCK_SLACK_MS)))
      : undefined,
  );
}

/** The chat's messages in order, as JSON rows, in the same statement. */
const conversationJson = sql<Array<Record<string, unknown>>>`coalesce((
  select json_agg(row_to_json(m) order by m.seq) from ${chatMessages} m where m.chat_id = ${chats}.id
), '[]'::json)`;

function historySelect(db: Db, withConversation: boolean) {
  return db
    .select({
      chat: chats,
      visitor: visitors,
      pluginId: widgets.pluginId,
      domain: widgets.domain,
      conversion: conversions,
      conversation: withConversation ? conversationJson : sql<null>`null`,
    })
    .from(chats)
    .innerJoin(visitors, eq(visitors.id, chats.visitorRowId))
    .innerJoin(widgets, eq(widgets.id, chats.widgetId))
    .leftJoin(conversions, eq(conversions.chatId, chats.id));
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof historySelect>['execute']>>[number];

function toItem(row: HistoryRow): ChatHistoryItem {
  const messages = (row.conversation ?? []).map((json) => rowFromJson(chatMessages, json));
  return { ...toHistoryItem(row.chat, row.visitor, messages, row.pluginId, row.conversion), domain: row.domain };
}

/**
 * One page of ended chats, in one statement: the visitor, widget and conversion joined, ordered by end
 * time (then id) and read take+1 rows deep so the extra row answers hasNextPage without counting.
 */
export async function historyPage(
  db: Db,
  caller: ChatCaller,
  filters: HistoryFilters,
  paging: HistoryPageRequest,
  options: { onlyStatus?: number; withConversation?: boolean } = {},
): Promise<{ items: ChatHistoryItem[]; hasNextPage: boolean }> {
  const by = paging.order === 'ASC' ? asc : desc;
  // The page's chat ids first (an index walk on chats alone), then the joins for those rows only: a deep
  // page skips its offset without joining the rows it skips.
  const pageIds = db
    .select({ id: chats.id })
    .from(chats)
    .where(and(visibleEnded(caller), options.onlyStatus ? eq(chats.status, options.onlyStatus) : undefined, filtersWhere(caller, filters)))
    .orderBy(by(chats.endedAt), by(chats.id))
    .limit(paging.take + 1)
    .offset((paging.page - 1) * paging.take)
    .as('page_ids');
  const rows = await historySelect(db, options.withConversation ?? false)
    .innerJoin(pageIds, eq(pageIds.id, chats.id))
    .orderBy(by(chats.endedAt), by(chats.id));
  return { items: rows.slice(0, paging.take).map(toItem), hasNextPage: rows.length > paging.take };
}

/** One ended chat with its whole conversation, if the caller may see it (and it has `onlyStatus`). */
export async function historyChat(db: Db, caller: ChatCaller, chatId: string, onlyStatus?: number): Promise<ChatHistoryItem | null> {
  const [row] = await historySelect(db, true)
    .where(and(eq(chats.id, chatId), visibleEnded(caller), onlyStatus ? eq(chats.status, onlyStatus) : undefined))
    .limit(1);
  if (!row) return null;
  // One chat's view: with its staff-only record (issue 26), which lists leave out.
  const [notes, activity] = await Promise.all([notesOf(db, [chatId]), activityOf(db, [chatId])]);
  const item = toItem(row);
  return { ...item, notes: notes.map((note) => toChatNote({ visitorId: item.visitorId._id, guestId: item.visitorId.guestId }, note)), activity: activity.map(toChatActivity) };
}
