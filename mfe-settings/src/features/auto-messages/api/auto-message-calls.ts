// The auto (smart) message calls of spec 001 §7 plus the delete, each with its own success test.
import type { AutoMessage, AutoMessagePayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** A call that answered without the spec's success sign (shown as 'Something went wrong'). */
export class AutoCallRefused extends Error {}

/** GET /smart-message/get-smart-messages (anything but a list reads as none). */
export async function fetchAutoMessages(api: ApiClient, signal?: AbortSignal): Promise<AutoMessage[]> {
  const answer = await api.call('getSmartMessages', undefined, { signal });
  return Array.isArray(answer) ? answer : [];
}

/** POST /smart-message/create: success when the answer carries the title. */
export async function createAutoMessage(api: ApiClient, payload: AutoMessagePayload): Promise<AutoMessage> {
  const created = await api.call('createSmartMessage', payload);
  if (!created?.title) throw new AutoCallRefused('create');
  return created;
}

/** PATCH /smart-message/edit/{id} with the same body: success on code 200. */
export async function editAutoMessage(api: ApiClient, id: string, payload: AutoMessagePayload): Promise<void> {
  const answer = await api.call('editSmartMessage', payload, { params: { id } });
  if (answer?.statusCode !== 200) throw new AutoCallRefused('edit');
}

/** DELETE /smart-message/delete/{id}: success when the answer's _id is the deleted one's. */
export async function deleteAutoMessage(api: ApiClient, id: string): Promise<void> {
  const answer = await api.call('deleteSmartMessage', undefined, { params: { id } });
  if (answer?._id !== id) throw new AutoCallRefused('delete');
}
