import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import { AUTO_LOCALE, LOCALES, type LocaleChoice } from 'shared-kernel/i18n';
import { LANGUAGE_MESSAGE } from 'shared-kernel/validation';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { changeUserLanguage } from '../realtime/staff-language';

const languageSchema = object({
  language: string<LocaleChoice>().required(LANGUAGE_MESSAGE).oneOf([AUTO_LOCALE, ...LOCALES], LANGUAGE_MESSAGE),
});

/**
 * The signed-in user's language (issue 37): the console's and the mails sent to them; 'auto' follows the
 * browser (and, for a mail, the language of the page that asked for it).
 */
export function registerLanguageRoute(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/user-info/language', { onRequest: authGuard(ctx), schema: { body: languageSchema } }, async (request) => {
    const { user } = authOf(request);
    const { language } = request.body as InferType<typeof languageSchema>;
    const [row] = await ctx.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id)).returning({ language: users.language });
    await changeUserLanguage(ctx.io, user.id, row.language, ctx.settings.severalNodes);
    return { language: row.language };
  });
}
