import { createFailureLimiter, deleteHitsBefore, type FailureLimiter } from './failure-limiter';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { fixedText, text, type ErrorMessage, type ValuedText } from '../http/valued-text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every abuse limit of the server in one place. Sign-in failures count per account and address
 * together, so an attacker elsewhere cannot lock the real user out, under a higher ceiling per address.
 * They count in the database, across every node that shares it (failure-limiter.ts). The flood
 * limit of socket events (realtime/rate-bucket.ts) is not here: it guards a node against one connection,
 * so it stays with the connection, in memory, and costs a message no database work.
 */
export const ABUSE_LIMITS = {
  signInPerAccountAndIp: { limit: 10, windowMs: MINUTE },
  signInPerIp: { limit: 50, windowMs: 15 * MINUTE },
  currentPasswordPerAccount: { limit: 10, windowMs: MINUTE },
  signUpsPerIp: { limit: 10, windowMs: HOUR },
  verificationMailsPerAccount: { limit: 5, windowMs: HOUR },
  codeGuessesPerIp: { limit: 20, windowMs: 15 * MINUTE },
  resetMailsPerAddress: { limit: 3, windowMs: HOUR },
  resetMailsPerIp: { limit: 10, windowMs: HOUR },
  offlineMessagesPerGuest: { limit: 3, windowMs: HOUR },
  offlineMessagesPerIp: { limit: 10, windowMs: HOUR },
  newGuestsPerIp: { limit: 30, windowMs: MINUTE },
  requestsPerApiKey: { limit: 600, windowMs: MINUTE },
} as const;

export type AbuseLimits = Record<keyof typeof ABUSE_LIMITS, FailureLimiter>;

/** Hits older than this count for no limit any more. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(ABUSE_LIMITS).map((rule) => rule.windowMs));
/** The database counts limits as integers. */
const HIGHEST_LIMIT = 2 ** 31 - 1;

/** Deletes the hits no limit counts any more (older than the longest window): the purge job's task. */
export function purgeLimiterHits(db: Db, now: Date): Promise<void> {
  return deleteHitsBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
}

/** `scale` multiplies every limit (ABUSE_LIMIT_SCALE: load tests whose clients share one address). */
export function createAbuseLimits(db: Db, scale = 1): AbuseLimits {
  const limiters = Object.entries(ABUSE_LIMITS).map(([name, rule]) => {
    const limit = Math.min(rule.limit * scale, HIGHEST_LIMIT);
    return [name, createFailureLimiter(db, name, { limit, windowMs: rule.windowMs })];
  });
  return Object.fromEntries(limiters) as AbuseLimits;
}

/** A wait in words, as a text of the error catalogue: "a minute", "12 minutes", "an hour", "3 hours". */
export function inWords(seconds: number): ValuedText {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return text('{minutes, plural, one {a minute} other {{minutes} minutes}}', { minutes });
  return text('{hours, plural, one {an hour} other {{hours} hours}}', { hours: minutes >= 120 ? Math.ceil(minutes / 60) : 1 });
}

/** 429 with Retry-After. */
export const tooMany = (message: ErrorMessage, waitSeconds: number) => new HttpError(429, message, { 'retry-after': String(waitSeconds) });

/** Texts with values (http/valued-text.ts): each answered in the caller's language, the wait too. */
export const ABUSE_MESSAGES = {
  signUps: (wait: number) => text('Too many sign-ups from your network. Please try again in {wait}.', { wait: inWords(wait) }),
  resetMails: (wait: number) => text('Too many password reset e-mails were requested. Please try again in {wait}.', { wait: inWords(wait) }),
  verificationMails: (wait: number) => text('Too many verification codes were sent to this address. Please try again in {wait}.', { wait: inWords(wait) }),
  codeGuesses: (wait: number) => text('Too many wrong codes. Please try again in {wait}.', { wait: inWords(wait) }),
  /** The widget's acknowledgement (a string): the English, its text kept by it (few waits: whole minutes, whole hours). */
  offlineMessages: (wait: number) => fixedText('You have sent several messages already. Please try again in {wait}.', { wait: inWords(wait) }),
  newGuests: 'Too many new visits from your network. Please try again in a minute.',
};
