// The abuse module's face: what other modules may use of it; every other file is private to it.
import type { AbuseLimits } from './abuse-limits';
export { ABUSE_MESSAGES, createAbuseLimits, purgeLimiterHits, tooMany, type AbuseLimits } from './abuse-limits';

declare module '../context' {
  interface AppContext {
    /** Sign-in, mail, guess and arrival limits (abuse-limits.ts). */
    limits: AbuseLimits;
  }
}
