import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachmentText } from 'shared-kernel/contracts';
import { authGuard } from '../auth';
import { mayReadChat, requestCaller } from '../chats';
import type { AppContext } from '../context';
import { chatMessages, chatNotes, chats } from '../db/schema';
import { notFound } from '../http/http-error';
import { ATTACHMENT_CONTENT_TYPES, readAttachment, storedAttachmentKind } from './attachment-files';
import { sendStoredFile } from '../http/send-stored-file';
import { fileNameParams } from '../http/input-schemas';

/** The first message that carries the file's marker, with its chat. */
async function messageFileHolder(ctx: AppContext, fileName: string) {
  const [row] = await ctx.db
    .select({ chat: chats, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    // The LIKE repeats the partial index's condition word for word, so the index serves the lookup.
    .where(and(eq(chatMessages.bodyText, attachmentText(fileName)), sql`${chatMessages.bodyText} LIKE '[attachment]%'`))
    .orderBy(asc(chatMessages.createdAt))
    .limit(1);
  return row;
}

/** The first staff note (issue 26) that carries the file's marker, with its chat. */
async function noteFileHolder(ctx: AppContext, fileName: string) {
  const [row] = await ctx.db
    .select({ chat: chats, createdAt: chatNotes.createdAt })
    .from(chatNotes)
    .innerJoin(chats, eq(chats.id, chatNotes.chatId))
    .where(eq(chatNotes.bodyText, attachmentText(fileName)))
    .orderBy(asc(chatNotes.createdAt))
    .limit(1);
  return row;
}

/**
 * The chat the file belongs to: the upload wrote the first text to carry the name (the upload makes the
 * name), as a guest's message or as a staff note. A later text carrying the same marker and name, in a
 * message or a note, in any chat or account, is never taken for it, so it cannot hand the file over.
 */
async function fileHolder(ctx: AppContext, fileName: string) {
  const [message, note] = await Promise.all([messageFileHolder(ctx, fileName), noteFileHolder(ctx, fileName)]);
  if (!message || !note) return message ?? note;
  return note.createdAt < message.createdAt ? note : message;
}

/**
 * GET /chat/attachments/:fileName (bearer): only users who may read the chat (chat-policy) read it;
 * anything else is a 404. The content type comes from our own extension, and nosniff plus a sandboxing
 * CSP keep a browser from running the bytes as anything else.
 */
export function registerAttachmentDownloadRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { fileName: string } }>('/chat/attachments/:fileName', { onRequest: authGuard(ctx), schema: { params: fileNameParams } }, async (request, reply) => {
    const { fileName } = request.params;
    const kind = storedAttachmentKind(fileName);
    if (!kind) throw notFound('Attachment not found');
    const holder = await fileHolder(ctx, fileName);
    if (!holder || !(await mayReadChat(ctx, requestCaller(request), holder.chat))) {
      throw notFound('Attachment not found');
    }
    const data = await readAttachment(ctx.settings.dataDir, fileName);
    if (!data) throw notFound('Attachment not found');
    return sendStoredFile(reply, data, { name: fileName, contentType: ATTACHMENT_CONTENT_TYPES[kind], cacheControl: 'private, max-age=3600' });
  });
}
