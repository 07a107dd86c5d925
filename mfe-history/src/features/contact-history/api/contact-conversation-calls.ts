// GET /chat/get-contact-conversation?visitorid={id} (spec 001 §7), id = the contact's _id.
import type { ContactConversationItem } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** Anything but a list reads as no sessions. */
export async function fetchContactConversation(api: ApiClient, visitorRowId: string, signal?: AbortSignal): Promise<ContactConversationItem[]> {
  const answer = await api.call('contactConversation', undefined, { query: { visitorid: visitorRowId }, signal });
  return Array.isArray(answer) ? answer : [];
}
