// The contact calls of spec 001 §7 (plus the server-side search), each with the spec's own success test.
import { LIMITS, type Contact, type Paginated } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { updatePayload, type ContactValues } from '../lib/contact-form';

/** An answer without the spec's success sign; carries the server's message when it gave one. */
export class ContactCallRefused extends Error {
  constructor(readonly answer: unknown) {
    super('refused');
  }
}

/** GET /visitor/get-contacts?take=15&page={n}&order=DESC[&search=]: search is sent only when set. */
export async function fetchContactsPage(api: ApiClient, page: number, search: string, signal?: AbortSignal): Promise<Paginated<Contact>> {
  const term = search.trim();
  const query = { take: LIMITS.LIST_PAGE_SIZE, page, order: 'DESC' as const, ...(term ? { search: term } : {}) };
  const answer = await api.call('getContacts', undefined, { query, signal });
  return {
    data: Array.isArray(answer?.data) ? answer.data : [],
    meta: { hasNextPage: Boolean(answer?.meta?.hasNextPage), itemCount: Number(answer?.meta?.itemCount ?? 0) },
  };
}

/** PATCH /visitor/update-visitor: success when acknowledged is true; answers the contact as saved. */
export async function updateContact(api: ApiClient, contact: Contact, values: ContactValues): Promise<Contact> {
  const payload = updatePayload(contact, values);
  const answer = await api.call('updateVisitor', payload);
  if (answer?.acknowledged !== true) throw new ContactCallRefused(answer);
  return { ...contact, email: payload.email, firstName: payload.firstName, lastName: payload.lastName, phoneNumber: payload.phoneNumber };
}

/** POST /visitor/delete-contact {guestId, pluginId, visitorId}: success on code 200. */
export async function deleteContact(api: ApiClient, contact: Contact): Promise<void> {
  const answer = await api.call('deleteContact', { guestId: contact.guestId, pluginId: contact.pluginId, visitorId: contact.visitorId ?? '' });
  if (answer?.statusCode !== 200) throw new ContactCallRefused(answer);
}
