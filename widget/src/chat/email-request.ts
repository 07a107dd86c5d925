// Where the e-mail request shows (spec 001 §4 showAt) and the e-mail rule it validates with.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';

/** The shared validation's e-mail pattern (the widget may import contracts only, so it is repeated here). */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** 'top': above the conversation, before the first message; 'after-first': right after the guest's first message. */
export type EmailPlacement = 'top' | 'after-first' | null;

export function emailRequestPlacement(
  request: WidgetPublicConfig['requestEmail'],
  state: { guestMessageCount: number; emailGiven: boolean },
): EmailPlacement {
  if (!request.enabled || state.emailGiven) return null;
  if (request.showAt === 'at_start') return 'top';
  return state.guestMessageCount > 0 ? 'after-first' : null;
}
