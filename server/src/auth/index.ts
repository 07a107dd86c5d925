// The auth module's face: what other modules may use of it; every other file is private to it.
import type { SessionService } from './sessions';
export { accountAdminOnly } from './account-admin';
export { API_KEY_MESSAGES, asksForStaffSignIn, authGuard, authOf } from './auth-guard';
export { newApiKeySecret } from './api-keys';
export { scopeForRoute } from './api-key-scopes';
export { hashPassword, verifyPassword } from './passwords';
export { bearerToken, createSessionService, type SessionService } from './sessions';
export { SIGNIN_MESSAGES, registerSigninRoute } from './signin-route';
export { registerTokenRoutes } from './token-routes';
export { accountOf, findUserByEmail, findUserById, normalizeEmail } from './user-queries';
export { roleFlags, toUserInfo } from './user-view';

declare module '../context' {
  interface AppContext {
    sessions: SessionService;
  }
}
