import type { AppContext } from '../../context';
import { sendActiveVisitors } from '../../visitors/visitor-broadcast';
import type { AgentSocket } from '../socket-types';

/** A console that connects (or reconnects) while online gets the guests browsing now (active-visitors-are). */
export function registerActiveVisitorsHandler(socket: AgentSocket, ctx: AppContext): void {
  sendActiveVisitors(ctx, socket.data.userId, socket.data.accountId).catch((error: unknown) =>
    console.error('active-visitors-are failed', error),
  );
}
