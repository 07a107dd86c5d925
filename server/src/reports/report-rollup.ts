// Rollups of the reports: per account, UTC day and scope (report_cells, span 1) and per aligned block of
// 4, 16 and 64 days built from them, so that a 90-day report reads about twenty cells per scope. A day is
// rolled up once it is over and none of its chats is still open; any later change to its facts (a chat
// ending, a rating) throws its cells and the blocks over it away under the account's lock, and the next
// roll builds them again. A day without a span-1 'all' cell is read from the facts instead.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { arrivalsSelect, countersSelect, histogramSelect, scopedFacts } from './report-aggregate';
import { CHAT_FACT_COLUMNS, HOLD_FACT_COLUMNS, type ChangedDay, type Executor } from './report-facts';

export const DAY_S = 86_400;

export const BLOCK_SPANS = [4, 16, 64] as const;

/** Serialises the rollups of one account (the roller against a late update) across nodes. */
export const lockAccountReports = (clientId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${clientId}`}, 0))`;

const dayStart = (day: number) => sql`to_timestamp(${day * DAY_S})`;

/** Throws away the cells of these days and of the blocks over them (call inside the account's lock). */
export async function invalidateDays(db: Executor, days: readonly ChangedDay[]): Promise<void> {
  for (const { clientId, day } of days) {
    await db.execute(sql`delete from report_cells where client_id = ${clientId} and day <= ${day} and day + span > ${day}`);
    await db.execute(sql`delete from report_arrivals where client_id = ${clientId} and quarter >= ${dayStart(day)} and quarter < ${dayStart(day + 1)}`);
  }
}

/** Whether a chat that counts on this day (arrived, or a hold begun) is still open. */
async function dayHasOpenChats(db: Executor, clientId: string, day: number): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`select exists (
        select 1 from chats c where c.client_id = ${clientId} and c.state <> 'ended' and c.created_at >= ${dayStart(day)} and c.created_at < ${dayStart(day + 1)}
      ) or exists (
        select 1 from chat_holds h join chats c on c.id = h.chat_id
        where h.client_id = ${clientId} and h.from_at >= ${dayStart(day)} and h.from_at < ${dayStart(day + 1)} and c.state <> 'ended'
      ) as open`),
  );
  return row.open;
}

/** Rolls up one day of one account (every scope; an empty day gets an empty 'all' cell). False when it has open chats. */
export async function rollDay(db: Db, clientId: string, day: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(lockAccountReports(clientId));
    if (await dayHasOpenChats(tx, clientId, day)) return false;
    await invalidateDays(tx, [{ clientId, day }]);
    const facts = {
      chats: sql`select ${CHAT_FACT_COLUMNS} from report_chat_facts where client_id = ${clientId} and arrived_at >= ${dayStart(day)} and arrived_at < ${dayStart(day + 1)}`,
      holds: sql`select ${HOLD_FACT_COLUMNS} from report_hold_facts where client_id = ${clientId} and from_at >= ${dayStart(day)} and from_at < ${dayStart(day + 1)}`,
    };
    await tx.execute(sql`
      with ${scopedFacts(facts, { every: true })},
      counters as (${countersSelect}),
      histogram as (${histogramSelect}),
      codes as (select scope, array_agg(code order by code) as codes, array_agg(n order by code) as counts from histogram group by scope),
      scopes as (select scope from counters union select 'all')
      insert into report_cells (client_id, span, day, scope, chats, missed, offline, rated, good, holds, answered,
        s0, s1, s2, s3, s4, n0, n1, n2, n3, n4, codes, counts)
      select ${clientId}, 1, ${day}, s.scope, coalesce(k.chats, 0), coalesce(k.missed, 0), coalesce(k.offline, 0), coalesce(k.rated, 0),
        coalesce(k.good, 0), coalesce(k.holds, 0), coalesce(k.answered, 0),
        coalesce(k.s0, 0), coalesce(k.s1, 0), coalesce(k.s2, 0), coalesce(k.s3, 0), coalesce(k.s4, 0),
        coalesce(k.n0, 0), coalesce(k.n1, 0), coalesce(k.n2, 0), coalesce(k.n3, 0), coalesce(k.n4, 0),
        coalesce(h.codes, '{}'), coalesce(h.counts, '{}')
      from scopes s left join counters k on k.scope = s.scope left join codes h on h.scope = s.scope`);
    await tx.execute(sql`
      with ${scopedFacts(facts, { every: true })}
      insert into report_arrivals (client_id, scope, quarter, chats)
      select ${clientId}, scope, quarter, chats from (${arrivalsSelect}) a`);
    return true;
  });
}

