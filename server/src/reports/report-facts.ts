// What the reports count about each chat and each hold, with the agent metrics' definitions (docs/areas.md,
// "Reports"): kept as one row per ended chat (report_chat_facts) and per hold of it (report_hold_facts),
// written when the chat ends and again when a late update (a rating, a conversion) lands. Open chats are
// read live with the same SELECTs (see liveChatFacts), so a report never waits for a chat to end.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';

/** The database or a transaction of it. */
export type Executor = Pick<Db, 'execute'>;

const seconds = (interval: SQL) => sql`extract(epoch from ${interval})::float8`;

/**
 * What a chat's messages tell, in one pass over them: whether an agent opened it (a proactive chat), and
 * the guest's first message.
 */
const chatMessages = sql`left join lateral (
    select coalesce(bool_or(m.seq = 1 and m.direction = 'outbound' and m.agent_id is not null), false) as proactive,
      min(m.created_at) filter (where m.direction = 'inbound') as guest_at
    from chat_messages m where m.chat_id = c.id
  ) m on true`;

/** The first answer of `agent` in the chat at or after `since` (the agent metrics' "answer"). */
const answerOf = (agent: SQL, since: SQL) =>
  sql`(select min(a.created_at) from chat_messages a where a.chat_id = c.id and a.direction = 'outbound' and a.agent_id = ${agent} and a.created_at >= ${since})`;

/** One row per chat matching `where` (alias c): the figures of its first hold (the accept). */
export function chatFactsSelect(where: SQL): SQL {
  return sql`
    select c.id as chat_id, c.client_id, c.widget_id, c.widget_departments as departments, c.agent_id,
      c.created_at as arrived_at, coalesce(c.status, 0)::smallint as status, m.proactive,
      case when h1.from_at is null or m.proactive then null
        else greatest(0, ${seconds(sql`h1.from_at - coalesce(m.guest_at, c.created_at)`)}) end as accept_sec,
      case when m.proactive then null else ${seconds(sql`${answerOf(sql`h1.agent_id`, sql`h1.from_at`)} - h1.from_at`)} end as response_sec,
      case when h1.from_at is null or c.ended_at is null then null else greatest(0, ${seconds(sql`c.ended_at - h1.from_at`)}) end as duration_sec,
      case c.rating when 'good' then 1 when 'bad' then 0 end::smallint as rating
    from chats c
    left join lateral (
      select h.agent_id, h.from_at from chat_holds h where h.chat_id = c.id order by h.from_at, h.id limit 1
    ) h1 on true
    ${chatMessages}
    where ${where}`;
}

/** One row per hold of the chats matching `where` (alias c), as the agent metrics count holds. */
export function holdFactsSelect(where: SQL): SQL {
  return sql`
    select h.id as hold_id, h.chat_id, h.client_id, h.agent_id, c.widget_id, c.widget_departments as departments, h.from_at, m.proactive,
      ${seconds(sql`${answerOf(sql`h.agent_id`, sql`h.from_at`)} - h.from_at`)} as response_sec,
      case when coalesce(h.until_at, c.ended_at) is null then null
        else greatest(0, ${seconds(sql`coalesce(h.until_at, c.ended_at) - h.from_at`)}) end as duration_sec
    from chats c
    join chat_holds h on h.chat_id = c.id
    ${chatMessages}
    where ${where}`;
}

/** The columns of report_chat_facts and report_hold_facts, in the order the SELECTs above give them. */
export const CHAT_FACT_COLUMNS = sql.raw('chat_id, client_id, widget_id, departments, agent_id, arrived_at, status, proactive, accept_sec, response_sec, duration_sec, rating');
export const HOLD_FACT_COLUMNS = sql.raw('hold_id, chat_id, client_id, agent_id, widget_id, departments, from_at, proactive, response_sec, duration_sec');

const idList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The UTC hours (epoch hour numbers) whose figures changed, per account: the rollups to redo. */
export interface ChangedHour {
  clientId: string;
  hour: number;
}

/**
 * Writes the facts of these chats when they have ended (again: a late update replaces them), and answers
 * the hours they count in (arrival for the chat, start for each hold).
 */
export async function writeChatFacts(db: Executor, chatIds: readonly string[]): Promise<ChangedHour[]> {
  if (chatIds.length === 0) return [];
  return writeFactsWhere(db, sql`c.id in (${idList(chatIds)})`);
}

/** writeChatFacts for the ended chats matching `where` (alias c), e.g. a batch of seeded history. */
export async function writeFactsWhere(db: Executor, where: SQL): Promise<ChangedHour[]> {
  const ended = sql`${where} and c.state = 'ended'`;
  const chatRows = rowsOf<{ client_id: string; hour: number }>(
    await db.execute(sql`
      insert into report_chat_facts (${CHAT_FACT_COLUMNS})
      select * from (${chatFactsSelect(ended)}) f
      on conflict (chat_id) do update set agent_id = excluded.agent_id, status = excluded.status, departments = excluded.departments,
        proactive = excluded.proactive, accept_sec = excluded.accept_sec, response_sec = excluded.response_sec,
        duration_sec = excluded.duration_sec, rating = excluded.rating
      returning client_id, floor(extract(epoch from arrived_at) / 3600)::int as hour`),
  );
  const holdRows = rowsOf<{ client_id: string; hour: number }>(
    await db.execute(sql`
      insert into report_hold_facts (${HOLD_FACT_COLUMNS})
      select * from (${holdFactsSelect(ended)}) f
      on conflict (hold_id) do update set agent_id = excluded.agent_id, proactive = excluded.proactive, response_sec = excluded.response_sec,
        duration_sec = excluded.duration_sec
      returning client_id, floor(extract(epoch from from_at) / 3600)::int as hour`),
  );
  const seen = new Map<string, ChangedHour>();
  for (const row of [...chatRows, ...holdRows]) seen.set(`${row.client_id}:${row.hour}`, { clientId: row.client_id, hour: row.hour });
  return [...seen.values()];
}
