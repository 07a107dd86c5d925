import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentText, VISITOR_BLOCKED, type WidgetMessage } from 'shared-kernel/contracts';
import { appendMessage, messageCreatedEvent, openChatOf } from '../chats';
import { toWidgetMessage } from '../chats';
import type { AppContext } from '../context';
import { isLiveWidget } from '../widgets';
import { visitors, widgets } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { isGuestBlocked } from '../visitors';
import { announceAttachment } from './attachment-events';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE, attachmentKind, saveAttachment } from './attachment-files';
import { readAttachmentForm } from './attachment-form';

const MAX_CLIENT_ID = 100;

/**
 * Public (the widget has no token; its kept visitorId is the guest's key): a guest posts an image or a
 * PDF into its open chat. The file is checked by content, stored under a server-made name, and posted
 * as an inbound message whose text is the attachment marker + that name.
 */
export function registerAttachmentUploadRoute(app: FastifyInstance, ctx: AppContext): void {
  const options = {
    schema: NO_INPUT,
    config: { body: 'multipart' as const },
    // Room for the form around a file of the largest size; the file itself is capped by the form reader.
    bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
    // Whichever limit trips first, the guest reads the same clear message.
    errorHandler: (error: Error & { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.statusCode !== 413) throw error;
      return reply.header('Access-Control-Allow-Origin', '*').status(413).send({ statusCode: 413, message: ATTACHMENT_TOO_LARGE });
    },
  };
  app.post('/visitor-widget/attachments', options, async (request, reply): Promise<{ ok: true; message: WidgetMessage }> => {
    // The widget runs on the customer's site: the answer must be readable cross-origin.
    reply.header('Access-Control-Allow-Origin', '*');
    const { fields, file } = await readAttachmentForm(request);
    const pluginId = fields.pluginId?.trim();
    const visitorId = fields.visitorId?.trim();
    if (!pluginId || !visitorId) throw badRequest('pluginId and visitorId are required');
    const [found] = await ctx.db
      .select({ visitor: visitors })
      .from(visitors)
      .innerJoin(widgets, eq(widgets.id, visitors.widgetId))
      .where(and(eq(visitors.visitorId, visitorId), eq(widgets.pluginId, pluginId), isLiveWidget))
      .limit(1);
    if (!found) throw notFound('Visitor not found');
    const visitor = found.visitor;
    if (await isGuestBlocked(ctx.db, { rowId: visitor.id, accountId: visitor.clientId })) throw new HttpError(403, VISITOR_BLOCKED);
    const chat = await openChatOf(ctx.db, visitor.id);
    if (!chat) throw badRequest('Start a chat before sending a file');
    if (!file) throw badRequest('Please choose a file');
    const kind = attachmentKind(file);
    if (!kind) throw badRequest(ATTACHMENT_WRONG_TYPE);

    const fileName = await saveAttachment(ctx.settings.dataDir, file, kind);
    const clientMessageId = fields.clientMessageId?.slice(0, MAX_CLIENT_ID) || randomUUID();
    const { message, created } = await appendMessage(ctx.db, chat.id, { direction: 'inbound', bodyText: attachmentText(fileName), clientMessageId });
    // No timer moves (the chat's inactivity check reads the last message when it runs).
    if (created) {
      ctx.events.emit('message.created', messageCreatedEvent(chat, message));
      await announceAttachment(ctx, chat, message);
    }
    return { ok: true, message: toWidgetMessage(message) };
  });
}
