// The passwords module's face: what other modules may use of it; every other file is private to it.
export { registerChangePasswordRoute } from './change-password-route';
export { registerForgotPasswordRoute } from './forgot-password-route';
export { registerSetForgotPasswordRoute } from './set-forgot-password-route';
