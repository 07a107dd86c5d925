import type { AppContext } from '../context';
import { pushAvailability, sendActiveVisitors } from './visitor-broadcast';

/** The guests learn whether someone can answer; an agent coming online gets the guests browsing now. */
export function listenForAgentAvailability(ctx: AppContext): void {
  ctx.events.on('agent.availability-changed', async ({ accountId, agentId, isOnline, reason }) => {
    if (reason !== 'status' && reason !== 'missed-offers') return;
    await pushAvailability(ctx, accountId);
    if (isOnline) await sendActiveVisitors(ctx, agentId, accountId);
  });
}
