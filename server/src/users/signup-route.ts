import type { InferType } from 'yup';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signupPayloadSchema } from 'shared-kernel/validation';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/json-row';
import { users, USER_STATUS } from '../db/schema';
import { requestLocale } from '../http/accept-language';
import { badRequest } from '../http/http-error';
import { ABUSE_MESSAGES, tooMany } from '../abuse';
import { sendVerification } from './send-verification';
import { findUserByEmail, normalizeEmail } from '../auth';
import { answerMailNotSent } from '../mail/mail-not-sent';
import { hashPassword } from '../auth';

export const USER_EXISTS = 'User already exists';

/** A new owner (role client) starts unverified and gets a verification mail. */
export function registerSignupRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/auth/signup', { schema: { body: signupPayloadSchema } }, async (request, reply) => {
    const body = request.body as InferType<typeof signupPayloadSchema>;
    const email = normalizeEmail(body.email);
    if (await findUserByEmail(ctx.db, email)) throw badRequest(USER_EXISTS);
    // Each sign-up mails a new address: capped per network so it cannot mail strangers in bulk.
    const wait = await ctx.limits.signUpsPerIp.take(request.ip);
    if (wait > 0) throw tooMany(ABUSE_MESSAGES.signUps(wait), wait);

    const user = {
      id: randomUUID(),
      email,
      passwordHash: await hashPassword(body.password),
      fullName: body.fullName.trim(),
      phoneNumber: body.phoneNumber?.trim() ?? '',
      website: body.your_website.trim(),
      role: 'client' as const,
      status: USER_STATUS.unverified,
    };
    try {
      await ctx.db.insert(users).values(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(USER_EXISTS);
      throw error;
    }
    try {
      await sendVerification(ctx, user, requestLocale(request.headers['accept-language']));
    } catch (error) {
      // Without the mail the account could never be verified: undo it so the user can sign up again.
      await ctx.db.delete(users).where(eq(users.id, user.id));
      return answerMailNotSent(error, request, reply);
    }
    reply.status(201);
    return { email, _id: user.id, message: 'Registration successful. Please check your email to verify your account.' };
  });
}
