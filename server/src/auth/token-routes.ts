import type { FastifyInstance } from 'fastify';
import type { AuthTokens } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { unauthorized } from '../http/http-error';
import { authGuard, authOf } from './auth-guard';
import { bearerToken } from './sessions';

/** Refresh (bearer refresh token, rotating) and logout (bearer access token), each as GET and POST. */
export function registerTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const refresh = async (request: { headers: { authorization?: string } }): Promise<AuthTokens> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Missing refresh token');
    return ctx.sessions.rotate(token);
  };
  app.get('/auth/refresh', refresh);
  app.post('/auth/refresh', refresh);

  const guard = authGuard(ctx);
  const logout = async (request: Parameters<typeof authOf>[0]) => {
    await ctx.sessions.end(authOf(request).loginId);
    return { success: true };
  };
  app.get('/auth/logout', { preHandler: guard }, logout);
  app.post('/auth/logout', { preHandler: guard }, logout);
}
