// The figures of a set of chat and hold facts, per scope, in the shape the rollups keep (report_cells):
// counters, sums and counts per metric, and histogram codes. The rollup of a day and the live part of a
// report (days not rolled up yet, the edges of a range in the caller's time zone, open chats) both come
// from here, so the two can never count differently.
import { sql, type SQL } from 'drizzle-orm';
import { BIN_CODE_BASE, METRIC_NUMBER, binExpr } from './report-bins';

/**
 * Scopes a figure can be read for: the whole account, one widget, one department (the chat's widget's
 * departments when it arrived), one agent (chats by the agent who last held them; holds by their agent).
 */
export type Scope = 'all' | `w:${string}` | `d:${string}` | `a:${string}`;

/** Rows of report_chat_facts' columns (alias cf) and of report_hold_facts' columns (alias hf). */
export interface FactRows {
  chats: SQL;
  holds: SQL;
  /** The ids of the chats read live (a CTE `live` the two selects may use), when there are any. */
  live?: SQL;
}

/** Which scopes to compute: every scope of each fact (the rollup), or only these. */
export type ScopeChoice = { every: true } | { only: readonly string[] };

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const idsOf = (scopes: readonly string[], prefix: string) => scopes.filter((scope) => scope.startsWith(prefix)).map((scope) => scope.slice(prefix.length));

/** Each chat fact once per scope it counts in: every scope (the rollup), or only the scopes asked for. */
function scopedChats(choice: ScopeChoice): SQL {
  if ('every' in choice) {
    return sql`select s.scope, cf.* from cf cross join lateral (
        select 'all'::text as scope
        union all select 'w:' || cf.widget_id
        union all select 'd:' || d from jsonb_array_elements_text(cf.departments) d
        union all select 'a:' || cf.agent_id where cf.agent_id is not null
      ) s`;
  }
  const widgets = idsOf(choice.only, 'w:');
  const departments = idsOf(choice.only, 'd:');
  const agents = idsOf(choice.only, 'a:');
  const parts: SQL[] = [];
  if (choice.only.includes('all')) parts.push(sql`select 'all'::text as scope, cf.* from cf`);
  if (widgets.length) parts.push(sql`select 'w:' || cf.widget_id as scope, cf.* from cf where cf.widget_id in (${list(widgets)})`);
  if (departments.length) parts.push(sql`select 'd:' || d as scope, cf.* from cf cross join jsonb_array_elements_text(cf.departments) d where d in (${list(departments)})`);
  if (agents.length) parts.push(sql`select 'a:' || cf.agent_id as scope, cf.* from cf where cf.agent_id in (${list(agents)})`);
  return parts.length ? sql.join(parts, sql` union all `) : sql`select 'all'::text as scope, cf.* from cf where false`;
}

/** Each hold fact under its agent's scope (only agents' scopes count holds). */
function scopedHolds(choice: ScopeChoice): SQL {
  if ('every' in choice) return sql`select 'a:' || hf.agent_id as scope, hf.* from hf where hf.agent_id is not null`;
  const agents = idsOf(choice.only, 'a:');
  // Without agents' scopes the holds are not read at all (a constant false skips the scan).
  return agents.length ? sql`select 'a:' || hf.agent_id as scope, hf.* from hf where hf.agent_id in (${list(agents)})` : sql`select 'a:' as scope, hf.* from hf where false`;
}

/** CTEs cs (scoped chat facts) and hs (scoped hold facts) for the facts and scopes chosen. */
export function scopedFacts(facts: FactRows, choice: ScopeChoice): SQL {
  const live = facts.live ? sql`live as materialized (${facts.live}), ` : sql``;
  return sql`${live}cf as (${facts.chats}), hf as (${facts.holds}), cs as (${scopedChats(choice)}), hs as (${scopedHolds(choice)})`;
}

/** The counters of a cell besides the histograms: s0..s4 and n0..n4 are each metric's sum of seconds and count. */
export const COUNTER_COLUMNS = ['chats', 'missed', 'offline', 'rated', 'good', 'holds', 'answered', 's0', 's1', 's2', 's3', 's4', 'n0', 'n1', 'n2', 'n3', 'n4'] as const;
export type Counters = Record<(typeof COUNTER_COLUMNS)[number], number>;

const sumColumns = sql.raw(
  [0, 1, 2, 3, 4].map((i) => `sum(s${i})::float8 as s${i}`).join(', ') + ', ' + [0, 1, 2, 3, 4].map((i) => `sum(n${i})::int as n${i}`).join(', '),
);

/**
 * Per scope: chats (offline messages apart), missed, offline, rated, good, holds, answered, and per metric
 * (METRIC_NUMBER order) the sum of seconds and the count. Needs scopedFacts' CTEs.
 */
export const countersSelect = sql`
  select scope, sum(chats)::int as chats, sum(missed)::int as missed, sum(offline)::int as offline,
    sum(rated)::int as rated, sum(good)::int as good, sum(holds)::int as holds, sum(answered)::int as answered,
    ${sumColumns}
  from (
    select scope, count(*) filter (where status <> 3) as chats, count(*) filter (where status = 4) as missed,
      count(*) filter (where status = 3) as offline, count(rating) as rated, count(*) filter (where rating = 1) as good,
      0 as holds, 0 as answered,
      coalesce(sum(accept_sec), 0) as s0, count(accept_sec) as n0, coalesce(sum(response_sec), 0) as s1, count(response_sec) as n1,
      coalesce(sum(duration_sec), 0) as s2, count(duration_sec) as n2, 0 as s3, 0 as n3, 0 as s4, 0 as n4
    from cs group by scope
    union all
    select scope, 0, 0, 0, 0, 0, count(*), count(response_sec),
      0, 0, 0, 0, 0, 0,
      coalesce(sum(response_sec) filter (where not proactive), 0), count(response_sec) filter (where not proactive),
      coalesce(sum(duration_sec), 0), count(duration_sec)
    from hs group by scope
  ) k group by scope`;

const code = (metric: keyof typeof METRIC_NUMBER, seconds: SQL) => sql`${sql.raw(String(METRIC_NUMBER[metric] * BIN_CODE_BASE))} + ${binExpr(seconds)}`;

/** Per scope and histogram code: how many. Needs scopedFacts' CTEs. */
export const histogramSelect = sql`
  select scope, code, count(*)::int as n from (
    select scope, ${code('accept', sql`accept_sec`)} as code from cs where accept_sec is not null
    union all select scope, ${code('response', sql`response_sec`)} from cs where response_sec is not null
    union all select scope, ${code('duration', sql`duration_sec`)} from cs where duration_sec is not null
    union all select scope, ${code('holdResponse', sql`response_sec`)} from hs where response_sec is not null and not proactive
    union all select scope, ${code('holdDuration', sql`duration_sec`)} from hs where duration_sec is not null
  ) x group by scope, code`;

/** Per scope and quarter hour (UTC): arrived chats (offline messages apart). Needs scopedFacts' CTEs. */
export const arrivalsSelect = sql`
  select scope, date_bin('15 minutes', arrived_at, timestamptz '2000-01-01 00:00:00+00') as quarter, count(*)::int as chats
  from cs where status <> 3 group by scope, quarter`;
