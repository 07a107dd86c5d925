// Bulk-load helpers of the history seed: what the server keeps row by row (a trigger's holds, indexes,
// the reports' facts and rollups) done set-based for one whole account, with the same results. The
// seed test compares the facts and rollups written here with the server's own writeFactsWhere and
// rollPending over the same chats.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { rowsOf } from '../../src/db/json-row';
import { BIN_CODE_BASE, METRIC_NUMBER, binExpr } from '../../src/reports/report-bins';
import { CHAT_FACT_COLUMNS, HOLD_FACT_COLUMNS } from '../../src/reports/report-facts';
import { BLOCK_SPANS, DAY_HOURS, HOUR_S, rollPending } from '../../src/reports/report-rollup';

const n = (value: number) => sql.raw(String(Math.trunc(value)));
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the tables' keys, indexes and foreign keys (theirs and those pointing at them) and answers the
 * statements that make them again (rebuildAfterBulkLoad): one sort per index and one join per foreign
 * key instead of millions of scattered index inserts and key lookups. Making a key or a foreign key again
 * checks every row, so nothing goes unchecked. Inside a transaction, so a failure leaves all as it was.
 */
export async function dropForBulkLoad(db: Db, tables: readonly string[]): Promise<string[]> {
  const names = sql.join(tables.map((table) => sql`${table}`), sql`, `);
  const ofTables = (column: SQL) => sql`${column} in (select t.oid from pg_class t join pg_namespace s on s.oid = t.relnamespace
    where s.nspname = current_schema() and t.relname in (${names}))`;
  type Constraint = { table: string; name: string; definition: string };
  const constraintsWhere = async (where: SQL) =>
    rowsOf<Constraint>(
      await db.execute(sql`select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c where ${where} order by c.conrelid::regclass::text, c.conname`),
    );
  const foreignKeys = await constraintsWhere(sql`c.contype = 'f' and (${ofTables(sql`c.conrelid`)} or ${ofTables(sql`c.confrelid`)})`);
  for (const key of foreignKeys) await db.execute(sql.raw(`alter table ${key.table} drop constraint ${quote(key.name)}`));
  const keys = await constraintsWhere(sql`c.contype in ('p', 'u') and ${ofTables(sql`c.conrelid`)}`);
  for (const key of keys) await db.execute(sql.raw(`alter table ${key.table} drop constraint ${quote(key.name)}`));
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid where ${ofTables(sql`x.indrelid`)} order by i.relname`),
  );
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  // Keys first: the foreign keys need the keys they point at.
  const add = (key: Constraint) => `alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`;
  return [...keys.map(add), ...indexes.map((index) => index.definition), ...foreignKeys.map(add)];
}

/** Makes again what dropForBulkLoad dropped. */
export async function rebuildAfterBulkLoad(db: Db, statements: readonly string[]): Promise<void> {
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  await db.execute(sql`set local work_mem = '128MB'`);
  for (const statement of statements) await db.execute(sql.raw(statement));
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
/** The UTC day of a timestamp (as rollSpan's [start, start + 24) hour bounds place it), in integer arithmetic. */
const dayOf = (timestamp: SQL) => sql`date_trunc('day', ${timestamp}, 'UTC')`;

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
      select d.start, ${at(sql`d.start`)} as day from generate_series(${firstDay}, ${lastDay}, ${n(DAY_HOURS)}) as d(start)
      where ${at(sql`d.start`)} not in (
        select ${dayOf(sql`c.created_at`)} from chats c where c.client_id = ${accountId} and c.state <> 'ended'
        union select ${dayOf(sql`h.from_at`)} from chat_holds h join chats c on c.id = h.chat_id where h.client_id = ${accountId} and c.state <> 'ended'
      )
    )`;
    const range = (column: string) =>
      sql`f.client_id = ${accountId} and f.${sql.raw(column)} >= ${at(firstDay)} and f.${sql.raw(column)} < ${at(sql`${lastDay} + ${n(DAY_HOURS)}`)}`;
    // Facts of the days rolled up (f), with their day (d.start).
    const chatFrom = sql`report_chat_facts f join days d on d.day = ${dayOf(sql`f.arrived_at`)}`;
    const chatWhere = range('arrived_at');
    const holdFrom = sql`report_hold_facts f join days d on d.day = ${dayOf(sql`f.from_at`)}`;
    const holdWhere = sql`${range('from_at')} and f.agent_id is not null`;
    // Chat facts are first summed per day and the columns their scopes come from (a few dozen rows a day,
    // not one per chat and scope), then per scope: counts and sums add up alike either way.
    const scopesOf = (row: string) =>
      sql.raw(`cross join lateral (
        select 'all'::text as scope
        union all select 'w:' || ${row}.widget_id
        union all select 'd:' || d from jsonb_array_elements_text(${row}.departments) d
        union all select 'a:' || ${row}.agent_id where ${row}.agent_id is not null
      ) s`);
    const baseKeys = sql`d.start, f.widget_id, f.agent_id, f.departments`;
    // countersSelect and histogramSelect of report-aggregate.ts, per day as well as per scope.
    await db.execute(sql`
      with ${days},
      chat_sums as (
        select ${baseKeys}, count(*) filter (where status <> 3) as chats, count(*) filter (where status = 4) as missed,
          count(*) filter (where status = 3) as offline, count(rating) as rated, count(*) filter (where rating = 1) as good,
          coalesce(sum(accept_sec), 0) as s0, count(accept_sec) as n0, coalesce(sum(response_sec), 0) as s1, count(response_sec) as n1,
          coalesce(sum(duration_sec), 0) as s2, count(duration_sec) as n2
        from ${chatFrom} where ${chatWhere} group by ${baseKeys}
      ),
      counters as (
        select start, scope, sum(chats)::int as chats, sum(missed)::int as missed, sum(offline)::int as offline,
          sum(rated)::int as rated, sum(good)::int as good, sum(holds)::int as holds, sum(answered)::int as answered,
          ${sql.raw([0, 1, 2, 3, 4].map((i) => `sum(s${i})::float8 as s${i}`).join(', ') + ', ' + [0, 1, 2, 3, 4].map((i) => `sum(n${i})::int as n${i}`).join(', '))}
        from (
          select b.start, s.scope, b.chats, b.missed, b.offline, b.rated, b.good, 0 as holds, 0 as answered,
            b.s0, b.n0, b.s1, b.n1, b.s2, b.n2, 0 as s3, 0 as n3, 0 as s4, 0 as n4
          from chat_sums b ${scopesOf('b')}
          union all
          select d.start, 'a:' || f.agent_id, 0, 0, 0, 0, 0, count(*), count(response_sec),
            0, 0, 0, 0, 0, 0,
            coalesce(sum(response_sec) filter (where not proactive), 0), count(response_sec) filter (where not proactive),
            coalesce(sum(duration_sec), 0), count(duration_sec)
          from ${holdFrom} where ${holdWhere} group by d.start, f.agent_id
        ) k group by start, scope
      ),
      chat_values as materialized (
        select ${baseKeys}, x.metric, x.value, count(*) as n from ${chatFrom} cross join lateral (
          select ${n(METRIC_NUMBER.accept)} as metric, f.accept_sec as value where f.accept_sec is not null
          union all select ${n(METRIC_NUMBER.response)}, f.response_sec where f.response_sec is not null
          union all select ${n(METRIC_NUMBER.duration)}, f.duration_sec where f.duration_sec is not null
        ) x where ${chatWhere} group by ${baseKeys}, x.metric, x.value
      ),
      hold_values as materialized (
        select d.start, f.agent_id, x.metric, x.value, count(*) as n from ${holdFrom} cross join lateral (
          select ${n(METRIC_NUMBER.holdResponse)} as metric, f.response_sec as value where f.response_sec is not null and not f.proactive
          union all select ${n(METRIC_NUMBER.holdDuration)}, f.duration_sec where f.duration_sec is not null
        ) x where ${holdWhere} group by d.start, f.agent_id, x.metric, x.value
      ),
      -- binExpr once per distinct duration, not once per fact (its logarithm is costly).
      bins as (
        select value, ${binExpr(sql`value`)} as bin from (select value from chat_values union select value from hold_values) v
      ),
      histogram as (
        select start, scope, code, sum(n)::int as n from (
          select b.start, s.scope, b.metric * ${n(BIN_CODE_BASE)} + bins.bin as code, b.n from chat_values b join bins on bins.value = b.value ${scopesOf('b')}
          union all
          select b.start, 'a:' || b.agent_id, b.metric * ${n(BIN_CODE_BASE)} + bins.bin, b.n from hold_values b join bins on bins.value = b.value
        ) y group by start, scope, code
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
    // arrivalsSelect: per scope and quarter hour (which lies in one day), chats but offline messages.
    await db.execute(sql`
      with ${days},
      quarters as (
        select date_bin('15 minutes', f.arrived_at, timestamptz '2000-01-01 00:00:00+00') as quarter, f.widget_id, f.agent_id, f.departments, count(*) as chats
        from ${chatFrom} where ${chatWhere} and f.status <> 3 group by 1, 2, 3, 4
      )
      insert into report_arrivals (client_id, scope, quarter, chats)
      select ${accountId}, s.scope, b.quarter, sum(b.chats)::int from quarters b ${scopesOf('b')} group by s.scope, b.quarter`);
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
