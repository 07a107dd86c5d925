import type { ApiClient } from 'shared-kernel/http';

/** POST /users/verify-otp: the user id of the link or activation path and the 4-digit code. */
export function verifyOtp(api: ApiClient, id: string, otp: string) {
  return api.call('verifyOtp', { id, otp: otp.trim() });
}
