// GET /reports/overview: the account's (filtered) chats of a range of local dates.
import { sql } from 'drizzle-orm';
import type { ReportsOverview } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { durationFigure, satisfactionFigure, sumFigures } from './report-figures';
import type { ReportRange } from './report-query';
import { planFor, readReport, type FigureRequest } from './report-reader';

const HOURS = 24;

/** The local slots of the series: each date of the range, or each hour of a one-day range. */
function seriesSlots(range: ReportRange): { unit: 'day' | 'hour'; labels: string[] } {
  const dates = range.days.map((day) => day.toISOString().slice(0, 10));
  if (dates.length > 1) return { unit: 'day', labels: dates };
  return { unit: 'hour', labels: Array.from({ length: HOURS }, (_, hour) => `${dates[0]}T${String(hour).padStart(2, '0')}:00`) };
}

export async function overview(db: Db, request: FigureRequest, range: ReportRange): Promise<ReportsOverview> {
  const plan = await planFor(db, request);
  const slots = seriesSlots(range);
  const slotOf = slots.unit === 'day' ? sql`to_char(at, 'YYYY-MM-DD')` : sql`to_char(at, 'YYYY-MM-DD"T"HH24:00')`;
  const { figures, arrivals } = await readReport(db, request, plan, {
    tz: range.tz,
    slots: [slotOf, sql`((extract(isodow from at)::int - 1) * ${HOURS} + extract(hour from at)::int)`],
  });
  const [bySlot, heat] = arrivals;
  const total = sumFigures(figures.values());
  const heatMap = Array.from({ length: 7 }, () => Array<number>(HOURS).fill(0));
  for (const [slot, chats] of heat) heatMap[Math.floor(Number(slot) / HOURS)][Number(slot) % HOURS] += chats;
  return {
    chats: total.counters.chats,
    missed: total.counters.missed,
    offlineMessages: total.counters.offline,
    series: { unit: slots.unit, points: slots.labels.map((start) => ({ start, chats: bySlot.get(start) ?? 0 })) },
    heatMap,
    timeToAccept: durationFigure(total, 'accept'),
    firstResponse: durationFigure(total, 'response'),
    duration: durationFigure(total, 'duration'),
    satisfaction: satisfactionFigure(total.counters),
  };
}
