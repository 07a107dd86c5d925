import type { ApiClient } from 'shared-kernel/http';

/** GET /users/toggle-online: flips the user's availability; the server tells every socket of the user. */
export function toggleOnline(api: ApiClient) {
  return api.call('toggleOnline');
}
