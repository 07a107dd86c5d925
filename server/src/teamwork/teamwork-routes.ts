// HTTP calls of teamwork (issue 26): transfer, take-over, the chat's staff record, Active chats, mentions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_TRANSFER_NOTE_LENGTH, TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import { array, object, string } from 'yup';
import { authGuard, authOf } from '../auth';
import { chatFor, chatReaderOf, maySeeActiveChats, requestCaller } from '../chats';
import type { AppContext } from '../context';
import { badRequest, forbidden } from '../http/http-error';
import { NO_INPUT } from '../http/route-input';
import { fixedText } from '../http/valued-text';
import { activeChatsOf } from './active-chats';
import { MAX_READ_IDS, mentionsOf, mentionStaffOf, readMentions } from './mentions';
import { activityOf, notesOf, waitingDepartmentName } from './teamwork-store';
import { toChatActivity, toChatNote, toHolding } from './teamwork-view';
import { takeOverChat, transferChat, type StaffCaller } from './transfer';
import { transferTargetsOf } from './transfer-targets';
import { registerNoteAttachmentRoute } from './note-attachment-route';
import { NOTE_TOO_LONG } from './notes';

const id = () => string().trim().max(100, 'An id is too long');
const chatIdQuery = object({ chatId: id().required('chatId is required') });
const transferBody = object({
  chatId: id().required('chatId is required'),
  agentId: id(),
  departmentId: id(),
  note: string().max(MAX_TRANSFER_NOTE_LENGTH, fixedText(NOTE_TOO_LONG, { max: MAX_TRANSFER_NOTE_LENGTH })).default(''),
  holderId: id(),
});
const takeOverBody = object({ chatId: id().required('chatId is required'), holderId: id() });
const readMentionsBody = object({
  ids: array(id().required())
    .max(MAX_READ_IDS, fixedText('At most {max, plural, one {{max} id} other {{max} ids}}', { max: MAX_READ_IDS }))
    .typeError('ids must be a list'),
});

const staffCaller = (request: FastifyRequest): StaffCaller => ({ ...requestCaller(request), fullName: authOf(request).user.fullName });

export function registerTeamworkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);
  registerNoteAttachmentRoute(app, ctx);

  app.get('/chat/transfer-targets', { onRequest, schema: { querystring: chatIdQuery } }, async (request) => {
    const { chat } = await chatFor(ctx, requestCaller(request), (request.query as { chatId: string }).chatId, 'transfer');
    return transferTargetsOf(ctx, chat);
  });

  app.post('/chat/transfer', { onRequest, schema: { body: transferBody } }, async (request) => {
    const body = request.body as { chatId: string; agentId?: string; departmentId?: string; note: string; holderId?: string };
    return transferChat(ctx, staffCaller(request), { ...body, note: body.note.trim() });
  });

  app.post('/chat/take-over', { onRequest, schema: { body: takeOverBody } }, async (request) => {
    const body = request.body as { chatId: string; holderId?: string };
    return takeOverChat(ctx, staffCaller(request), body.chatId, body.holderId);
  });

  app.get('/chat/teamwork', { onRequest, schema: { querystring: chatIdQuery } }, async (request) => {
    const { chat } = await chatFor(ctx, requestCaller(request), (request.query as { chatId: string }).chatId, 'read');
    const [notes, activity, departmentName] = await Promise.all([notesOf(ctx.db, [chat.id]), activityOf(ctx.db, [chat.id]), waitingDepartmentName(ctx.db, chat)]);
    return { holding: toHolding(chat, departmentName), notes: notes.map((row) => toChatNote(chat, row)), activity: activity.map(toChatActivity) };
  });

  app.get('/chat/active-chats', { onRequest, schema: NO_INPUT }, async (request) => {
    const caller = requestCaller(request);
    if (!maySeeActiveChats(await chatReaderOf(ctx, caller))) throw forbidden(TEAMWORK_TEXTS.mayNotSupervise);
    return { chats: await activeChatsOf(ctx, caller) };
  });

  app.get('/chat/mentions', { onRequest, schema: NO_INPUT }, async (request) => {
    const auth = authOf(request);
    return mentionsOf(ctx, auth.user.id, auth.accountId);
  });

  app.post('/chat/mentions/read', { onRequest, schema: { body: readMentionsBody } }, async (request) => {
    const auth = authOf(request);
    // A form is never read here: its ids would go unseen and every mention be marked read.
    if (request.isMultipart()) throw badRequest('Send the ids as JSON');
    const ids = (request.body as { ids?: string[] } | undefined)?.ids;
    return { unread: await readMentions(ctx, auth.user.id, auth.accountId, ids) };
  });

  app.get('/chat/mention-staff', { onRequest, schema: NO_INPUT }, async (request) => mentionStaffOf(ctx, authOf(request).accountId));
}
