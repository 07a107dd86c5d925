// An agent's chat limit (issue 27): 1-20 chats at once, or null for no limit (the default).
import { eq } from 'drizzle-orm';
import { CHAT_LIMIT_MAX, CHAT_LIMIT_MIN } from 'shared-kernel/queue';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../http/http-error';
import { fixedText } from '../http/valued-text';
import { rooms } from '../realtime/socket-types';

/** shared-kernel/queue's ROUTING_TEXTS.chatLimitInvalid, word for word, as a text of the error catalogue. */
export const CHAT_LIMIT_INVALID = fixedText('chatLimit must be a whole number from {min} to {max}, or null for no limit', { min: CHAT_LIMIT_MIN, max: CHAT_LIMIT_MAX });

/**
 * A chat limit as a form sends it: a number or its text; '' or null for no limit; undefined when not
 * sent (unchanged). Anything else is a 400 with the rule.
 */
export function chatLimitOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const limit = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(limit) || limit < CHAT_LIMIT_MIN || limit > CHAT_LIMIT_MAX) throw badRequest(CHAT_LIMIT_INVALID);
  return limit;
}

/** Stores the limit and tells whoever it concerns: the agent's consoles, and the account's routing (its listener) at once. */
export async function setChatLimit(ctx: AppContext, accountId: string, agentId: string, chatLimit: number | null): Promise<void> {
  await ctx.db.update(users).set({ chatLimit, updatedAt: new Date() }).where(eq(users.id, agentId));
  announceChatLimit(ctx, accountId, agentId, chatLimit);
}

export function announceChatLimit(ctx: AppContext, accountId: string, agentId: string, chatLimit: number | null): void {
  ctx.audience.forget(accountId);
  ctx.io.to(rooms.user(agentId)).emit('chat-limit-changed', { agentId, chatLimit });
  // The supervisors' Queue cards show each agent's load against their limit.
  ctx.io.to([rooms.account(accountId), rooms.following(accountId)]).emit('queue-changed', {});
  ctx.events.emit('agent.availability-changed', { accountId, agentId, reason: 'chat-limit' });
}
