// Rollups of the reports (report_cells): per account, scope and aligned span of UTC hours. A finished hour
// of the last two days is a span-1 cell; a finished day, a span-24 cell (its hour cells then go); blocks
// of 4, 16 and 64 days are built from day cells. So a 90-day report reads about twenty cells per scope and
// only the current hour (and the range's edges in the caller's time zone) from the facts. A span is rolled
// up once it is over and none of its chats is still open; a later change to its facts (a chat ending, a
// rating) throws away every cell over that hour under the account's lock, and the next roll (every
// minute) builds them again. A span without its 'all' cell is read from the facts instead.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { arrivalsSelect, countersSelect, histogramSelect, scopedFacts } from './report-aggregate';
import { CHAT_FACT_COLUMNS, HOLD_FACT_COLUMNS, type ChangedHour, type Executor } from './report-facts';

export const HOUR_S = 3_600;
export const DAY_HOURS = 24;
/** Blocks built from day cells: 4, 16 and 64 days, in hours. */
export const BLOCK_SPANS = [4 * DAY_HOURS, 16 * DAY_HOURS, 64 * DAY_HOURS] as const;
/** Every span a report may read, longest first. */
export const READ_SPANS = [...[...BLOCK_SPANS].reverse(), DAY_HOURS, 1] as const;

