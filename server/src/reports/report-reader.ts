// Reads the figures of a time window per scope: the rolled-up cells of the whole UTC days inside it
// (largest aligned blocks first), the facts of the rest (the window's edges in the caller's time zone,
// days not rolled up yet), and, live, the chats still open or ended a moment ago whose facts are not
// written yet. With a filter no scope holds (a widget and an agent together, say), everything comes from
// the facts, narrowed by the filter.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/json-row';
import { COUNTER_COLUMNS, arrivalsSelect, countersSelect, histogramSelect, scopedFacts, type Counters, type FactRows } from './report-aggregate';
import { CHAT_FACT_COLUMNS, HOLD_FACT_COLUMNS, chatFactsSelect, holdFactsSelect, type Executor } from './report-facts';
import { BLOCK_SPANS, DAY_S } from './report-rollup';

/** Facts narrowed by a filter no scope holds (all must match). */
export interface FactFilter {
  widgetId?: string;
  departmentId?: string;
  /** Chats by their last agent, holds by their agent. */
  agentIds?: readonly string[];
}

export interface FigureRequest {
  clientId: string;
  start: Date;
  end: Date;
  scopes: readonly string[];
  filter?: FactFilter;
}

export interface ScopeFigures {
  counters: Counters;
  /** Histogram code → count. */
  histogram: Map<number, number>;
}

interface Interval {
  from: Date;
  to: Date;
}

export interface ReadPlan {
  cells: Array<{ span: number; day: number }>;
  raw: Interval[];
}

const dayDate = (day: number) => new Date(day * DAY_S * 1000);

/** Chooses the cells to read for the whole UTC days inside [start, end) and the intervals to read from the facts. */
export async function planRead(db: Executor, clientId: string, start: Date, end: Date): Promise<ReadPlan> {
  const firstDay = Math.ceil(start.getTime() / 1000 / DAY_S);
  const endDay = Math.floor(end.getTime() / 1000 / DAY_S);
  if (firstDay >= endDay) return { cells: [], raw: [{ from: start, to: end }] };
  const built = new Set(
    rowsOf<{ span: number; day: number }>(
      await db.execute(sql`select span, day from report_cells where client_id = ${clientId} and scope = 'all' and day >= ${firstDay} and day < ${endDay}`),
    ).map((row) => `${row.span}:${row.day}`),
  );
  const plan: ReadPlan = { cells: [], raw: [] };
  const addRaw = (from: Date, to: Date) => {
    const last = plan.raw[plan.raw.length - 1];
    if (last && last.to.getTime() === from.getTime()) last.to = to;
    else plan.raw.push({ from, to });
  };
  if (start < dayDate(firstDay)) addRaw(start, dayDate(firstDay));
  for (let day = firstDay; day < endDay; ) {
    const span = [...BLOCK_SPANS].reverse().find((size) => day % size === 0 && day + size <= endDay && built.has(`${size}:${day}`)) ?? (built.has(`1:${day}`) ? 1 : 0);
    if (span) plan.cells.push({ span, day });
    else addRaw(dayDate(day), dayDate(day + 1));
    day += span || 1;
  }
  if (dayDate(endDay) < end) addRaw(dayDate(endDay), end);
  return plan;
}

const iso = (date: Date) => date.toISOString();

function within(column: SQL, intervals: readonly Interval[]): SQL {
  if (intervals.length === 0) return sql`false`;
  return sql`(${sql.join(
    intervals.map((interval) => sql`(${column} >= ${iso(interval.from)}::timestamptz and ${column} < ${iso(interval.to)}::timestamptz)`),
    sql` or `,
  )})`;
}

