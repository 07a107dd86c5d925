import { sql } from 'drizzle-orm';
import { ESTIMATE_SAMPLE_CHATS, expectedWaitSeconds } from 'shared-kernel/queue';
import type { AppContext } from '../context';
import { rowsOf } from '../db/json-row';
import { departmentsAllow } from '../visitors';
import type { PlanAgent } from './routing-plan';

/** Read again at most this often per account: a chat's length moves the mean little. */
const DURATION_TTL_MS = 30_000;

interface Durations {
  at: number;
  meanSeconds: number | null;
  size: number;
}

const durations = new Map<string, Durations>();

/** The mean length (accept to end) of the account's latest ESTIMATE_SAMPLE_CHATS answered chats. */
export async function recentChatDurations(ctx: AppContext, accountId: string): Promise<Durations> {
  const cached = durations.get(accountId);
  if (cached && Date.now() - cached.at < DURATION_TTL_MS) return cached;
  const [row] = rowsOf<{ mean: number | string | null; size: number | string }>(
    await ctx.db.execute(sql`
      select avg(extract(epoch from ended_at - accepted_at)) as mean, count(*) as size from (
        select ended_at, accepted_at from chats
        where client_id = ${accountId} and state = 'ended' and accepted_at is not null
        order by ended_at desc limit ${ESTIMATE_SAMPLE_CHATS}
      ) recent`),
  );
  const fresh = { at: Date.now(), meanSeconds: row?.mean === null || row?.mean === undefined ? null : Number(row.mean), size: Number(row?.size ?? 0) };
  durations.set(accountId, fresh);
  return fresh;
}

/** The chats at once the online agents of these departments can hold (agents without a limit are never short of room). */
export function capacityFor(agents: readonly PlanAgent[], departments: readonly string[]): number {
  return agents
    .filter((agent) => agent.isOnline && agent.routable && departmentsAllow(agent.unrestricted, agent.departments, departments))
    .reduce((sum, agent) => sum + (agent.chatLimit ?? 0), 0);
}

/** Position ÷ capacity × mean recent chat length; null when there is too little to go on. */
export function estimateFor(position: number, capacity: number, recent: Pick<Durations, 'meanSeconds' | 'size'>): number | null {
  return expectedWaitSeconds(position, capacity, recent.meanSeconds, recent.size);
}
