import type { WidgetQueueState } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import type { ChatRow } from '../db/schema';
import { mayServe } from '../visitors';
import { estimateFor, recentChatDurations } from './queue-estimate';

/** A queued chat's place as widget:hello carries it (after a reload or a reconnect). */
export async function queueStateOf(ctx: AppContext, chat: ChatRow): Promise<WidgetQueueState> {
  const position = chat.queuePosition ?? 0;
  const departments = chat.waitingDepartmentId ? [chat.waitingDepartmentId] : chat.widgetDepartments;
  const agents = await ctx.audience.of(chat.clientId);
  const capacity = agents
    .filter((agent) => agent.isOnline && agent.routable && mayServe(agent, departments))
    .reduce((sum, agent) => sum + (agent.chatLimit ?? 0), 0);
  const expectedWaitSeconds = estimateFor(position, capacity, await recentChatDurations(ctx, chat.clientId));
  return { chatId: chat.id, entry: Number(chat.queueEntry), position, expectedWaitSeconds };
}
