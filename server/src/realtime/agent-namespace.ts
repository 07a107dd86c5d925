import type { AppContext } from '../context';
import { agentAuthMiddleware } from './agent-auth';
import { AGENT_HANDLERS } from './agent-handlers';
import { rooms } from './socket-types';

/** The console's namespace ('/'): authenticated sockets in their user, login and account rooms. */
export function setUpAgentNamespace(ctx: AppContext): void {
  const agents = ctx.io.of('/');
  agents.use(agentAuthMiddleware(ctx));
  agents.on('connection', (socket) => {
    const { userId, loginId, accountId } = socket.data;
    void socket.join([rooms.user(userId), rooms.login(loginId), rooms.account(accountId)]);
    for (const register of AGENT_HANDLERS) register(socket, ctx);
  });
}
