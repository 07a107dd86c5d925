// GET /reports/agents: one row per staff member the caller sees, with the agent metrics' counted chats
// (holds begun in the range), their answers and lengths, the satisfaction of the chats they ended with,
// and the time they were online in the range (from availability_changes).
import { sql } from 'drizzle-orm';
import type { ReportsAgentRow } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { durationFigure, satisfactionFigure } from './report-figures';
import { planFor, readReport, type FigureRequest } from './report-reader';

/** Seconds each user was online within [start, min(end, now)): from each change to the next. */
export async function onlineSeconds(db: Db, accountId: string, userIds: readonly string[], start: Date, end: Date): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const from = start.toISOString();
  const until = end.toISOString();
  const rows = rowsOf<{ user_id: string; seconds: number }>(
    await db.execute(sql`
      select user_id, coalesce(sum(greatest(0, extract(epoch from least(coalesce(next_at, 'infinity'), ${until}::timestamptz, now()) - greatest(at, ${from}::timestamptz)))), 0)::float8 as seconds
      from (
        select a.user_id, a.online, a.at, lead(a.at) over (partition by a.user_id order by a.at, a.id) as next_at
        from availability_changes a
        where a.client_id = ${accountId} and a.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}) and a.at < ${until}::timestamptz
          and a.at >= coalesce((select max(p.at) from availability_changes p where p.user_id = a.user_id and p.at <= ${from}::timestamptz), '-infinity')
      ) changes
      where online
      group by user_id`),
  );
  return new Map(rows.map((row) => [row.user_id, Math.round(Number(row.seconds))]));
}

export async function agentRows(db: Db, request: FigureRequest, staff: Array<{ id: string; fullName: string }>): Promise<ReportsAgentRow[]> {
  const plan = await planFor(db, request);
  const [{ figures }, online] = await Promise.all([
    readReport(db, request, plan),
    onlineSeconds(
      db,
      request.clientId,
      staff.map((member) => member.id),
      request.start,
      request.end,
    ),
  ]);
  return staff.map((member) => {
    const figure = figures.get(`a:${member.id}`)!;
    return {
      agentId: member.id,
      fullName: member.fullName,
      chats: figure.counters.holds,
      answered: figure.counters.answered,
      firstResponse: durationFigure(figure, 'holdResponse'),
      duration: durationFigure(figure, 'holdDuration'),
      satisfaction: satisfactionFigure(figure.counters),
      onlineSeconds: online.get(member.id) ?? 0,
    };
  });
}
