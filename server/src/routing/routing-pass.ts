// One routing decision for an account (issue 27), taken in the database: under a transaction-level
// advisory lock on the account, so passes of several nodes queue one behind the other and each reads what
// the previous one committed. Two nodes never offer one chat twice, never put an agent over their limit
// and never number the queue differently.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHAT_STATUS } from 'shared-kernel/contracts';
import { MISSED_OFFERS_BEFORE_AWAY } from 'shared-kernel/queue';
import type { AppContext } from '../context';
import type { Tx } from '../db/database';
import { rowsOf } from '../db/json-row';
import { chatOffers, chats, users, type ChatRow } from '../db/schema';
import { lockAccountRouting } from '../chats';
import { planRouting, type PlanAgent, type PlanChat, type RoutingPlan } from './routing-plan';
import { routingOf } from '../widgets';
import { isRoutable, servesEveryDepartment } from '../visitors';
import { changeAvailability } from '../users';


interface AgentRow {
  id: string;
  role: string;
  full_name: string;
  is_online: boolean;
  chat_limit: number | null;
  missed_offers: number;
  last_assigned_at: string | null;
  departments: string[];
  held: number;
}

interface PendingRow {
  id: string;
  visitor_id: string;
  guest_id: number;
  widget_id: string;
  pending_since: string | Date;
  queue_entry: number | string;
  widget_departments: string[];
  waiting_department_id: string | null;
  queue_position: number | null;
  offered_to: string | null;
  offer_expires_at: string | null;
  visitor_left: boolean;
  routing: unknown;
}

export interface ChatRefs {
  visitorId: string;
  guestId: number;
  widgetId: string;
  /** Epoch ms the guest started waiting. */
  pendingSince: number;
}

/** What a pass decided and wrote, for what its node tells consoles and guests after the commit. */
export interface PassOutcome {
  accountId: string;
  plan: RoutingPlan;
  /** The account's agents as the pass saw them (after setting away those who missed twice). */
  agents: PlanAgent[];
  agentNames: Map<string, string>;
  /** Pending chats before the pass, by id (the queue's state for the estimates). */
  chats: Map<string, PlanChat>;
  /** Who each pending chat's guest is. */
  refs: Map<string, ChatRefs>;
  /** Offers actually written (a chat that ended meanwhile is skipped). */
  offered: ChatRow[];
  /** Agents set away for missing MISSED_OFFERS_BEFORE_AWAY offers in a row. */
  away: string[];
  /** Chats ended because the queue was full. */
  refused: ChatRow[];
  /** The max wait (seconds) of the chats that became queued, for their wait-limit job. */
  newlyQueued: Array<{ chatId: string; maxWaitSeconds: number | null }>;
}


async function loadAgents(tx: Tx, accountId: string): Promise<AgentRow[]> {
  return rowsOf<AgentRow>(
    await tx.execute(sql`
      select u.id, u.role, u.full_name, u.is_online, u.chat_limit, u.missed_offers, u.last_assigned_at,
        coalesce((select json_agg(dm.department_id) from department_members dm where dm.user_id = u.id), '[]'::json) as departments,
        coalesce(h.n, 0)::int as held
      from users u
      left join (
        select agent_id, count(*) as n from chats where client_id = ${accountId} and state = 'active' group by agent_id
      ) h on h.agent_id = u.id
      where (u.id = ${accountId} or u.client_id = ${accountId}) and u.status = 1`),
  );
}

async function loadPending(tx: Tx, accountId: string): Promise<PendingRow[]> {
  return rowsOf<PendingRow>(
    await tx.execute(sql`
      select c.id, c.visitor_id, c.guest_id, c.widget_id, c.pending_since, c.queue_entry, c.widget_departments, c.waiting_department_id, c.queue_position, c.offered_to,
        c.offer_expires_at, c.visitor_left, w.settings -> 'routing' as routing
      from chats c join widgets w on w.id = c.widget_id
      where c.client_id = ${accountId} and c.state = 'pending'
      order by c.queue_entry`),
  );
}

/** Who declined or missed each chat within the chat's accept window (not offered it again yet). */
async function skipsOf(tx: Tx, chatIds: string[]): Promise<Array<{ chatId: string; agentId: string; endedAt: Date | null }>> {
  if (chatIds.length === 0) return [];
  return tx
    .select({ chatId: chatOffers.chatId, agentId: chatOffers.agentId, endedAt: chatOffers.endedAt })
    .from(chatOffers)
    .where(and(inArray(chatOffers.chatId, chatIds), inArray(chatOffers.outcome, ['declined', 'timeout'])));
}

const epoch = (value: string | Date | null) => (value === null ? null : new Date(value).getTime());

function toPlanChat(row: PendingRow, skips: Array<{ chatId: string; agentId: string; endedAt: Date | null }>, now: number): PlanChat {
  const routing = routingOf(row.routing);
  const windowMs = routing.acceptWindowSeconds * 1000;
  const skippedBy = new Set(skips.filter((skip) => skip.chatId === row.id && now - (epoch(skip.endedAt) ?? 0) < windowMs).map((skip) => skip.agentId));
  return {
    id: row.id,
    entry: Number(row.queue_entry),
    departments: row.waiting_department_id ? [row.waiting_department_id] : row.widget_departments,
    mode: routing.mode,
    acceptWindowMs: windowMs,
    maxQueueLength: routing.maxQueueLength,
    offeredTo: row.offered_to,
    offerExpiresAt: epoch(row.offer_expires_at),
    queuePosition: row.queue_position,
    guestLeft: row.visitor_left,
    skippedBy,
  };
}

