import type { InferType } from 'yup';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import { verifyOtpSchema } from 'shared-kernel/validation';
import { ABUSE_MESSAGES, tooMany } from '../abuse';
import type { AppContext } from '../context';
import { users, USER_STATUS } from '../db/schema';
import { requestLocale } from '../http/accept-language';
import { badRequest } from '../http/http-error';
import { answerMailNotSent } from '../mail/mail-not-sent';
import { sendVerification } from './send-verification';
import { accountOf, findUserById } from '../auth';
import { consumeVerificationCode } from './verification-codes';

export const VERIFY_MESSAGES = {
  verified: 'Your email has been verified',
  noUser: 'User does not exist',
  alreadyActive: 'This account is already activated',
  deactivated: 'This account has been deactivated',
  wrong: 'The verification code is not valid',
  expired: 'The verification code has expired. We have sent a new code to your email.',
  exhausted: 'Too many wrong codes. We have sent a new code to your email.',
};

export function registerVerifyOtpRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/verify-otp', { schema: { body: verifyOtpSchema } }, async (request, reply): Promise<StatusAnswer | FastifyReply> => {
    const body = request.body as InferType<typeof verifyOtpSchema>;
    const user = await findUserById(ctx.db, String(body.id));
    if (!user) throw badRequest(VERIFY_MESSAGES.noUser);
    if (user.status === USER_STATUS.active) throw badRequest(VERIFY_MESSAGES.alreadyActive);
    if (user.status !== USER_STATUS.unverified) throw badRequest(VERIFY_MESSAGES.deactivated);

    const guesses = ctx.limits.codeGuessesPerIp;
    const wait = await guesses.retryAfter(request.ip);
    if (wait > 0) throw tooMany(ABUSE_MESSAGES.codeGuesses(wait), wait);
    const result = await consumeVerificationCode(ctx.db, ctx.settings.jwtSecret, user.id, String(body.otp));
    if (result !== 'ok') await guesses.recordFailure(request.ip);
    if (result === 'expired' || result === 'exhausted') {
      try {
        await sendVerification(ctx, user, requestLocale(request.headers['accept-language']));
      } catch (error) {
        return answerMailNotSent(error, request, reply);
      }
      throw badRequest(VERIFY_MESSAGES[result]);
    }
    if (result !== 'ok') throw badRequest(VERIFY_MESSAGES.wrong);

    await ctx.db
      .update(users)
      .set({ status: USER_STATUS.active, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.status, USER_STATUS.unverified)));
    ctx.audience.forget(accountOf(user));
    return { statusCode: 200, message: VERIFY_MESSAGES.verified };
  });
}
