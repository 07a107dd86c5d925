import type { InferType } from 'yup';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import { setForgotPasswordSchema } from 'shared-kernel/validation';
import { hashPassword } from '../auth';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../http/http-error';
import { findUserByEmail } from '../auth';
import { PASSWORD_MESSAGES } from './password-messages';
import { consumeResetToken } from './reset-tokens';

/** Public: a valid reset token sets the new password and ends every login of the user (a stolen session dies too). */
export function registerSetForgotPasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/set-forgot-password', { schema: { body: setForgotPasswordSchema } }, async (request): Promise<StatusAnswer> => {
    const body = request.body as InferType<typeof setForgotPasswordSchema>;
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user || !(await consumeResetToken(ctx.db, user.id, body.token))) throw badRequest(PASSWORD_MESSAGES.badResetLink);

    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await ctx.sessions.endAllOf(user.id);
    return { statusCode: 200, message: PASSWORD_MESSAGES.resetDone };
  });
}
