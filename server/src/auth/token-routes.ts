import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { unauthorized } from '../http/http-error';
import { authGuard, authOf } from './auth-guard';
import { answerTokens, clearRefreshCookie, presentedRefreshToken, wantsRefreshCookie } from './refresh-cookie';
import { NO_INPUT, NO_INPUT_BODY } from '../http/route-input';

/**
 * Refresh (rotating; bearer refresh token or the console's cookie) and logout (bearer access token),
 * each as GET and POST.
 */
export function registerTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const refresh = async (request: FastifyRequest, reply: FastifyReply): Promise<SessionTokens> => {
    const token = presentedRefreshToken(request);
    if (!token) throw unauthorized('Missing refresh token');
    try {
      return answerTokens(request, reply, await ctx.sessions.rotate(token), ctx.settings.refreshTokenTtl);
    } catch (err) {
      // A refused cookie is dropped, so the browser stops presenting it.
      if (wantsRefreshCookie(request)) clearRefreshCookie(reply);
      throw err;
    }
  };
  app.get('/auth/refresh', { schema: NO_INPUT }, refresh);
  app.post('/auth/refresh', { schema: NO_INPUT_BODY }, refresh);

  const guard = authGuard(ctx);
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await ctx.sessions.end(authOf(request).loginId);
    clearRefreshCookie(reply);
    return { success: true };
  };
  app.get('/auth/logout', { onRequest: guard, schema: NO_INPUT }, logout);
  app.post('/auth/logout', { onRequest: guard, schema: NO_INPUT_BODY }, logout);
}
