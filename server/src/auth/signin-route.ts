import type { InferType } from 'yup';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from 'shared-kernel/contracts';
import { loginSchema } from 'shared-kernel/validation';
import type { AppContext } from '../context';
import { USER_STATUS } from '../db/schema';
import { HttpError, badRequest, forbidden } from '../http/http-error';
import { departmentsOf, findUserByEmail, normalizeEmail } from './user-queries';
import { toUser } from './user-view';
import { decoyHash, verifyPassword } from './passwords';
import { answerTokens } from './refresh-cookie';

export const SIGNIN_MESSAGES = {
  invalid: 'Invalid email or password',
  tooMany: 'Too many failed sign-in attempts. Please try again in a minute.',
  unverified: 'Your email is not verified yet. Please open the verification link we sent to your email.',
  deactivated: 'Your account has been deactivated. Please contact your administrator.',
};

export function registerSigninRoute(app: FastifyInstance, ctx: AppContext): void {
  const { signInPerAccountAndIp: perPair, signInPerIp: perIp } = ctx.limits;

  app.post('/auth/signin', { schema: { body: loginSchema } }, async (request, reply): Promise<LoginResponse> => {
    const body = request.body as InferType<typeof loginSchema>;
    const email = normalizeEmail(body.email);
    // Failures count per account and address together: guesses from elsewhere never lock the real user out.
    const pairKey = `${email} ${request.ip}`;
    const ipKey = request.ip;

    const wait = Math.max(...(await Promise.all([perPair.retryAfter(pairKey), perIp.retryAfter(ipKey)])));
    if (wait > 0) throw new HttpError(429, SIGNIN_MESSAGES.tooMany, { 'retry-after': String(wait) });

    const user = await findUserByEmail(ctx.db, email);
    // Unknown e-mails still pay for a hash comparison, so timing does not reveal accounts.
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !passwordOk) {
      await Promise.all([perPair.recordFailure(pairKey), perIp.recordFailure(ipKey)]);
      throw badRequest(SIGNIN_MESSAGES.invalid);
    }
    await perPair.reset(pairKey);
    if (user.status === USER_STATUS.unverified) throw forbidden(SIGNIN_MESSAGES.unverified);
    if (user.status !== USER_STATUS.active) throw forbidden(SIGNIN_MESSAGES.deactivated);

    const { accessToken, refreshToken } = await ctx.sessions.start(user, { ip: request.ip, userAgent: request.headers['user-agent'] });
    const departments = await departmentsOf(ctx.db, user.id);
    const tokens = answerTokens(request, reply, { accessToken, refreshToken }, ctx.settings.refreshTokenTtl);
    return { ...toUser(user, departments), ...tokens };
  });
}
