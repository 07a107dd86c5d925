// When the routing pass of an account runs (issue 27): after anything that changes room or demand
// (a chat opens, is accepted or ends, an offer is declined or expires, an agent's status or limit
// changes, a widget's routing changes). On each node at most one pass per account runs at a time, and
// kicks that arrive meanwhile make one more pass after it: a burst of 200 new chats costs a few passes,
// not 200. Across nodes the account's lock in the database orders the passes (routing-pass.ts).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { rowsOf } from '../db/json-row';
import { routingPass } from './routing-pass';
import { publishPass } from './routing-publish';

export interface RoutingKicker {
  /** Runs a pass for the account soon (coalesced); never throws. */
  kick(accountId: string): void;
  /** Resolves when no pass of the account is running or due on this node (tests, graceful stop). */
  settled(accountId?: string): Promise<void>;
}

/**
 * Whether the account routes beyond the spec's rule: an agent with a chat limit, a widget on automatic
 * assignment or with queue limits, or chats the pass still holds (queued or offered). Otherwise a new chat
 * is offered to all at once, as the spec says, without a pass.
 */
export async function routingActive(ctx: AppContext, accountId: string): Promise<boolean> {
  const [row] = rowsOf<{ active: boolean }>(
    await ctx.db.execute(sql`
      select exists (select 1 from users where (id = ${accountId} or client_id = ${accountId}) and chat_limit is not null and status = 1)
        or exists (
          select 1 from widgets where client_id = ${accountId} and deleted_at is null and (
            settings -> 'routing' ->> 'mode' = 'auto'
            or jsonb_typeof(settings -> 'routing' -> 'maxQueueLength') = 'number'
            or jsonb_typeof(settings -> 'routing' -> 'maxQueueWaitSeconds') = 'number'))
        or exists (select 1 from chats where client_id = ${accountId} and state = 'pending' and (queue_position > 0 or offered_to is not null))
        as active`),
  );
  return Boolean(row?.active);
}

export function createRoutingKicker(contextOf: () => AppContext): RoutingKicker {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  async function loop(accountId: string): Promise<void> {
    do {
      again.delete(accountId);
      try {
        const ctx = contextOf();
        if (!(await routingActive(ctx, accountId))) continue;
        const outcome = await routingPass(ctx, accountId);
        await publishPass(ctx, outcome);
      } catch (error) {
        console.error('routing pass failed', error);
      }
    } while (again.has(accountId));
  }

  return {
    kick(accountId) {
      if (running.has(accountId)) {
        again.add(accountId);
        return;
      }
      const run = loop(accountId).finally(() => running.delete(accountId));
      running.set(accountId, run);
    },
    async settled(accountId) {
      for (;;) {
        const pending = accountId ? [running.get(accountId)].filter(Boolean) : [...running.values()];
        if (pending.length === 0) return;
        await Promise.all(pending);
      }
    },
  };
}
