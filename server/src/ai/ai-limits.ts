// The monthly cap per account and the rate per agent, counted in the database: every node takes from the
// same counts, in one conditional statement each (no read-then-write another node could slip between).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';

const RATE_WINDOW_MS = 60_000;

/** The calendar month (UTC) a request counts in, as 'YYYY-MM'. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Takes one of the agent's requests this minute: 0 when taken, else the milliseconds until the window ends. */
export async function takeAgentRequest(db: Db, userId: string, perMinute: number): Promise<number> {
  const taken = rowsOf<{ requests: number }>(
    await db.execute(sql`
    INSERT INTO ai_assist_agent_rate (user_id, window_start, requests) VALUES (${userId}, now(), 1)
    ON CONFLICT (user_id) DO UPDATE SET
      window_start = CASE WHEN ai_assist_agent_rate.window_start <= now() - interval '1 minute' THEN now() ELSE ai_assist_agent_rate.window_start END,
      requests = CASE WHEN ai_assist_agent_rate.window_start <= now() - interval '1 minute' THEN 1 ELSE ai_assist_agent_rate.requests + 1 END
    WHERE ai_assist_agent_rate.window_start <= now() - interval '1 minute' OR ai_assist_agent_rate.requests < ${perMinute}
    RETURNING requests`),
  );
  if (taken.length > 0) return 0;
  const [left] = rowsOf<{ ms: number }>(
    await db.execute(sql`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM (window_start + interval '1 minute' - now())) * 1000)::int AS ms
    FROM ai_assist_agent_rate WHERE user_id = ${userId}`),
  );
  return Math.max(1, Number(left?.ms ?? RATE_WINDOW_MS));
}

/** Takes one of the account's requests this month: false when the cap is reached. */
export async function takeMonthlyRequest(db: Db, accountId: string, cap: number, at = new Date()): Promise<boolean> {
  const taken = rowsOf(
    await db.execute(sql`
    INSERT INTO ai_assist_usage (client_id, month, requests) VALUES (${accountId}, ${monthOf(at)}, 1)
    ON CONFLICT (client_id, month) DO UPDATE SET requests = ai_assist_usage.requests + 1
    WHERE ai_assist_usage.requests < ${cap}
    RETURNING requests`),
  );
  return taken.length > 0;
}

export async function usedThisMonth(db: Db, accountId: string, at = new Date()): Promise<number> {
  const [used] = rowsOf<{ requests: number }>(await db.execute(sql`SELECT requests FROM ai_assist_usage WHERE client_id = ${accountId} AND month = ${monthOf(at)}`));
  return Number(used?.requests ?? 0);
}
