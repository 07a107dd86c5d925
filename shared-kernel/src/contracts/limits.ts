// Business constants and limits (spec 000 §4, §9; spec 001 §9).

export const LIMITS = {
  GUEST_PAGE_SIZE: 50,
  LIST_PAGE_SIZE: 15,
  LIST_ORDER: 'DESC',
  IDLE_MS: 12 * 60 * 1000,
  CHAT_TIMER_RED_S: 135,
  TYPING_HIDE_MS: 3000,
  SKELETONS: { dashboard: 12, list: 7, history: 10 },
  SOCKET: { reconnectionDelay: 1000, reconnectionDelayMax: 5000, timeout: 20000 },
  VIEWPORT: { mobile: 640, tablet: 1024 },
  /** Phone-style layout at this window width or less. */
  PHONE_LAYOUT_MAX: 600,
  CLIENT_SWITCH_S: 5,
  ONLINE_TOGGLE_SPINNER_MS: 1000,
  ONLINE_TOGGLE_APPLY_MS: 900,
  BOOKING: { emitWaitMs: 2000, endChatDelayMs: 1000, dialogCloseMs: 2000 },
  PAYMENT_EMIT_DELAY_MS: 2000,
  /** Pagination shows the last 4 pages (including the current one) when more than 3. */
  PAGINATION_PAGES: 4,
  TITLE_FLASH_MS: 2000,
  PAGE_TITLE: 'Live Chat',
  BADGE_COLOR_COUNT: 8,
  MOBILE_PREVIEW_CHARS: 60,
  MOBILE_CHAT_TOAST_MS: 20000,
  CHAT_INPUT_ROWS: { min: 1, max: 4 },
  NAME: { min: 3, max: 20 },
  PHONE: { min: 5, max: 12 },
  PASSWORD_MIN: 8,
  ACTIVATION_CODE_LENGTH: 4,
  VERIFY_SUCCESS_TEXT_MS: 2000,
  VERIFY_SUCCESS_REDIRECT_MS: 6000,
  VERIFY_FAILURE_REDIRECT_MS: 9000,
  RESET_SUCCESS_REDIRECT_MS: 3000,
  NO_DOMAINS_MS: 5000,
  COPY_FEEDBACK_MS: 3000,
  AGENT_PHOTO_PX: 100,
  CANNED_DATE_CHARS: 10,
  BLOCKED_DATE_CHARS: 16,
  /** Contacts last-seen display drops this many trailing characters. */
  LAST_SEEN_TRIM_CHARS: 8,
  METRIC_DURATIONS: ['today', 'last-7-days', 'last-month'],
} as const;

/** Badge colours of chats (the spec says 8 without values). */
export const BADGE_COLORS = ['#1E88E5', '#43A047', '#FB8C00', '#8E24AA', '#E53935', '#00ACC1', '#6D4C41', '#3949AB'] as const;

export function badgeColorFor(guestId: number): string {
  const index = Math.abs(Math.trunc(guestId)) % BADGE_COLORS.length;
  return BADGE_COLORS[index];
}

export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

export function viewportClass(width: number): ViewportClass {
  if (width <= LIMITS.VIEWPORT.mobile) return 'mobile';
  if (width <= LIMITS.VIEWPORT.tablet) return 'tablet';
  return 'desktop';
}

/** Guest status from idle time: Returning when a returning guest was active within 12 minutes. */
export function guestStatus(visitor: { oldVisitor: boolean; lastSeen: string }, now: number = Date.now()): 'New' | 'Returning' | 'Idle' {
  const seen = Date.parse(visitor.lastSeen);
  if (!Number.isNaN(seen) && now - seen > LIMITS.IDLE_MS) return 'Idle';
  return visitor.oldVisitor ? 'Returning' : 'New';
}
