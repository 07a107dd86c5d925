import { createFailureLimiter, type FailureLimiter } from '../auth/failure-limiter';
import { HttpError } from '../http/http-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every abuse limit of the server in one place. Sign-in failures count per account and address
 * together, so an attacker elsewhere cannot lock the real user out, under a higher ceiling per address.
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
} as const;

export type AbuseLimits = Record<keyof typeof ABUSE_LIMITS, FailureLimiter>;

export function createAbuseLimits(scale = 1): AbuseLimits {
  const limiters = Object.entries(ABUSE_LIMITS).map(([name, rule]) => [name, createFailureLimiter({ ...rule, limit: rule.limit * scale })]);
  return Object.fromEntries(limiters) as AbuseLimits;
}

/** In words for a message: "a minute", "12 minutes", "an hour". */
export function inWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes >= 60) return minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : 'an hour';
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** 429 with Retry-After. */
export const tooMany = (message: string, waitSeconds: number) => new HttpError(429, message, { 'retry-after': String(waitSeconds) });

export const ABUSE_MESSAGES = {
  signUps: (wait: number) => `Too many sign-ups from your network. Please try again in ${inWords(wait)}.`,
  resetMails: (wait: number) => `Too many password reset e-mails were requested. Please try again in ${inWords(wait)}.`,
  verificationMails: (wait: number) => `Too many verification codes were sent to this address. Please try again in ${inWords(wait)}.`,
  codeGuesses: (wait: number) => `Too many wrong codes. Please try again in ${inWords(wait)}.`,
  offlineMessages: (wait: number) => `You have sent several messages already. Please try again in ${inWords(wait)}.`,
  newGuests: 'Too many new visits from your network. Please try again in a minute.',
};
