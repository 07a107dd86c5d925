// POST /chat/note-attachment (bearer, multipart: chatId, noteId, file): a file as a staff-only note. The
// file is checked by content and stored under a server-made name like a guest's; the note's text is the
// attachment marker + that name, which only this route writes into a note (typed notes may not carry it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentText, type ChatNote } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE, ATTACHMENT_WRONG_TYPE, attachmentKind, saveAttachment } from '../attachments';
import { readAttachmentForm } from '../attachments';
import { chatFor, requestCaller } from '../chats';
import type { AppContext } from '../context';
import { badRequest } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { addNote } from './notes';

export function registerNoteAttachmentRoute(app: FastifyInstance, ctx: AppContext): void {
  const options = {
    onRequest: authGuard(ctx),
    schema: NO_INPUT,
    config: { body: 'multipart' as const },
    bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
    errorHandler: (error: Error & { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) => {
      if (error.statusCode !== 413) throw error;
      return reply.status(413).send({ statusCode: 413, message: ATTACHMENT_TOO_LARGE });
    },
  };
  app.post('/chat/note-attachment', options, async (request): Promise<{ ok: true; note: ChatNote }> => {
    const { fields, file } = await readAttachmentForm(request);
    const caller = requestCaller(request);
    // Asked before the file is stored: a caller who may not note this chat leaves nothing on disk.
    await chatFor(ctx, caller, fields.chatId, 'write-note');
    if (!file) throw badRequest('Please choose a file');
    const kind = attachmentKind(file);
    if (!kind) throw badRequest(ATTACHMENT_WRONG_TYPE);
    const fileName = await saveAttachment(ctx.settings.dataDir, file, kind);
    const note = await addNote(
      ctx,
      { ...caller, fullName: authOf(request).user.fullName },
      { chatId: fields.chatId, bodyText: attachmentText(fileName), noteId: fields.noteId, mentions: [] },
      { fileNote: true },
    );
    return { ok: true, note };
  });
}
