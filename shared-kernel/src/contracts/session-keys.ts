// Local storage keys of the console session (spec 000 §3, §4).

export const SESSION_KEYS = {
  user: 'user',
  token: 'token',
  online: 'online',
  selectedAdmin: 'selected_admin',
  timer: 'timer',
  /** Per guest: `booking_status_<guestId>`. */
  bookingStatusPrefix: 'booking_status_',
  /** Path to return to after login. */
  savedPath: 'redirect_path',
  /** Socket session id sent in the handshake. */
  sessionId: 'session_id',
  /** Widget stored by "Copy Settings". */
  copiedWidget: 'copied_widget',
  chatHistory: 'chat_history',
  offlineMessage: 'offline_message',
} as const;

/** Kept when the session is cleared (spec 000 §4). */
export const KEPT_ON_CLEAR: readonly string[] = [SESSION_KEYS.chatHistory, SESSION_KEYS.offlineMessage];

export const bookingStatusKey = (guestId: number | string): string => `${SESSION_KEYS.bookingStatusPrefix}${guestId}`;

/** Header naming the client account a super admin acts for. */
export const SELECTED_ACCOUNT_HEADER = 'x-selected-account';

/** Prefix of every HTTP path. */
export const API_PREFIX = '/api';

/**
 * The console keeps its refresh token in an httpOnly cookie that scripts cannot read (an XSS could not
 * carry a long session away). A sign-in or refresh sent with `requestHeader` is answered in that form:
 * the cookie is set (scoped to the refresh call) and the body carries no refreshToken. Without the header
 * the spec's form holds: the refresh token travels in the body and the Authorization header.
 */
export const REFRESH_COOKIE = {
  requestHeader: 'x-refresh-cookie',
  name: 'refresh_token',
  path: `${API_PREFIX}/auth/refresh`,
} as const;
