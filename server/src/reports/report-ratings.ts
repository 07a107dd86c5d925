// GET /reports/ratings (a page) and its CSV (every row, in batches): the rated chats that arrived in the
// range, newest first, read from report_chat_facts' (client_id, arrived_at) index and joined to the chat
// for the comment, the agent and the domain. The rows are chats: a caller who reads only some of the
// account's chats (a manager) gets only the rows the chat policy lets them read (readableChatsWhere).
import { sql, type SQL } from 'drizzle-orm';
import type { ReportsRatingRow } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import type { FigureRequest } from './report-reader';

interface RatingRowData {
  chat_id: string;
  guest_id: number;
  rating: 'good' | 'bad';
  rating_comment: string | null;
  rated_at: string | Date;
  agent_id: string | null;
  agent_name: string | null;
  domain: string;
  ended_at: string | Date;
  /** arrived_at as PostgreSQL writes it (microseconds kept): the key of the next batch. */
  arrived_key: string;
}

function ratedWhere(request: FigureRequest): SQL {
  const parts: SQL[] = [
    sql`f.client_id = ${request.clientId}`,
    sql`f.arrived_at >= ${request.start.toISOString()}::timestamptz and f.arrived_at < ${request.end.toISOString()}::timestamptz`,
    sql`f.rating is not null`,
  ];
  const scope = request.scopes[0];
  const filter = request.filter;
  if (filter?.widgetId) parts.push(sql`f.widget_id = ${filter.widgetId}`);
  if (filter?.departmentId) parts.push(sql`f.departments @> jsonb_build_array(${filter.departmentId}::text)`);
  if (filter?.agentIds) parts.push(filter.agentIds.length ? sql`f.agent_id in (${sql.join(filter.agentIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  // Without a filter, the request's scopes say it: the account, a widget, a department or agents.
  if (!filter && scope !== 'all') {
    const widgets = request.scopes.filter((s) => s.startsWith('w:')).map((s) => s.slice(2));
    const departments = request.scopes.filter((s) => s.startsWith('d:')).map((s) => s.slice(2));
    const agents = request.scopes.filter((s) => s.startsWith('a:')).map((s) => s.slice(2));
    if (widgets.length) parts.push(sql`f.widget_id = ${widgets[0]}`);
    if (departments.length) parts.push(sql`f.departments @> jsonb_build_array(${departments[0]}::text)`);
    if (agents.length) parts.push(sql`f.agent_id in (${sql.join(agents.map((id) => sql`${id}`), sql`, `)})`);
  }
  return sql.join(parts, sql` and `);
}

const toRow = (row: RatingRowData): ReportsRatingRow => ({
  chatId: row.chat_id,
  guestId: row.guest_id,
  rating: { value: row.rating, comment: row.rating_comment, ratedAt: new Date(row.rated_at).toISOString() },
  agentId: row.agent_id,
  agentName: row.agent_name,
  domain: row.domain,
  endedAt: new Date(row.ended_at).toISOString(),
});

/**
 * The chat read rule for the `chats` row joined to the facts (chat-policy's readableChatsWhere), or
 * undefined for a caller who reads the whole account.
 */
export type ReadableChats = SQL | undefined;

const readableAnd = (readable: ReadableChats) => (readable ? sql`and ${readable}` : sql``);

/** Rated chats after `before` (arrived_at, chat id) in newest-first order, at most `take`. */
async function ratedChats(
  db: Db,
  request: FigureRequest,
  readable: ReadableChats,
  take: number,
  offset: number,
  before?: { arrivedAt: string; chatId: string },
): Promise<RatingRowData[]> {
  const after = before ? sql`and (f.arrived_at, f.chat_id) < (${before.arrivedAt}::timestamptz, ${before.chatId})` : sql``;
  // The chats table keeps its own name (no alias): the read rule names its columns that way.
  return rowsOf<RatingRowData>(
    await db.execute(sql`
      select f.chat_id, chats.guest_id, chats.rating, chats.rating_comment, chats.rated_at, chats.agent_id, chats.agent_name, w.domain, chats.ended_at,
        f.arrived_at::text as arrived_key
      from report_chat_facts f join chats on chats.id = f.chat_id join widgets w on w.id = chats.widget_id
      where ${ratedWhere(request)} ${readableAnd(readable)} ${after}
      order by f.arrived_at desc, f.chat_id desc
      limit ${take} offset ${offset}`),
  );
}

export async function ratingsPage(db: Db, request: FigureRequest, readable: ReadableChats, take: number, page: number): Promise<{ data: ReportsRatingRow[]; meta: { itemCount: number; hasNextPage: boolean; page: number; take: number } }> {
  const [rows, [{ count }]] = await Promise.all([
    ratedChats(db, request, readable, take, (page - 1) * take),
    db
      .execute(
        readable
          ? sql`select count(*)::int as count from report_chat_facts f join chats on chats.id = f.chat_id where ${ratedWhere(request)} ${readableAnd(readable)}`
          : sql`select count(*)::int as count from report_chat_facts f where ${ratedWhere(request)}`,
      )
      .then((result) => rowsOf<{ count: number }>(result)),
  ]);
  return { data: rows.map(toRow), meta: { itemCount: count, hasNextPage: page * take < count, page, take } };
}

/** Every rated chat of the request, newest first, a batch at a time (keyset paging: no offset cost). */
export async function* allRatings(db: Db, request: FigureRequest, readable: ReadableChats, batch = 1000): AsyncGenerator<ReportsRatingRow[]> {
  let before: { arrivedAt: string; chatId: string } | undefined;
  for (;;) {
    const rows = await ratedChats(db, request, readable, batch, 0, before);
    if (rows.length === 0) return;
    yield rows.map(toRow);
    const last = rows[rows.length - 1];
    before = { arrivedAt: last.arrived_key, chatId: last.chat_id };
    if (rows.length < batch) return;
  }
}
