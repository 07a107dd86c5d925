import type { CannedMessage, CannedMessagePayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

/** One GET /canned/get-all per page (per API client), shared by every chat input. */
const cache = new WeakMap<ApiClient, Promise<CannedMessage[]>>();

export function loadCanned(api: ApiClient): Promise<CannedMessage[]> {
  let list = cache.get(api);
  if (!list) {
    list = api.call('getAllCanned').then((answer) => (Array.isArray(answer) ? answer : []));
    // A failed load is retried the next time the list is needed.
    list.catch(() => cache.delete(api));
    cache.set(api, list);
  }
  return list;
}

/** POST /canned/create; the created item joins the cached list. */
export async function createCanned(api: ApiClient, payload: CannedMessagePayload): Promise<CannedMessage> {
  const created = await api.call('createCanned', payload);
  const list = await loadCanned(api).catch(() => [] as CannedMessage[]);
  cache.set(api, Promise.resolve([...list, created]));
  return created;
}