/**
 * Runs one pass for the account: reads agents and pending chats under the lock, sets away agents whose
 * expired offers make two misses in a row, plans, and writes offers, withdrawals, queue positions and
 * refusals in the same transaction.
 */
export async function routingPass(ctx: AppContext, accountId: string): Promise<PassOutcome> {
  return ctx.db.transaction(async (tx) => {
    await lockAccountRouting(tx, accountId);
    const now = Date.now();
    const agentRows = await loadAgents(tx, accountId);
    const pendingRows = await loadPending(tx, accountId);
    const skips = await skipsOf(
      tx,
      pendingRows.map((row) => row.id),
    );
    const planChats = pendingRows.map((row) => toPlanChat(row, skips, now));
    const offeredLoad = new Map<string, number>();
    const expiredOf = new Map<string, number>();
    for (const chat of planChats) {
      if (!chat.offeredTo) continue;
      offeredLoad.set(chat.offeredTo, (offeredLoad.get(chat.offeredTo) ?? 0) + 1);
      if (chat.offerExpiresAt !== null && chat.offerExpiresAt <= now) expiredOf.set(chat.offeredTo, (expiredOf.get(chat.offeredTo) ?? 0) + 1);
    }
    const away = agentRows
      .filter((row) => row.is_online && (expiredOf.get(row.id) ?? 0) > 0 && row.missed_offers + expiredOf.get(row.id)! >= MISSED_OFFERS_BEFORE_AWAY)
      .map((row) => row.id);
    const agents: PlanAgent[] = agentRows.map((row) => ({
      id: row.id,
      isOnline: row.is_online && !away.includes(row.id),
      chatLimit: row.chat_limit,
      load: row.held + (offeredLoad.get(row.id) ?? 0),
      departments: row.departments,
      unrestricted: servesEveryDepartment(row.role),
      routable: isRoutable(row.role, row.chat_limit),
      lastAssignedAt: epoch(row.last_assigned_at) ?? 0,
    }));
    const plan = planRouting(agents, planChats, now);
    const written = await writePlan(tx, accountId, plan, away, now);
    const routings = new Map(pendingRows.map((row) => [row.id, routingOf(row.routing)]));
    const newlyQueued = [...plan.positions]
      .filter(([chatId, position]) => position !== null && position > 0 && !((planChats.find((chat) => chat.id === chatId)?.queuePosition ?? 0) > 0))
      .map(([chatId]) => ({ chatId, maxWaitSeconds: routings.get(chatId)?.maxQueueWaitSeconds ?? null }));
    return {
      accountId,
      plan,
      agents,
      agentNames: new Map(agentRows.map((row) => [row.id, row.full_name])),
      chats: new Map(planChats.map((chat) => [chat.id, chat])),
      refs: new Map(pendingRows.map((row) => [row.id, { visitorId: row.visitor_id, guestId: Number(row.guest_id), widgetId: row.widget_id, pendingSince: epoch(row.pending_since) ?? now }])),
      offered: written.offered,
      away,
      refused: written.refused,
      newlyQueued,
    };
  });
}

async function writePlan(tx: Tx, accountId: string, plan: RoutingPlan, away: string[], now: number): Promise<{ offered: ChatRow[]; refused: ChatRow[] }> {
  const at = new Date(now);
  for (const { chatId, agentId, reason } of plan.withdrawn) {
    await tx.update(chats).set({ offeredTo: null, offerExpiresAt: null }).where(and(eq(chats.id, chatId), eq(chats.offeredTo, agentId)));
    await tx
      .update(chatOffers)
      .set({ outcome: reason, endedAt: at })
      .where(and(eq(chatOffers.chatId, chatId), isNull(chatOffers.outcome)));
    if (reason === 'timeout') {
      await tx
        .update(users)
        .set({ missedOffers: sql`${users.missedOffers} + 1`, notRespondingSince: at })
        .where(eq(users.id, agentId));
    }
  }
  if (away.length) {
    await tx.execute(changeAvailability(away, false, 'missed-offers', sql`, missed_offers = 0`));
  }
  const offered: ChatRow[] = [];
  for (const { chatId, agentId, expiresAt } of plan.offers) {
    const [row] = await tx
      .update(chats)
      .set({ offeredTo: agentId, offerExpiresAt: new Date(expiresAt), queuePosition: null })
      .where(and(eq(chats.id, chatId), eq(chats.state, 'pending')))
      .returning();
    if (!row) continue;
    offered.push(row);
    await tx.insert(chatOffers).values({ id: randomUUID(), chatId, clientId: accountId, agentId, offeredAt: at, expiresAt: new Date(expiresAt) });
    await tx.update(users).set({ lastAssignedAt: at }).where(eq(users.id, agentId));
  }
  const moved = [...plan.positions].filter(([chatId]) => !plan.offers.some((offer) => offer.chatId === chatId));
  if (moved.length) {
    const values = sql.join(
      moved.map(([chatId, position]) => sql`(${chatId}::text, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update chats set queue_position = v.position
      from (values ${values}) as v(id, position)
      where chats.id = v.id and chats.state = 'pending'`);
  }
  const refused: ChatRow[] = [];
  for (const chatId of plan.queueFull) {
    const [row] = await tx
      .update(chats)
      .set({ state: 'ended', status: CHAT_STATUS.UNATTENDED, endedAt: at, updatedAt: at, queuePosition: null })
      .where(and(eq(chats.id, chatId), eq(chats.state, 'pending')))
      .returning();
    if (row) refused.push(row);
  }
  return { offered, refused };
}
