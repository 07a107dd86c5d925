import type { ApiClient } from 'shared-kernel/http';

/** POST /users/forgot-password-link: mails a reset link. */
export function requestResetLink(api: ApiClient, email: string) {
  return api.call('forgotPasswordLink', { email: email.trim() });
}

/** POST /users/set-forgot-password with the token of the mailed link. */
export function setNewPassword(api: ApiClient, values: { email: string; token: string; password: string }) {
  return api.call('setForgotPassword', { email: values.email.trim(), token: values.token, newPassword: values.password });
}