/** Builds the blocks over a rolled day whose days are all rolled (each from its span-1 cells). */
export async function buildBlocks(db: Db, clientId: string, day: number): Promise<void> {
  for (const span of BLOCK_SPANS) {
    const start = Math.floor(day / span) * span;
    await db.transaction(async (tx) => {
      await tx.execute(lockAccountReports(clientId));
      const [state] = rowsOf<{ rolled: number; built: boolean }>(
        await tx.execute(sql`select
            (select count(*)::int from report_cells where client_id = ${clientId} and span = 1 and scope = 'all' and day >= ${start} and day < ${start + span}) as rolled,
            exists (select 1 from report_cells where client_id = ${clientId} and span = ${span} and day = ${start} and scope = 'all') as built`),
      );
      if (state.rolled < span || state.built) return;
      await tx.execute(sql`
        with days as (select * from report_cells where client_id = ${clientId} and span = 1 and day >= ${start} and day < ${start + span}),
        codes as (
          select scope, array_agg(code order by code) as codes, array_agg(n order by code) as counts from (
            select scope, code, sum(n)::int as n from days, unnest(codes, counts) as u(code, n) group by scope, code
          ) x group by scope
        )
        insert into report_cells (client_id, span, day, scope, chats, missed, offline, rated, good, holds, answered,
          s0, s1, s2, s3, s4, n0, n1, n2, n3, n4, codes, counts)
        select ${clientId}, ${span}, ${start}, d.scope, sum(chats), sum(missed), sum(offline), sum(rated), sum(good), sum(holds), sum(answered),
          sum(s0), sum(s1), sum(s2), sum(s3), sum(s4), sum(n0), sum(n1), sum(n2), sum(n3), sum(n4),
          coalesce(min(h.codes), '{}'), coalesce(min(h.counts), '{}')
        from days d left join codes h on h.scope = d.scope group by d.scope`);
    });
  }
}

/**
 * Rolls up every day of every account, from its first chat to yesterday (UTC), that is not rolled up yet
 * (at most `limit` days a run, oldest first), and the blocks over them. Answers how many were rolled.
 */
export async function rollPendingDays(db: Db, limit = 400, now = new Date()): Promise<number> {
  const today = Math.floor(now.getTime() / 1000 / DAY_S);
  const pending = rowsOf<{ client_id: string; day: number }>(
    await db.execute(sql`
      with firsts as (
        select u.id as client_id, floor(extract(epoch from (
          select min(f.arrived_at) from report_chat_facts f where f.client_id = u.id
        )) / ${DAY_S})::int as first
        from users u where u.role = 'client'
      )
      select f.client_id, d.day from firsts f
      cross join lateral generate_series(f.first, ${today - 1}) as d(day)
      where f.first is not null and not exists (select 1 from report_cells r where r.client_id = f.client_id and r.span = 1 and r.day = d.day and r.scope = 'all')
      order by d.day, f.client_id limit ${limit}`),
  );
  let rolled = 0;
  for (const { client_id: clientId, day } of pending) {
    if (!(await rollDay(db, clientId, day))) continue;
    rolled += 1;
    await buildBlocks(db, clientId, day);
  }
  return rolled;
}
