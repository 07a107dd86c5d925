import type { AppContext } from '../../context';
import { agentAuthMiddleware } from './agent-auth';
import { AGENT_HANDLERS } from './agent-handlers';
import { guardedMiddleware } from '../../realtime/guarded-middleware';
import { capSocketsInRoom, SOCKET_CAPS } from '../../realtime/socket-cap';
import { accountRoomsOf, rooms } from '../../realtime/socket-types';

/**
 * The console's namespace ('/'): authenticated sockets in their user and login rooms and the rooms of the
 * account they act for (a super admin's: the account it follows, see followed-account.ts).
 */
export function setUpAgentNamespace(ctx: AppContext): void {
  const agents = ctx.io.of('/');
  agents.use(guardedMiddleware('/', agentAuthMiddleware(ctx)));
  agents.on('connection', (socket) => {
    const { userId, loginId } = socket.data;
    void socket.join([rooms.user(userId), rooms.login(loginId), ...accountRoomsOf(socket.data)]);
    const replaced = { event: 'console-replaced', payload: { max: SOCKET_CAPS.agentUser } };
    capSocketsInRoom(agents, rooms.user(userId), SOCKET_CAPS.agentUser, ctx.settings.severalNodes, replaced).catch((error: unknown) =>
      console.error("capping a user's consoles failed", error),
    );
    for (const register of AGENT_HANDLERS) register(socket, ctx);
  });
}
