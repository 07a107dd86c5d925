// Bulk-load helpers of the history seed: what the server keeps row by row (a trigger's holds, indexes,
// the reports' facts and rollups) done set-based for one whole account, with the same results. The
// seed test compares the facts and rollups written here with the server's own writeFactsWhere and
// rollPending over the same chats.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { rowsOf } from '../../src/db/json-row';
import { arrivalsSelect } from '../../src/reports/report-aggregate';
import { BIN_CODE_BASE, METRIC_NUMBER, binExpr } from '../../src/reports/report-bins';
import { CHAT_FACT_COLUMNS, HOLD_FACT_COLUMNS } from '../../src/reports/report-facts';
import { BLOCK_SPANS, DAY_HOURS, HOUR_S, rollPending } from '../../src/reports/report-rollup';

const n = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Drops the tables' secondary indexes and answers their definitions, for rebuildIndexes after a bulk
 * load: one sort per index instead of a million scattered inserts. Indexes behind a constraint (primary
 * keys, unique constraints) stay. Inside a transaction, so a failure leaves every index as it was.
 */
export async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<string[]> {
  const names = sql.join(tables.map((table) => sql`${table}`), sql`, `);
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace s on s.oid = t.relnamespace
      where s.nspname = current_schema() and t.relname in (${names})
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by t.relname, i.relname`),
  );
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  return indexes.map((index) => index.definition);
}

/** Builds the indexes dropSecondaryIndexes dropped, from their own definitions. */
export async function rebuildIndexes(db: Db, definitions: readonly string[]): Promise<void> {
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const definition of definitions) await db.execute(sql.raw(definition));
}

/**
 * Inserts chats (`insert`) without the holds trigger firing row by row, then writes the holds it would
 * have written for them (migration 0016, chat_holds_follow on INSERT): one per chat with an agent and an
 * accept that is active or ended, from the accept, until the end of an ended chat. `inserted` picks the
 * inserted chats (alias c).
 */
export async function insertChatsWithHolds(db: Db, insert: SQL, inserted: SQL): Promise<void> {
  await db.execute(sql`alter table chats disable trigger chats_holds_insert`);
  await db.execute(insert);
  await db.execute(sql`alter table chats enable trigger chats_holds_insert`);
  await db.execute(sql`insert into chat_holds (id, chat_id, client_id, agent_id, from_at, until_at)
    select gen_random_uuid()::text, c.id, c.client_id, c.agent_id, c.accepted_at, case when c.state = 'ended' then c.ended_at end
    from chats c where ${inserted} and c.agent_id is not null and c.accepted_at is not null and c.state in ('active', 'ended')`);
}

const seconds = (interval: SQL) => sql`extract(epoch from ${interval})::float8`;

/**
 * The reports' facts of every ended chat of the account and of their holds, as writeFactsWhere writes
 * them (report-facts.ts: the same columns from the same expressions), but with joins over the account's
 * messages and holds at once instead of a lookup per chat. Replaces the account's facts; in arrival order.
 */
export async function writeAccountFacts(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`set local work_mem = '128MB'`);
  await db.execute(sql`delete from report_hold_facts where client_id = ${accountId}`);
  await db.execute(sql`delete from report_chat_facts where client_id = ${accountId}`);
  await db.execute(sql`
    with ended as materialized (
      select id from chats where client_id = ${accountId} and state = 'ended'
    ),
    m as materialized (
      select m.chat_id, bool_or(m.seq = 1 and m.direction = 'outbound' and m.agent_id is not null) as proactive,
        min(m.created_at) filter (where m.direction = 'inbound') as guest_at
      from chat_messages m join ended e on e.id = m.chat_id group by m.chat_id
    ),
    holds as materialized (
      select h.id, h.chat_id, h.client_id, h.agent_id, h.from_at, h.until_at from chat_holds h join ended e on e.id = h.chat_id
    ),
    answers as materialized (
      select h.id, min(a.created_at) as answered_at from holds h
      join chat_messages a on a.chat_id = h.chat_id and a.direction = 'outbound' and a.agent_id = h.agent_id and a.created_at >= h.from_at
      group by h.id
    ),
    first_holds as materialized (
      select distinct on (h.chat_id) h.chat_id, h.agent_id, h.from_at, a.answered_at from holds h left join answers a on a.id = h.id
      order by h.chat_id, h.from_at, h.id
    ),
    chat_rows as (
      insert into report_chat_facts (${CHAT_FACT_COLUMNS})
      select c.id, c.client_id, c.widget_id, c.widget_departments, c.agent_id, c.created_at, coalesce(c.status, 0)::smallint, coalesce(m.proactive, false),
        case when h1.from_at is null or coalesce(m.proactive, false) then null
          else greatest(0, ${seconds(sql`h1.from_at - coalesce(m.guest_at, c.created_at)`)}) end,
        case when coalesce(m.proactive, false) then null else ${seconds(sql`h1.answered_at - h1.from_at`)} end,
        case when h1.from_at is null or c.ended_at is null then null else greatest(0, ${seconds(sql`c.ended_at - h1.from_at`)}) end,
        case c.rating when 'good' then 1 when 'bad' then 0 end::smallint
      from chats c join ended e on e.id = c.id left join m on m.chat_id = c.id left join first_holds h1 on h1.chat_id = c.id
      order by c.created_at
    )
    insert into report_hold_facts (${HOLD_FACT_COLUMNS})
    select h.id, h.chat_id, h.client_id, h.agent_id, c.widget_id, c.widget_departments, h.from_at, coalesce(m.proactive, false),
      ${seconds(sql`a.answered_at - h.from_at`)},
      case when coalesce(h.until_at, c.ended_at) is null then null else greatest(0, ${seconds(sql`coalesce(h.until_at, c.ended_at) - h.from_at`)}) end
    from holds h join chats c on c.id = h.chat_id left join m on m.chat_id = h.chat_id left join answers a on a.id = h.id
    order by h.from_at`);
}

const at = (hour: SQL) => sql`to_timestamp((${hour}) * ${n(HOUR_S)})`;
/** The first hour of the UTC day of a timestamp, as rollSpan's [start, start + 24) bounds place it. */
const dayOf = (timestamp: SQL) => sql`(floor(extract(epoch from ${timestamp}) / ${n(HOUR_S * DAY_HOURS)}) * ${n(DAY_HOURS)})::int`;
const code = (metric: keyof typeof METRIC_NUMBER, secondsExpr: SQL) => sql`${n(METRIC_NUMBER[metric] * BIN_CODE_BASE)} + ${binExpr(secondsExpr)}`;

/**
 * The account's rollups from scratch, as rollPending builds them day by day (report-rollup.ts), with one
 * GROUP BY over all days: a day cell per scope (and an empty 'all' one) for every finished day from the
 * first chat's to yesterday without an open chat, their arrivals, and the 4/16/64-day blocks whose days
 * all have cells. Then rollPending itself does the rest (the finished hours of today, other accounts).
 * Sums of seconds add up in another order than the server's: equal only while they are exact (whole
 * seconds, as the seed writes them).
 */
export async function rollAccount(db: Db, accountId: string, now: Date): Promise<void> {
  const today = Math.floor(now.getTime() / 1000 / HOUR_S / DAY_HOURS) * DAY_HOURS;
  await db.execute(sql`set local work_mem = '128MB'`);
  await db.execute(sql`delete from report_cells where client_id = ${accountId}`);
  await db.execute(sql`delete from report_arrivals where client_id = ${accountId}`);
  const [bounds] = rowsOf<{ first: number | null }>(
    await db.execute(sql`select floor(extract(epoch from min(arrived_at)) / ${n(HOUR_S)})::int as first from report_chat_facts where client_id = ${accountId}`),
  );
  if (bounds.first !== null && Math.floor(bounds.first / DAY_HOURS) * DAY_HOURS <= today - DAY_HOURS) {
    const firstDay = n(Math.floor(bounds.first / DAY_HOURS) * DAY_HOURS);
    const lastDay = n(today - DAY_HOURS);
    // Days rollSpan refuses: a chat arrived or a hold begun in them is still open.
    const days = sql`days as materialized (
      select d.start from generate_series(${firstDay}, ${lastDay}, ${n(DAY_HOURS)}) as d(start)
      except select ${dayOf(sql`c.created_at`)} from chats c where c.client_id = ${accountId} and c.state <> 'ended'
      except select ${dayOf(sql`h.from_at`)} from chat_holds h join chats c on c.id = h.chat_id where h.client_id = ${accountId} and c.state <> 'ended'
    )`;
    const facts = sql`${days},
      cf as (
        select ${dayOf(sql`arrived_at`)} as start, ${CHAT_FACT_COLUMNS} from report_chat_facts
        where client_id = ${accountId} and arrived_at >= ${at(firstDay)} and arrived_at < ${at(sql`${lastDay} + ${n(DAY_HOURS)}`)}
      ),
      hf as (
        select ${dayOf(sql`from_at`)} as start, ${HOLD_FACT_COLUMNS} from report_hold_facts
        where client_id = ${accountId} and from_at >= ${at(firstDay)} and from_at < ${at(sql`${lastDay} + ${n(DAY_HOURS)}`)}
      ),
      cs as materialized (
        select s.scope, cf.* from cf cross join lateral (
          select 'all'::text as scope
          union all select 'w:' || cf.widget_id
          union all select 'd:' || d from jsonb_array_elements_text(cf.departments) d
          union all select 'a:' || cf.agent_id where cf.agent_id is not null
        ) s where cf.start in (select start from days)
      ),
      hs as materialized (select 'a:' || hf.agent_id as scope, hf.* from hf where hf.agent_id is not null and hf.start in (select start from days))`;
    // countersSelect and histogramSelect of report-aggregate.ts, per day as well as per scope.
    await db.execute(sql`
      with ${facts},
      counters as (
        select start, scope, sum(chats)::int as chats, sum(missed)::int as missed, sum(offline)::int as offline,
          sum(rated)::int as rated, sum(good)::int as good, sum(holds)::int as holds, sum(answered)::int as answered,
          ${sql.raw([0, 1, 2, 3, 4].map((i) => `sum(s${i})::float8 as s${i}`).join(', ') + ', ' + [0, 1, 2, 3, 4].map((i) => `sum(n${i})::int as n${i}`).join(', '))}
        from (
          select start, scope, count(*) filter (where status <> 3) as chats, count(*) filter (where status = 4) as missed,
            count(*) filter (where status = 3) as offline, count(rating) as rated, count(*) filter (where rating = 1) as good,
            0 as holds, 0 as answered,
            coalesce(sum(accept_sec), 0) as s0, count(accept_sec) as n0, coalesce(sum(response_sec), 0) as s1, count(response_sec) as n1,
            coalesce(sum(duration_sec), 0) as s2, count(duration_sec) as n2, 0 as s3, 0 as n3, 0 as s4, 0 as n4
          from cs group by start, scope
          union all
          select start, scope, 0, 0, 0, 0, 0, count(*), count(response_sec),
            0, 0, 0, 0, 0, 0,
            coalesce(sum(response_sec) filter (where not proactive), 0), count(response_sec) filter (where not proactive),
            coalesce(sum(duration_sec), 0), count(duration_sec)
          from hs group by start, scope
        ) k group by start, scope
      ),
      histogram as (
        select start, scope, code, count(*)::int as n from (
          select start, scope, ${code('accept', sql`accept_sec`)} as code from cs where accept_sec is not null
          union all select start, scope, ${code('response', sql`response_sec`)} from cs where response_sec is not null
          union all select start, scope, ${code('duration', sql`duration_sec`)} from cs where duration_sec is not null
          union all select start, scope, ${code('holdResponse', sql`response_sec`)} from hs where response_sec is not null and not proactive
          union all select start, scope, ${code('holdDuration', sql`duration_sec`)} from hs where duration_sec is not null
        ) x group by start, scope, code
      ),
      codes as (select start, scope, array_agg(code order by code) as codes, array_agg(n order by code) as counts from histogram group by start, scope),
      scopes as (select start, scope from counters union select start, 'all' from days)
      insert into report_cells (client_id, span, start, scope, chats, missed, offline, rated, good, holds, answered,
        s0, s1, s2, s3, s4, n0, n1, n2, n3, n4, codes, counts)
      select ${accountId}, ${n(DAY_HOURS)}, s.start, s.scope, coalesce(k.chats, 0), coalesce(k.missed, 0), coalesce(k.offline, 0), coalesce(k.rated, 0),
        coalesce(k.good, 0), coalesce(k.holds, 0), coalesce(k.answered, 0),
        coalesce(k.s0, 0), coalesce(k.s1, 0), coalesce(k.s2, 0), coalesce(k.s3, 0), coalesce(k.s4, 0),
        coalesce(k.n0, 0), coalesce(k.n1, 0), coalesce(k.n2, 0), coalesce(k.n3, 0), coalesce(k.n4, 0),
        coalesce(h.codes, '{}'), coalesce(h.counts, '{}')
      from scopes s left join counters k on k.start = s.start and k.scope = s.scope left join codes h on h.start = s.start and h.scope = s.scope
      order by s.start, s.scope`);
    // arrivalsSelect groups by quarter hour, which lies in one day.
    await db.execute(sql`
      with ${facts}
      insert into report_arrivals (client_id, scope, quarter, chats)
      select ${accountId}, scope, quarter, chats from (${arrivalsSelect}) a`);
    for (const span of BLOCK_SPANS) {
      await db.execute(sql`
        with blocks as (
          select start / ${n(span)} * ${n(span)} as block from report_cells
          where client_id = ${accountId} and span = ${n(DAY_HOURS)} and scope = 'all' group by 1 having count(*) = ${n(span / DAY_HOURS)}
        ),
        days as (
          select c.*, c.start / ${n(span)} * ${n(span)} as block from report_cells c
          where c.client_id = ${accountId} and c.span = ${n(DAY_HOURS)} and c.start / ${n(span)} * ${n(span)} in (select block from blocks)
        ),
        codes as (
          select block, scope, array_agg(code order by code) as codes, array_agg(n order by code) as counts from (
            select block, scope, code, sum(n)::int as n from days, unnest(codes, counts) as u(code, n) group by block, scope, code
          ) x group by block, scope
        )
        insert into report_cells (client_id, span, start, scope, chats, missed, offline, rated, good, holds, answered,
          s0, s1, s2, s3, s4, n0, n1, n2, n3, n4, codes, counts)
        select ${accountId}, ${n(span)}, d.block, d.scope, sum(chats), sum(missed), sum(offline), sum(rated), sum(good), sum(holds), sum(answered),
          sum(s0), sum(s1), sum(s2), sum(s3), sum(s4), sum(n0), sum(n1), sum(n2), sum(n3), sum(n4),
          coalesce(min(h.codes), '{}'), coalesce(min(h.counts), '{}')
        from days d left join codes h on h.block = d.block and h.scope = d.scope group by d.block, d.scope`);
    }
  }
  // The finished hours of today (and of a day refused above), and any other account's due spans.
  await rollPending(db, 100_000, now);
}
