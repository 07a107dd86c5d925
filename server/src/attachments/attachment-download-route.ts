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

/**
 * GET /chat/attachments/:fileName (bearer): only users who may read the chat (chat-policy) read it;
 * anything else is a 404. The content type comes from our own extension, and nosniff plus a sandboxing
 * CSP keep a browser from running the bytes as anything else.
 */
async function noteFileOwner(ctx: AppContext, fileName: string) {
  const [row] = await ctx.db
    .select({ chat: chats })
    .from(chatNotes)
    .innerJoin(chats, eq(chats.id, chatNotes.chatId))
    .where(eq(chatNotes.bodyText, attachmentText(fileName)))
    .orderBy(asc(chatNotes.createdAt))
    .limit(1);
  return row;
}

export function registerAttachmentDownloadRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { fileName: string } }>('/chat/attachments/:fileName', { onRequest: authGuard(ctx), schema: { params: fileNameParams } }, async (request, reply) => {
    const { fileName } = request.params;
    const kind = storedAttachmentKind(fileName);
    if (!kind) throw notFound('Attachment not found');
    // The upload's own message is the first to carry the name (the name is made by the upload); a later
    // text typed with the same marker and name, in any chat, must not hand the file to that chat's account.
    const [owner] = await ctx.db
      .select({ chat: chats })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      // The LIKE repeats the partial index's condition word for word, so the index serves the lookup.
      .where(and(eq(chatMessages.bodyText, attachmentText(fileName)), sql`${chatMessages.bodyText} LIKE '[attachment]%'`))
      .orderBy(asc(chatMessages.createdAt))
      .limit(1);
    // Not a message's file: a staff note's (issue 26), found the same way in chat_notes.
    const holder = owner ?? (await noteFileOwner(ctx, fileName));
    if (!holder || !(await mayReadChat(ctx, requestCaller(request), holder.chat))) {
      throw notFound('Attachment not found');
    }
    const data = await readAttachment(ctx.settings.dataDir, fileName);
    if (!data) throw notFound('Attachment not found');
    return sendStoredFile(reply, data, { name: fileName, contentType: ATTACHMENT_CONTENT_TYPES[kind], cacheControl: 'private, max-age=3600' });
  });
}