/** Serialises the rollups of one account (the roller against a late update) across nodes. */
export const lockAccountReports = (clientId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`reports:${clientId}`}, 0))`;

const at = (hour: number) => sql`to_timestamp(${hour * HOUR_S})`;

/** Throws away every cell over these hours and their arrivals (call inside the account's lock). */
export async function invalidateHours(db: Executor, hours: readonly ChangedHour[]): Promise<void> {
  for (const { clientId, hour } of hours) {
    await db.execute(sql`delete from report_cells where client_id = ${clientId} and start <= ${hour} and start + span > ${hour}`);
    await db.execute(sql`delete from report_arrivals where client_id = ${clientId} and quarter >= ${at(hour)} and quarter < ${at(hour + 1)}`);
  }
}

/** Whether a chat that counts in [start, start + span) hours (arrived, or a hold begun) is still open. */
async function hasOpenChats(db: Executor, clientId: string, start: number, span: number): Promise<boolean> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`select exists (
        select 1 from chats c where c.client_id = ${clientId} and c.state <> 'ended' and c.created_at >= ${at(start)} and c.created_at < ${at(start + span)}
      ) or exists (
        select 1 from chat_holds h join chats c on c.id = h.chat_id
        where h.client_id = ${clientId} and h.from_at >= ${at(start)} and h.from_at < ${at(start + span)} and c.state <> 'ended'
      ) as open`),
  );
  return row.open;
}

/**
 * Rolls up [start, start + span) hours of one account, every scope (an empty span gets an empty 'all'
 * cell), and its arrivals. False when a chat of it is still open.
 */
export async function rollSpan(db: Db, clientId: string, start: number, span: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(lockAccountReports(clientId));
    if (await hasOpenChats(tx, clientId, start, span)) return false;
    await tx.execute(sql`delete from report_cells where client_id = ${clientId} and span = ${span} and start = ${start}`);
    await tx.execute(sql`delete from report_arrivals where client_id = ${clientId} and quarter >= ${at(start)} and quarter < ${at(start + span)}`);
    const facts = {
      chats: sql`select ${CHAT_FACT_COLUMNS} from report_chat_facts where client_id = ${clientId} and arrived_at >= ${at(start)} and arrived_at < ${at(start + span)}`,
      holds: sql`select ${HOLD_FACT_COLUMNS} from report_hold_facts where client_id = ${clientId} and from_at >= ${at(start)} and from_at < ${at(start + span)}`,
    };
    await tx.execute(sql`
      with ${scopedFacts(facts, { every: true })},
      counters as (${countersSelect}),
      histogram as (${histogramSelect}),
      codes as (select scope, array_agg(code order by code) as codes, array_agg(n order by code) as counts from histogram group by scope),
      scopes as (select scope from counters union select 'all')
      insert into report_cells (client_id, span, start, scope, chats, missed, offline, rated, good, holds, answered,
        s0, s1, s2, s3, s4, n0, n1, n2, n3, n4, codes, counts)
      select ${clientId}, ${span}, ${start}, s.scope, coalesce(k.chats, 0), coalesce(k.missed, 0), coalesce(k.offline, 0), coalesce(k.rated, 0),
        coalesce(k.good, 0), coalesce(k.holds, 0), coalesce(k.answered, 0),
        coalesce(k.s0, 0), coalesce(k.s1, 0), coalesce(k.s2, 0), coalesce(k.s3, 0), coalesce(k.s4, 0),
        coalesce(k.n0, 0), coalesce(k.n1, 0), coalesce(k.n2, 0), coalesce(k.n3, 0), coalesce(k.n4, 0),
        coalesce(h.codes, '{}'), coalesce(h.counts, '{}')
      from scopes s left join counters k on k.scope = s.scope left join codes h on h.scope = s.scope`);
    await tx.execute(sql`
      with ${scopedFacts(facts, { every: true })}
      insert into report_arrivals (client_id, scope, quarter, chats)
      select ${clientId}, scope, quarter, chats from (${arrivalsSelect}) a`);
    // A day's cell replaces its hours' cells.
    if (span === DAY_HOURS) await tx.execute(sql`delete from report_cells where client_id = ${clientId} and span = 1 and start >= ${start} and start < ${start + span}`);
    return true;
  });
}

/** Builds the blocks over a rolled-up day (its first hour) whose days are all rolled up, from their day cells. */
export async function buildBlocks(db: Db, clientId: string, dayStart: number): Promise<void> {
  for (const span of BLOCK_SPANS) {
    const start = Math.floor(dayStart / span) * span;
    await db.transaction(async (tx) => {
      await tx.execute(lockAccountReports(clientId));
      const [state] = rowsOf<{ rolled: number; built: boolean }>(
        await tx.execute(sql`select
            (select count(*)::int from report_cells where client_id = ${clientId} and span = ${DAY_HOURS} and scope = 'all' and start >= ${start} and start < ${start + span}) as rolled,
            exists (select 1 from report_cells where client_id = ${clientId} and span = ${span} and start = ${start} and scope = 'all') as built`),
      );
      if (state.rolled < span / DAY_HOURS || state.built) return;
      await tx.execute(sql`
        with days as (select * from report_cells where client_id = ${clientId} and span = ${DAY_HOURS} and start >= ${start} and start < ${start + span}),
        codes as (
          select scope, array_agg(code order by code) as codes, array_agg(n order by code) as counts from (
            select scope, code, sum(n)::int as n from days, unnest(codes, counts) as u(code, n) group by scope, code
          ) x group by scope
        )
        insert into report_cells (client_id, span, start, scope, chats, missed, offline, rated, good, holds, answered,
          s0, s1, s2, s3, s4, n0, n1, n2, n3, n4, codes, counts)
        select ${clientId}, ${span}, ${start}, d.scope, sum(chats), sum(missed), sum(offline), sum(rated), sum(good), sum(holds), sum(answered),
          sum(s0), sum(s1), sum(s2), sum(s3), sum(s4), sum(n0), sum(n1), sum(n2), sum(n3), sum(n4),
          coalesce(min(h.codes), '{}'), coalesce(min(h.counts), '{}')
        from days d left join codes h on h.scope = d.scope group by d.scope`);
    });
  }
}

/**
 * Rolls up what is due, oldest first: every finished UTC day of every account from its first chat to
 * yesterday that has no day cell (and the blocks over it), then every finished hour of the last two days
 * whose day has no cell yet. At most `limit` spans a run. Answers how many were rolled up.
 */
export async function rollPending(db: Db, limit = 400, now = new Date()): Promise<number> {
  const currentHour = Math.floor(now.getTime() / 1000 / HOUR_S);
  const today = Math.floor(currentHour / DAY_HOURS) * DAY_HOURS;
  const firstHours = sql`select u.id as client_id, floor(extract(epoch from (
      select min(f.arrived_at) from report_chat_facts f where f.client_id = u.id
    )) / ${HOUR_S})::int as first
    from users u where u.role = 'client'`;
  const days = rowsOf<{ client_id: string; start: number }>(
    await db.execute(sql`
      with firsts as (${firstHours})
      select f.client_id, d.start from firsts f
      cross join lateral generate_series(f.first / ${DAY_HOURS} * ${DAY_HOURS}, ${today - DAY_HOURS}, ${DAY_HOURS}) as d(start)
      where f.first is not null and not exists (
        select 1 from report_cells r where r.client_id = f.client_id and r.span = ${DAY_HOURS} and r.start = d.start and r.scope = 'all'
      )
      order by d.start, f.client_id limit ${limit}`),
  );
  let rolled = 0;
  for (const { client_id: clientId, start } of days) {
    if (!(await rollSpan(db, clientId, start, DAY_HOURS))) continue;
    rolled += 1;
    await buildBlocks(db, clientId, start);
  }
  const hours = rowsOf<{ client_id: string; start: number }>(
    await db.execute(sql`
      with firsts as (${firstHours})
      select f.client_id, h.start from firsts f
      cross join lateral generate_series(greatest(f.first, ${today - DAY_HOURS}), ${currentHour - 1}) as h(start)
      where f.first is not null and not exists (
        select 1 from report_cells r where r.client_id = f.client_id and r.scope = 'all'
          and ((r.span = 1 and r.start = h.start) or (r.span = ${DAY_HOURS} and r.start = h.start / ${DAY_HOURS} * ${DAY_HOURS}))
      )
      order by h.start, f.client_id limit ${Math.max(0, limit - rolled)}`),
  );
  for (const { client_id: clientId, start } of hours) if (await rollSpan(db, clientId, start, 1)) rolled += 1;
  return rolled;
}
