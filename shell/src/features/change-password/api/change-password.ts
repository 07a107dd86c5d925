import type { ApiClient } from 'shared-kernel/http';

/** PATCH /users/change-password; the server ends the user's other logins. */
export function changePassword(api: ApiClient, currentPassword: string, newPassword: string) {
  return api.call('changePassword', { currentPassword, newPassword });
}
