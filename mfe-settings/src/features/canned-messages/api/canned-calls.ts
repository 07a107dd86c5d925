// The four canned-message calls of spec 001 §7, each with the spec's own success test.
import type { CannedMessage, CannedMessagePayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** A call that answered without the spec's success sign (shown as 'Something went wrong'). */
export class CannedCallRefused extends Error {}

/** GET /canned/get-all: the account's canned messages (anything but a list reads as none). */
export async function fetchCanned(api: ApiClient, signal?: AbortSignal): Promise<CannedMessage[]> {
  const answer = await api.call('getAllCanned', undefined, { signal });
  return Array.isArray(answer) ? answer : [];
}

/** POST /canned/create: success when the answer carries the shortCode. */
export async function createCanned(api: ApiClient, payload: CannedMessagePayload): Promise<CannedMessage> {
  const created = await api.call('createCanned', payload);
  if (!created?.shortCode) throw new CannedCallRefused('create');
  return created;
}

/** PATCH /canned/edit/{id} with {clientId, message, shortCode, createdBy}: success on code 200. */
export async function editCanned(api: ApiClient, item: CannedMessage, payload: CannedMessagePayload): Promise<CannedMessage> {
  const answer = await api.call(
    'editCanned',
    { clientId: item.clientId, message: payload.message, shortCode: payload.shortCode, createdBy: item.createdBy },
    { params: { id: item._id } },
  );
  if (answer?.statusCode !== 200) throw new CannedCallRefused('edit');
  return { ...item, ...payload };
}

/** DELETE /canned/{id}: success when the answer's _id is the deleted one's. */
export async function deleteCanned(api: ApiClient, id: string): Promise<void> {
  const answer = await api.call('deleteCanned', undefined, { params: { id } });
  if (answer?._id !== id) throw new CannedCallRefused('delete');
}
