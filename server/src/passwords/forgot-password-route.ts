import type { InferType } from 'yup';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StatusAnswer } from 'shared-kernel/contracts';
import { localeFor } from 'shared-kernel/i18n';
import { forgotPasswordSchema } from 'shared-kernel/validation';
import { ABUSE_MESSAGES, tooMany } from '../abuse';
import type { AppContext } from '../context';
import { acceptedLanguages } from '../http/accept-language';
import { notFound } from '../http/http-error';
import { answerMailNotSent } from '../mail/mail-not-sent';
import { resetPasswordMail } from '../mail/templates/reset-password-mail';
import { findUserByEmail } from '../auth';
import { PASSWORD_MESSAGES } from './password-messages';
import { issueResetToken } from './reset-tokens';

/** Public: mails `/users/reset-password/new?token=…&email=…` to a registered address (the spec tells unknown ones apart). */
export function registerForgotPasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/forgot-password-link', { schema: { body: forgotPasswordSchema } }, async (request, reply): Promise<StatusAnswer | FastifyReply> => {
    const body = request.body as InferType<typeof forgotPasswordSchema>;
    // A few mails an hour per network and per address: no mail bomb, and the answers stay the spec's.
    const ipWait = await ctx.limits.resetMailsPerIp.take(request.ip);
    if (ipWait > 0) throw tooMany(ABUSE_MESSAGES.resetMails(ipWait), ipWait);
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) throw notFound(PASSWORD_MESSAGES.notRegistered);
    const addressWait = await ctx.limits.resetMailsPerAddress.take(user.id);
    if (addressWait > 0) throw tooMany(ABUSE_MESSAGES.resetMails(addressWait), addressWait);

    const ttl = ctx.settings.resetTokenTtl;
    const token = await issueResetToken(ctx.db, user.id, ttl);
    const query = new URLSearchParams({ token, email: user.email });
    const link = `${ctx.settings.publicUrl}/users/reset-password/new?${query.toString()}`;
    // The user's language when chosen; with 'auto', the one of the browser asking.
    const locale = localeFor(user.language, acceptedLanguages(request.headers['accept-language']));
    try {
      await ctx.mailer.send(resetPasswordMail({ to: user.email, fullName: user.fullName, link, validSeconds: ttl, locale }));
    } catch (error) {
      return answerMailNotSent(error, request, reply);
    }
    return { statusCode: 200, message: PASSWORD_MESSAGES.linkSent };
  });
}
