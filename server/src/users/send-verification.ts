import type { Locale } from 'shared-kernel/i18n';
import { ABUSE_MESSAGES, tooMany } from '../abuse';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { verificationMail } from '../mail/templates/verification-mail';
import { issueVerificationCode } from './verification-codes';

/**
 * Issues a fresh code and mails the link `/email-verify/<userId>?code=NNNN` with the code, in `locale`: the
 * language of the request that caused it (requestLocale), as the user has chosen none yet.
 */
export async function sendVerification(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'fullName'>, locale: Locale): Promise<void> {
  // A handful of codes an hour: enough for a user, too few to guess one or to flood the mailbox.
  const wait = await ctx.limits.verificationMailsPerAccount.take(user.id);
  if (wait > 0) throw tooMany(ABUSE_MESSAGES.verificationMails(wait), wait);
  const code = await issueVerificationCode(ctx.db, ctx.settings.jwtSecret, user.id, ctx.settings.verificationCodeTtl);
  const link = `${ctx.settings.publicUrl}/email-verify/${encodeURIComponent(user.id)}?code=${code}`;
  await ctx.mailer.send(verificationMail({ to: user.email, fullName: user.fullName, link, code, locale }));
}
