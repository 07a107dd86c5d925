// GET /chat/get-contact-conversation?visitorid={id} (spec 001 §7), id = the contact's _id.
import type { Contact, ContactConversationItem } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** Anything but a list reads as no sessions. */
export async function fetchContactConversation(api: ApiClient, visitorRowId: string, signal?: AbortSignal): Promise<ContactConversationItem[]> {
  const answer = await api.call('contactConversation', undefined, { query: { visitorid: visitorRowId }, signal });
  return Array.isArray(answer) ? answer : [];
}

/** GET /visitor/get-contact/{id}: the contact itself, for a page opened without the list's state. */
export async function fetchContact(api: ApiClient, id: string, signal?: AbortSignal): Promise<Contact | null> {
  const answer = await api.call('getContact', undefined, { params: { id }, signal });
  return answer && typeof answer === 'object' && typeof answer.guestId === 'number' ? answer : null;
}
