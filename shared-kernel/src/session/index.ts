export { createSessionStore } from './session-store';
export { createMemoryStorage } from './memory-storage';
export { decodeToken, isTokenExpired } from './decode-token';
export type { SessionState, SessionStore } from './session-types';
