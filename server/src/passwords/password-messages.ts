/** Answers of the password calls (ISSUE 3; the spec's toasts where it names them). */
export const PASSWORD_MESSAGES = {
  linkSent: 'A reset link has been sent to your email',
  notRegistered: 'This Email is not registered with us',
  resetDone: 'Your password has been reset',
  badResetLink: 'This reset link is invalid or has expired',
  changed: 'Your password is successfully updated',
  wrongCurrent: 'Current password is incorrect',
} as const;
