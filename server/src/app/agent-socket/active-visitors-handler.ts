import type { AppContext } from '../../context';
import { sendActiveVisitors } from '../../visitors';
import { tellFollowerOfGuests } from './followed-account';
import { isFollowing, type AgentSocket } from '../../realtime/socket-types';

/**
 * A console that connects (or reconnects) while online gets the guests browsing now (active-visitors-are);
 * the super admin's socket following an account gets that account's, as its owner's view.
 */
export function registerActiveVisitorsHandler(socket: AgentSocket, ctx: AppContext): void {
  const sending = isFollowing(socket.data) ? tellFollowerOfGuests(ctx, socket) : sendActiveVisitors(ctx, socket.data.userId, socket.data.accountId);
  sending.catch((error: unknown) => console.error('active-visitors-are failed', error));
}
