// Reads the figures of a time window per scope: the rolled-up cells of the whole UTC days inside it
// (largest aligned blocks first), the facts of the rest (the window's edges in the caller's time zone,
// days not rolled up yet), and, live, the chats still open or ended a moment ago whose facts are not
// written yet. With a filter no scope holds (a widget and an agent together, say), everything comes from
// the facts, narrowed by the filter.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/json-row';
import { COUNTER_COLUMNS, arrivalsSelect, countersSelect, histogramSelect, scopedFacts, type Counters, type FactRows } from './report-aggregate';
import { CHAT_FACT_COLUMNS, HOLD_FACT_COLUMNS, chatFactsSelect, holdFactsSelect, type Executor } from './report-facts';
import { HOUR_S, READ_SPANS } from './report-rollup';

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
  /** Cells by span and first hour (epoch hour numbers). */
  cells: Array<{ span: number; start: number }>;
  raw: Interval[];
}

const hourDate = (hour: number) => new Date(hour * HOUR_S * 1000);

/**
 * Chooses the cells to read for the whole UTC hours inside [start, end) (the longest aligned spans rolled
 * up) and the intervals to read from the facts (the rest).
 */
export async function planRead(db: Executor, clientId: string, start: Date, end: Date): Promise<ReadPlan> {
  const firstHour = Math.ceil(start.getTime() / 1000 / HOUR_S);
  const endHour = Math.floor(end.getTime() / 1000 / HOUR_S);
  if (firstHour >= endHour) return { cells: [], raw: [{ from: start, to: end }] };
  const built = new Set(
    rowsOf<{ span: number; start: number }>(
      await db.execute(sql`select span, start from report_cells where client_id = ${clientId} and scope = 'all' and start >= ${firstHour} and start < ${endHour}`),
    ).map((row) => `${row.span}:${row.start}`),
  );
  const plan: ReadPlan = { cells: [], raw: [] };
  const addRaw = (from: Date, to: Date) => {
    const last = plan.raw[plan.raw.length - 1];
    if (last && last.to.getTime() === from.getTime()) last.to = to;
    else plan.raw.push({ from, to });
  };
  if (start < hourDate(firstHour)) addRaw(start, hourDate(firstHour));
  for (let hour = firstHour; hour < endHour; ) {
    const span = READ_SPANS.find((size) => hour % size === 0 && hour + size <= endHour && built.has(`${size}:${hour}`));
    if (span) plan.cells.push({ span, start: hour });
    else addRaw(hourDate(hour), hourDate(hour + 1));
    hour += span ?? 1;
  }
  if (hourDate(endHour) < end) addRaw(hourDate(endHour), end);
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
 * (the facts job runs a moment after the end). Found first (each condition by an index of its own: the
 * account's open chats, its chats by end time), so that their holds are looked up by chat, never by agent.
 */
function liveChatIds(clientId: string): SQL {
  return sql`select c.id from chats c where c.client_id = ${clientId} and c.state in ('pending', 'active')
    union all
    select c.id from chats c where c.client_id = ${clientId} and c.state = 'ended' and c.ended_at > now() - interval '10 minutes'
      and not exists (select 1 from report_chat_facts x where x.chat_id = c.id)`;
}

/** The fact rows of the raw intervals, with the live ones of the whole window (needs the CTE `live`). */
export function rawFacts(request: FigureRequest, raw: readonly Interval[]): FactRows {
  const { clientId, filter } = request;
  const window = [{ from: request.start, to: request.end }];
  const live = sql`c.id in (select id from live)`;
  return {
    chats: sql`select ${CHAT_FACT_COLUMNS} from report_chat_facts f where f.client_id = ${clientId} and ${within(sql`f.arrived_at`, raw)} and ${filtered('f', filter, 'agent_id')}
      union all
      select ${CHAT_FACT_COLUMNS} from (${chatFactsSelect(sql`${live} and ${within(sql`c.created_at`, window)}`)}) l where ${filtered('l', filter, 'agent_id')}`,
    holds: sql`select ${HOLD_FACT_COLUMNS} from report_hold_facts f where f.client_id = ${clientId} and ${within(sql`f.from_at`, raw)} and ${filtered('f', filter, 'agent_id')}
      union all
      select ${HOLD_FACT_COLUMNS} from (${holdFactsSelect(sql`${live} and ${within(sql`h.from_at`, window)}`)}) l where ${filtered('l', filter, 'agent_id')}`,
    live: liveChatIds(clientId),
  };
}

const cellKeys = (plan: ReadPlan) =>
  plan.cells.length ? sql`(span, start) in (${sql.join(plan.cells.map((cell) => sql`(${cell.span}, ${cell.start})`), sql`, `)})` : sql`false`;

const scopeList = (scopes: readonly string[]) => (scopes.length ? sql`scope in (${sql.join(scopes.map((scope) => sql`${scope}`), sql`, `)})` : sql`false`);

const emptyCounters = (): Counters => Object.fromEntries(COUNTER_COLUMNS.map((column) => [column, 0])) as Counters;

/** The plan of a request: everything from the facts under a filter, else cells where rolled up. */
export async function planFor(db: Executor, request: FigureRequest): Promise<ReadPlan> {
  return request.filter ? { cells: [], raw: [{ from: request.start, to: request.end }] } : planRead(db, request.clientId, request.start, request.end);
}

/** Arrived chats per local slot, for each `slots` expression of `at` (the arrival as a timestamp in `tz`). */
export interface ArrivalSlots {
  tz: string;
  slots: SQL[];
}

export interface ReportRead {
  /** Every requested scope's figures. */
  figures: Map<string, ScopeFigures>;
  /** Per ArrivalSlots expression: slot → arrived chats of the scopes (summed). */
  arrivals: Array<Map<string, number>>;
}

/**
 * The figures of each requested scope over the window and, when asked, the arrivals per local slot, in
 * one statement (the facts' part is read once whatever is computed from it).
 */
export async function readReport(db: Executor, request: FigureRequest, plan: ReadPlan, arrivalSlots?: ArrivalSlots): Promise<ReportRead> {
  const facts = scopedFacts(rawFacts(request, plan.raw), { only: request.scopes });
  const cells = sql`select * from report_cells where client_id = ${request.clientId} and ${scopeList(request.scopes)} and ${cellKeys(plan)}`;
  const columns = sql.raw(COUNTER_COLUMNS.join(', '));
  const counterSums = sql.raw(COUNTER_COLUMNS.map((column) => `sum(${column})::float8 as ${column}`).join(', '));
  const covered = plan.cells.map((cell) => ({ from: hourDate(cell.start), to: hourDate(cell.start + cell.span) }));
  const arrivals = arrivalSlots
    ? sql`, arrivals as (
        select (quarter at time zone ${arrivalSlots.tz}) as at, chats from report_arrivals
        where client_id = ${request.clientId} and ${scopeList(request.scopes)} and ${within(sql`quarter`, covered)}
        union all select (quarter at time zone ${arrivalSlots.tz}) as at, chats from (${arrivalsSelect}) a
      )`
    : sql``;
  const slotColumns = (arrivalSlots?.slots ?? []).map(
    (slot, index) =>
      sql`, ${`slots${index}`}::text, (select coalesce(json_agg(json_build_array(slot, chats)), '[]'::json) from (select ${slot} as slot, sum(chats)::int as chats from arrivals group by 1) x)`,
  );
  const [row] = rowsOf<{ report: { counters: Array<Counters & { scope: string }>; histogram: Array<[string, number, number]> } & Record<string, Array<[string | number, number]>> }>(
    await db.execute(sql`with ${facts}, cells as (${cells}),
      counters as (
        select scope, ${counterSums} from (
          select scope, ${columns} from cells
          union all select scope, ${columns} from (${countersSelect}) k
        ) x group by scope
      ),
      histogram as (
        select scope, code, sum(n)::int as n from (
          select scope, code, n from cells, unnest(codes, counts) as u(code, n)
          union all select scope, code, n from (${histogramSelect}) h
        ) x group by scope, code
      )${arrivals}
      select json_build_object(
        'counters', (select coalesce(json_agg(c), '[]'::json) from counters c),
        'histogram', (select coalesce(json_agg(json_build_array(scope, code, n)), '[]'::json) from histogram)
        ${sql.join(slotColumns, sql` `)}
      ) as report`),
  );
  const report = typeof row.report === 'string' ? JSON.parse(row.report) : row.report;
  const figures = new Map<string, ScopeFigures>(request.scopes.map((scope) => [scope, { counters: emptyCounters(), histogram: new Map() }]));
  for (const counted of report.counters as Array<Counters & { scope: string }>) {
    const counters = emptyCounters();
    for (const column of COUNTER_COLUMNS) counters[column] = Number(counted[column]);
    figures.get(counted.scope)!.counters = counters;
  }
  for (const [scope, code, n] of report.histogram as Array<[string, number, number]>) figures.get(scope)!.histogram.set(code, n);
  const slotMaps = (arrivalSlots?.slots ?? []).map(
    (_, index) => new Map((report[`slots${index}`] as Array<[string | number, number]>).map(([slot, chats]) => [String(slot), chats])),
  );
  return { figures, arrivals: slotMaps };
}
