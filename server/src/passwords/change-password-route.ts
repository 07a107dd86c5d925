import type { InferType } from 'yup';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import { changePasswordPayloadSchema } from 'shared-kernel/validation';
import { authGuard, authOf } from '../auth';
import { hashPassword, verifyPassword } from '../auth';
import { SIGNIN_MESSAGES } from '../auth';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError, badRequest } from '../http/http-error';
import { PASSWORD_MESSAGES } from './password-messages';

/** The signed-in user's own password; the caller's login stays, every other login of the user ends. */
export function registerChangePasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/users/change-password', { onRequest: authGuard(ctx), schema: { body: changePasswordPayloadSchema } }, async (request): Promise<StatusAnswer> => {
    const { user, loginId } = authOf(request);
    // The shared schema also refuses a new password equal to the current one.
    const body = request.body as InferType<typeof changePasswordPayloadSchema>;
    // Wrong current passwords count as failed sign-ins of the account, so a stolen token cannot guess it.
    const perAccount = ctx.limits.currentPasswordPerAccount;
    const accountKey = user.id;
    const wait = await perAccount.retryAfter(accountKey);
    if (wait > 0) throw new HttpError(429, SIGNIN_MESSAGES.tooMany, { 'retry-after': String(wait) });
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      await perAccount.recordFailure(accountKey);
      throw badRequest(PASSWORD_MESSAGES.wrongCurrent);
    }

    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await ctx.sessions.endAllOf(user.id, { except: loginId });
    return { statusCode: 200, message: PASSWORD_MESSAGES.changed };
  });
}
