import type { ApiClient } from 'shared-kernel/http';

/** GET /users/get-all-clients (super admin only). */
export function getAllClients(api: ApiClient) {
  return api.call('getAllClients');
}
