// Routing at peak (issue 27): the defaults, bounds and texts the server, the widget and the console share.
import type { WidgetRouting } from '../contracts/entities/routing';

/** A widget without routing settings behaves as the spec says: offered to all, no queue limits. */
export const ROUTING_DEFAULTS: Readonly<WidgetRouting> = {
  mode: 'offer-all',
  acceptWindowSeconds: 30,
  maxQueueLength: null,
  maxQueueWaitSeconds: null,
  escalatePendingAfterSeconds: 60,
  escalateReplyAfterSeconds: 120,
};

export const ROUTING_BOUNDS = {
  acceptWindowSeconds: { min: 10, max: 120 },
  maxQueueLength: { min: 1, max: 500 },
  /** One minute to four hours. */
  maxQueueWaitSeconds: { min: 60, max: 14_400 },
  escalatePendingAfterSeconds: { min: 10, max: 3_600 },
  escalateReplyAfterSeconds: { min: 10, max: 3_600 },
} as const;

/** An agent's chat limit: 1-20, or null for no limit. */
export const CHAT_LIMIT_MIN = 1;
export const CHAT_LIMIT_MAX = 20;

/** Two offers missed in a row set the agent away. */
export const MISSED_OFFERS_BEFORE_AWAY = 2;

/** The expected wait needs this many recent chats with an agent; fewer say "a few minutes". */
export const ESTIMATE_MIN_CHATS = 5;
/** The estimate averages the durations of this many latest chats. */
export const ESTIMATE_SAMPLE_CHATS = 100;

export const ROUTING_TEXTS = {
  atLimit: (load: number, limit: number) => `You are at your chat limit (${load} / ${limit}). End a chat to accept another.`,
  load: (load: number, limit: number) => `${load} / ${limit} chats`,
  notResponding: 'Not responding',
  offerExpired: 'The chat was offered to another agent',
  chatLimitInvalid: `chatLimit must be a whole number from ${CHAT_LIMIT_MIN} to ${CHAT_LIMIT_MAX}, or null for no limit`,
} as const;

/**
 * The expected wait of the guest at `position` (1 = next): the position divided by the concurrent capacity
 * of the department's online agents, times the mean duration of the latest chats (seconds). null when
 * there is too little data: no capacity known, or fewer than ESTIMATE_MIN_CHATS chats to average.
 */
export function expectedWaitSeconds(position: number, capacity: number, meanChatSeconds: number | null, sampleSize: number): number | null {
  if (capacity <= 0 || meanChatSeconds === null || sampleSize < ESTIMATE_MIN_CHATS) return null;
  return Math.round((position / capacity) * meanChatSeconds);
}

/** Whole minutes and seconds of a wait, as the console shows it: "2:05". */
export function waitClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