function filtered(alias: string, filter: FactFilter | undefined, agentColumn: string): SQL {
  const parts: SQL[] = [];
  if (filter?.widgetId) parts.push(sql`${sql.raw(alias)}.widget_id = ${filter.widgetId}`);
  if (filter?.departmentId) parts.push(sql`${sql.raw(alias)}.departments @> jsonb_build_array(${filter.departmentId}::text)`);
  if (filter?.agentIds) {
    parts.push(
      filter.agentIds.length ? sql`${sql.raw(`${alias}.${agentColumn}`)} in (${sql.join(filter.agentIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`,
    );
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The chats read live: open ones, and ones ended in the last ten minutes whose facts are not written yet
 * (the facts job runs a moment after the end). Two conditions, each answered by an index of its own
 * (the account's open chats; its chats by end time).
 */
function liveChats(clientId: string): SQL[] {
  return [
    sql`c.client_id = ${clientId} and c.state in ('pending', 'active')`,
    sql`c.client_id = ${clientId} and c.state = 'ended' and c.ended_at > now() - interval '10 minutes'
      and not exists (select 1 from report_chat_facts x where x.chat_id = c.id)`,
  ];
}

/** The fact rows of the raw intervals, with the live ones of the whole window. */
export function rawFacts(request: FigureRequest, raw: readonly Interval[]): FactRows {
  const { clientId, filter } = request;
  const window = [{ from: request.start, to: request.end }];
  const liveChatRows = liveChats(clientId).map(
    (live) => sql`select ${CHAT_FACT_COLUMNS} from (${chatFactsSelect(sql`${live} and ${within(sql`c.created_at`, window)}`)}) l where ${filtered('l', filter, 'agent_id')}`,
  );
  const liveHoldRows = liveChats(clientId).map(
    (live) => sql`select ${HOLD_FACT_COLUMNS} from (${holdFactsSelect(sql`${live} and ${within(sql`h.from_at`, window)}`)}) l where ${filtered('l', filter, 'agent_id')}`,
  );
  return {
    chats: sql.join(
      [sql`select ${CHAT_FACT_COLUMNS} from report_chat_facts f where f.client_id = ${clientId} and ${within(sql`f.arrived_at`, raw)} and ${filtered('f', filter, 'agent_id')}`, ...liveChatRows],
      sql` union all `,
    ),
    holds: sql.join(
      [sql`select ${HOLD_FACT_COLUMNS} from report_hold_facts f where f.client_id = ${clientId} and ${within(sql`f.from_at`, raw)} and ${filtered('f', filter, 'agent_id')}`, ...liveHoldRows],
      sql` union all `,
    ),
  };
}

const cellKeys = (plan: ReadPlan) =>
  plan.cells.length ? sql`(span, day) in (${sql.join(plan.cells.map((cell) => sql`(${cell.span}, ${cell.day})`), sql`, `)})` : sql`false`;

const scopeList = (scopes: readonly string[]) => (scopes.length ? sql`scope in (${sql.join(scopes.map((scope) => sql`${scope}`), sql`, `)})` : sql`false`);

const emptyCounters = (): Counters => Object.fromEntries(COUNTER_COLUMNS.map((column) => [column, 0])) as Counters;

/** The plan of a request: everything from the facts under a filter, else cells where rolled up. */
export async function planFor(db: Executor, request: FigureRequest): Promise<ReadPlan> {
  return request.filter ? { cells: [], raw: [{ from: request.start, to: request.end }] } : planRead(db, request.clientId, request.start, request.end);
}

/** The figures of each requested scope over the window (every requested scope is in the answer). */
export async function readFigures(db: Executor, request: FigureRequest, plan: ReadPlan): Promise<Map<string, ScopeFigures>> {
  const facts = scopedFacts(rawFacts(request, plan.raw), { only: request.scopes });
  const cells = sql`select * from report_cells where client_id = ${request.clientId} and ${scopeList(request.scopes)} and ${cellKeys(plan)}`;
  const counterSums = sql.raw(COUNTER_COLUMNS.map((column) => `sum(${column})::float8 as ${column}`).join(', '));
  const counterRows = rowsOf<Counters & { scope: string }>(
    await db.execute(sql`with ${facts}, cells as (${cells})
      select scope, ${counterSums} from (
        select scope, ${sql.raw(COUNTER_COLUMNS.join(', '))} from cells
        union all select scope, ${sql.raw(COUNTER_COLUMNS.join(', '))} from (${countersSelect}) k
      ) x group by scope`),
  );
  const histogramRows = rowsOf<{ scope: string; code: number; n: number }>(
    await db.execute(sql`with ${facts}, cells as (${cells})
      select scope, code, sum(n)::int as n from (
        select scope, code, n from cells, unnest(codes, counts) as u(code, n)
        union all select scope, code, n from (${histogramSelect}) h
      ) x group by scope, code`),
  );
  const answer = new Map<string, ScopeFigures>(request.scopes.map((scope) => [scope, { counters: emptyCounters(), histogram: new Map() }]));
  for (const row of counterRows) {
    const counters = emptyCounters();
    for (const column of COUNTER_COLUMNS) counters[column] = Number(row[column]);
    answer.get(row.scope)!.counters = counters;
  }
  for (const row of histogramRows) answer.get(row.scope)!.histogram.set(row.code, row.n);
  return answer;
}

/** Arrived chats of the scopes (summed) per local slot: `slot` is an SQL expression of `at` (timestamp in tz). */
export async function readArrivals(db: Executor, request: FigureRequest, plan: ReadPlan, tz: string, slots: SQL): Promise<Array<{ slot: string | number; chats: number }>> {
  const covered = plan.cells.map((cell) => ({ from: dayDate(cell.day), to: dayDate(cell.day + cell.span) }));
  const facts = scopedFacts(rawFacts(request, plan.raw), { only: request.scopes });
  return rowsOf<{ slot: string | number; chats: number }>(
    await db.execute(sql`with ${facts}
      select ${slots} as slot, sum(chats)::int as chats from (
        select (quarter at time zone ${tz}) as at, chats from report_arrivals
        where client_id = ${request.clientId} and ${scopeList(request.scopes)} and ${within(sql`quarter`, covered)}
        union all select (quarter at time zone ${tz}) as at, chats from (${arrivalsSelect}) a
      ) x group by 1 order by 1`),
  );
}
