// The routing decision of one account, as a pure function of its agents and pending chats (issue 27).
// The routing pass (routing-pass.ts) reads them under the account's lock, plans, and writes the plan.
import type { RoutingMode } from 'shared-kernel/contracts';
import { departmentsAllow } from '../visitors';

export interface PlanAgent {
  id: string;
  isOnline: boolean;
  /** null = no limit. */
  chatLimit: number | null;
  /** Chats held now plus chats offered to them. */
  load: number;
  departments: readonly string[];
  /** Owners, co-admins and the super admin serve every department. */
  unrestricted: boolean;
  /** Counted as capacity and offered chats: agents and managers, and anyone with a chat limit. */
  routable: boolean;
  /** Epoch ms of the last chat given to them (0 = never): ties go to who waited longest. */
  lastAssignedAt: number;
}

export interface PlanChat {
  id: string;
  /** First-in-first-out order. */
  entry: number;
  /** The departments that may serve it (a department transfer's, else the widget's; [] = everyone). */
  departments: readonly string[];
  mode: RoutingMode;
  acceptWindowMs: number;
  maxQueueLength: number | null;
  offeredTo: string | null;
  offerExpiresAt: number | null;
  /** 0 = not routed yet (new), n > 0 = n-th in the queue, null = open (offered or announced). */
  queuePosition: number | null;
  /** The guest left (past the grace time): out of the queue, no offers. */
  guestLeft: boolean;
  /** Agents who declined or missed it within its accept window: not offered it again yet. */
  skippedBy: ReadonlySet<string>;
}

export type WithdrawReason = 'timeout' | 'withdrawn';

export interface RoutingPlan {
  offers: Array<{ chatId: string; agentId: string; expiresAt: number }>;
  withdrawn: Array<{ chatId: string; agentId: string; reason: WithdrawReason }>;
  /** New queue positions (null = open) of the chats whose position changed. */
  positions: Map<string, number | null>;
  /** Offer-to-all chats to announce now: new ones, and queued ones that found room. */
  announce: string[];
  /** New chats refused because the queue is full (they end as missed). */
  queueFull: string[];
}

const freeOf = (agent: PlanAgent) => (agent.chatLimit === null ? Number.POSITIVE_INFINITY : agent.chatLimit - agent.load);

function serves(agent: PlanAgent, chat: PlanChat): boolean {
  return agent.isOnline && agent.routable && departmentsAllow(agent.unrestricted, agent.departments, chat.departments);
}

/** Most free capacity first; ties: who has waited longest since their last chat. */
function best(candidates: PlanAgent[], free: Map<string, number>): PlanAgent | undefined {
  let chosen: PlanAgent | undefined;
  for (const agent of candidates) {
    if (!chosen) chosen = agent;
    else {
      const a = free.get(agent.id)!;
      const b = free.get(chosen.id)!;
      if (a > b || (a === b && agent.lastAssignedAt < chosen.lastAssignedAt)) chosen = agent;
    }
  }
  return chosen;
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.length === 0 || b.length === 0 || a.some((id) => b.includes(id));

/**
 * Walks the pending chats in queue order. A live offer keeps its agent's room. A chat on automatic
 * assignment goes to the routable online agent of its departments with the most free room; an
 * offer-to-all chat is open while some such agent has room (it takes one place of that agent's room, as
 * the agent will take it). A chat that finds no room is queued, numbered among the queued chats whose
 * departments meet its own. Only agents with room count, so with no chat limits nothing is ever queued.
 */
export function planRouting(agents: readonly PlanAgent[], chats: readonly PlanChat[], now: number): RoutingPlan {
  const plan: RoutingPlan = { offers: [], withdrawn: [], positions: new Map(), announce: [], queueFull: [] };
  const free = new Map(agents.map((agent) => [agent.id, freeOf(agent)]));
  const lastAssigned = new Map(agents.map((agent) => [agent.id, agent.lastAssignedAt]));
  const byId = new Map(agents.map((agent) => [agent.id, agent]));
  const queued: PlanChat[] = [];
  const release = (agentId: string) => free.set(agentId, (free.get(agentId) ?? 0) + 1);

  for (const chat of chats) {
    const setPosition = (position: number | null) => {
      if (chat.queuePosition !== position) plan.positions.set(chat.id, position);
    };
    const skipped = new Set(chat.skippedBy);
    if (chat.offeredTo) {
      const holder = byId.get(chat.offeredTo);
      const expired = chat.offerExpiresAt !== null && chat.offerExpiresAt <= now;
      if (!expired && holder && serves(holder, chat) && !chat.guestLeft && chat.mode === 'auto') {
        setPosition(null);
        continue;
      }
      plan.withdrawn.push({ chatId: chat.id, agentId: chat.offeredTo, reason: expired ? 'timeout' : 'withdrawn' });
      release(chat.offeredTo);
      skipped.add(chat.offeredTo);
    }
    if (chat.guestLeft) {
      setPosition(null);
      continue;
    }
    const candidates = agents.filter((agent) => serves(agent, chat) && free.get(agent.id)! > 0 && (chat.mode === 'offer-all' || !skipped.has(agent.id)));
    const chosen = best(
      candidates.map((agent) => ({ ...agent, lastAssignedAt: lastAssigned.get(agent.id)! })),
      free,
    );
    if (chosen) {
      free.set(chosen.id, free.get(chosen.id)! - 1);
      if (chat.mode === 'auto') {
        plan.offers.push({ chatId: chat.id, agentId: chosen.id, expiresAt: now + chat.acceptWindowMs });
        lastAssigned.set(chosen.id, now);
      } else if (chat.queuePosition !== null) {
        plan.announce.push(chat.id);
      }
      setPosition(null);
      continue;
    }
    const position = 1 + queued.filter((ahead) => overlaps(ahead.departments, chat.departments)).length;
    if (chat.queuePosition === 0 && chat.maxQueueLength !== null && position > chat.maxQueueLength) {
      plan.queueFull.push(chat.id);
      continue;
    }
    queued.push(chat);
    setPosition(position);
  }
  return plan;
}
