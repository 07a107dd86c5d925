import type { FastifyInstance } from 'fastify';
import type { Contact, ContactConversationItem, Paginated, StatusAnswer } from 'shared-kernel/contracts';
import { DATABASE_INT_MAX } from 'shared-kernel/rules';
import { number, object, string, type InferType } from 'yup';
import { authGuard, authOf } from '../auth';
import { requestCaller } from '../chats';
import type { AppContext } from '../context';
import { notFound } from '../http/http-error';
import { pageFields } from '../history';
import { refreshLive, servableVisitor } from '../visitors';
import { contactConversation } from './contact-conversation';
import { CONTACT_SEARCH_MAX, contactById, contactsPage, eraseContact } from '../visitors';

const contactsQuery = object({
  ...pageFields,
  search: string()
    .trim()
    .max(CONTACT_SEARCH_MAX, `search must be at most ${CONTACT_SEARCH_MAX} characters`)
    .transform((value: string | undefined) => (value ? value : undefined)),
});

const deleteContactBody = object({
  visitorId: string().required('visitorId is required'),
  guestId: number()
    .typeError('guestId must be a number')
    .integer('guestId must be a whole number')
    .min(0, 'guestId must be a guest number')
    .max(DATABASE_INT_MAX, 'guestId must be a guest number'),
  pluginId: string(),
});

const conversationQuery = object({ visitorid: string().max(100, 'visitorid is too long') });

const contactParams = object({ id: string().required('id is required').max(100, 'id is too long') });

const CONTACT_NOT_FOUND = 'Contact not found';

/** Contacts (list and search, delete) and a contact's past chats (spec 001 §2, §7). */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);

  app.get('/visitor/get-contacts', { onRequest, schema: { querystring: contactsQuery } }, async (request): Promise<Paginated<Contact>> => {
    const query = request.query as InferType<typeof contactsQuery>;
    const order = query.order === 'ASC' ? 'ASC' : 'DESC';
    const { items, hasNextPage } = await contactsPage(ctx.db, authOf(request).accountId, { ...query, order });
    return { data: items, meta: { hasNextPage, itemCount: items.length, page: query.page, take: query.take } };
  });

  // Extra to the spec: a contact history opened without the list (a pasted link) shows its guest card.
  app.get('/visitor/get-contact/:id', { onRequest, schema: { params: contactParams } }, async (request): Promise<Contact> => {
    const { id } = request.params as InferType<typeof contactParams>;
    const contact = await contactById(ctx.db, authOf(request).accountId, id);
    if (!contact) throw notFound(CONTACT_NOT_FOUND);
    return contact;
  });

  app.post('/visitor/delete-contact', { onRequest, schema: { body: deleteContactBody } }, async (request): Promise<StatusAnswer> => {
    const body = request.body as InferType<typeof deleteContactBody>;
    // The same reach as editing the contact: the account's guest, on a widget the caller serves.
    const visitor = await servableVisitor(ctx, request, body.visitorId);
    if (!visitor.contactSince || (body.guestId !== undefined && body.guestId !== visitor.guestId)) throw notFound(CONTACT_NOT_FOUND);
    const row = await eraseContact(ctx.db, visitor.id);
    if (row) await refreshLive(ctx, row);
    return { statusCode: 200, message: 'Contact deleted' };
  });

  app.get('/chat/get-contact-conversation', { onRequest, schema: { querystring: conversationQuery } }, async (request): Promise<ContactConversationItem[]> => {
    const { visitorid } = request.query as InferType<typeof conversationQuery>;
    if (!visitorid) return [];
    return contactConversation(ctx.db, requestCaller(request), visitorid);
  });
}
