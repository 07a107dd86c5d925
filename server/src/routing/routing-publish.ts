// After a routing pass has committed: what its node tells the agents, the supervisors and the guests.
import type { AppContext } from '../context';
import { announceChat, announceChatEnd } from '../chats';
import { pluginIdOf } from '../chats';
import { chatById, messagesAfter } from '../chats';
import { openingMessage, toIncomingChat } from '../chats';
import type { ChatRow } from '../db/schema';
import { rooms } from '../realtime/socket-types';
import { announceAvailability } from '../users';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import type { PassOutcome } from './routing-pass';
import { capacityFor, estimateFor, recentChatDurations } from './queue-estimate';
import { supervisorsOf, tellSupervisors } from './supervisors';

export const ROUTING_OFFER_JOB = 'routing-offer-timeout';
export const ROUTING_WAIT_JOB = 'routing-wait-limit';

export interface RoutingJob {
  accountId: string;
  chatId: string;
}

async function incomingOf(ctx: AppContext, chat: ChatRow) {
  return toIncomingChat(chat, openingMessage(await messagesAfter(ctx.db, chat.id, 0)), await pluginIdOf(ctx, chat.widgetId));
}

/** Tells everyone concerned what the pass changed; each part on its own, so one failure does not stop the rest. */
export async function publishPass(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  const steps = [offers(ctx, outcome), withdrawals(ctx, outcome), announcements(ctx, outcome), positions(ctx, outcome), refusals(ctx, outcome), aways(ctx, outcome)];
  for (const result of await Promise.allSettled(steps)) {
    if (result.status === 'rejected') console.error('routing publish failed', result.reason);
  }
  if (queueMoved(outcome)) ctx.io.to([rooms.account(outcome.accountId), rooms.following(outcome.accountId)]).emit('queue-changed', {});
}

function queueMoved(outcome: PassOutcome): boolean {
  if (outcome.refused.length) return true;
  for (const [chatId, position] of outcome.plan.positions) {
    const before = outcome.chats.get(chatId)?.queuePosition ?? null;
    if ((before ?? 0) > 0 || (position ?? 0) > 0) return true;
  }
  return false;
}

async function offers(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  for (const chat of outcome.offered) {
    const incoming = { ...(await incomingOf(ctx, chat)), offer: { agentId: chat.offeredTo!, expiresAt: chat.offerExpiresAt!.toISOString() } };
    ctx.io.to(rooms.user(chat.offeredTo!)).emit('chat-initialized', incoming);
    // The pass that runs at the expiry withdraws it (any pass after it would too).
    await ctx.jobs.send<RoutingJob>(ROUTING_OFFER_JOB, { accountId: outcome.accountId, chatId: chat.id }, { startAfter: new Date(chat.offerExpiresAt!.getTime() + 100), singletonKey: chat.id });
  }
}

async function withdrawals(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  for (const { chatId, agentId, reason } of outcome.plan.withdrawn) {
    const ref = outcome.refs.get(chatId);
    if (!ref) continue;
    ctx.io.to(rooms.user(agentId)).emit('chat-offer-withdrawn', { visitorId: ref.visitorId, guestId: ref.guestId, chatId, reason: reason === 'timeout' ? 'timeout' : 'taken' });
    if (reason !== 'timeout') continue;
    const supervisors = await supervisorsOf(ctx, outcome.accountId, outcome.chats.get(chatId)?.departments ?? []);
    const fullName = outcome.agentNames.get(agentId) ?? '';
    tellSupervisors(ctx, outcome.accountId, supervisors, 'agent-not-responding', { agentId, fullName, chatId, since: new Date().toISOString() });
  }
}

/** Offer-to-all chats that are open now: new ones, and queued ones that found room. */
async function announcements(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  for (const chatId of outcome.plan.announce) {
    const chat = await chatById(ctx.db, chatId);
    if (chat?.state !== 'pending') continue;
    await announceChat(ctx, chat, openingMessage(await messagesAfter(ctx.db, chatId, 0)));
  }
}

/** Each guest whose place changed hears it, with the expected wait. */
async function positions(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  if (outcome.plan.positions.size === 0) return;
  const recent = await recentChatDurations(ctx, outcome.accountId);
  const namespace = visitorNamespace(ctx);
  for (const [chatId, position] of outcome.plan.positions) {
    const chat = outcome.chats.get(chatId);
    const ref = outcome.refs.get(chatId);
    if (!chat || !ref) continue;
    const expectedWaitSeconds = position ? estimateFor(position, capacityFor(outcome.agents, chat.departments), recent) : null;
    namespace.to(visitorRooms.visitor(ref.visitorId)).emit('widget:queue', { chatId, entry: chat.entry, position: position || null, expectedWaitSeconds });
  }
  for (const { chatId, maxWaitSeconds } of outcome.newlyQueued) {
    const ref = outcome.refs.get(chatId);
    if (maxWaitSeconds === null || !ref) continue;
    const startAfter = new Date(ref.pendingSince + maxWaitSeconds * 1000);
    await ctx.jobs.send<RoutingJob>(ROUTING_WAIT_JOB, { accountId: outcome.accountId, chatId }, { startAfter, singletonKey: chatId });
  }
}

async function refusals(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  for (const chat of outcome.refused) {
    visitorNamespace(ctx).to(visitorRooms.visitor(chat.visitorId)).emit('widget:queue-closed', { chatId: chat.id, reason: 'queue-full' });
    await announceChatEnd(ctx, chat);
  }
}

/** Agents set away for missing two offers in a row hear it as any change of their status made elsewhere. */
async function aways(ctx: AppContext, outcome: PassOutcome): Promise<void> {
  for (const agentId of outcome.away) await announceAvailability(ctx, agentId);
}
