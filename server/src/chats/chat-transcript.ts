import { eq } from 'drizzle-orm';
import { CHAT_STATUS, WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import { isLocale, SOURCE_LOCALE } from 'shared-kernel/i18n';
import type { AppContext } from '../context';
import { visitors, widgets, type ChatRow } from '../db/schema';
import { transcriptMail } from '../mail/templates/transcript-mail';
import type { WidgetSettings } from '../widgets';
import { chatById, messagesAfter } from './chat-store';

const TRANSCRIPT_JOB = 'chat-transcript';

interface TranscriptJob {
  chatId: string;
}

/**
 * A chat's end enqueues its transcript mail as a job (once per chat: its singleton key), so that a node
 * that dies right after the end leaves it to another; an offline message has no transcript.
 */
export async function registerTranscriptMail(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<TranscriptJob>(TRANSCRIPT_JOB, async ({ chatId }) => {
    const chat = await chatById(ctx.db, chatId);
    if (chat?.state === 'ended') await mailTranscript(ctx, chat);
  });
  ctx.events.on('chat.ended', async ({ chatId, status }) => {
    if (status === CHAT_STATUS.OFFLINE_MESSAGE) return;
    await ctx.jobs.send<TranscriptJob>(TRANSCRIPT_JOB, { chatId }, { singletonKey: chatId });
  });
}

/**
 * With the widget's emailTranscript on, a guest who gave an e-mail receives the chat's transcript when
 * it ends (every end path goes through announceChatEnd, which tells chat.ended). Settings and e-mail are read
 * when the job runs: the latest count.
 */
export async function mailTranscript(ctx: AppContext, chat: ChatRow): Promise<void> {
  const [widget] = await ctx.db
    .select({ widgetName: widgets.widgetName, domain: widgets.domain, settings: widgets.settings })
    .from(widgets)
    .where(eq(widgets.id, chat.widgetId))
    .limit(1);
  const settings = widget?.settings as Partial<WidgetSettings> | undefined;
  if (!widget || settings?.emailTranscript !== true) return;
  const [guest] = await ctx.db.select({ email: visitors.email, language: visitors.language }).from(visitors).where(eq(visitors.id, chat.visitorRowId)).limit(1);
  if (!guest?.email.includes('@')) return;
  const messages = await messagesAfter(ctx.db, chat.id, 0);
  if (messages.length === 0) return;
  await ctx.mailer.send(
    transcriptMail({
      to: guest.email,
      widgetName: widget.widgetName,
      domain: widget.domain,
      timeZone: settings.timeZone ?? WIDGET_DEFAULTS.timeZone,
      messages,
      // The language the guest's widget speaks (its last handshake's); English when it never said.
      locale: isLocale(guest.language) ? guest.language : SOURCE_LOCALE,
    }),
  );
}
