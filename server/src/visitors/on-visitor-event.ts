import { EVENT_FAILED, SENDING_TOO_FAST, type VisitorAcks, type VisitorEmitEvents } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { validateSyncWith } from 'shared-kernel/validation';
import { DATABASE_UNAVAILABLE, isDatabaseOutage, OUTAGE_RETRY_AFTER_MS } from '../db/database-outage';
import { inputProblem } from '../http/input-guard';
import { CONNECTION_RATES, KeyedRateBuckets, connectionBucket, sharedRate, takeFromAll } from '../realtime/rate-bucket';
import { createTurns } from '../realtime/turns';
import { guestAck } from './guest-refusals';
import { VISITOR_EVENT_INPUTS } from './visitor-event-inputs';
import type { VisitorSocket } from './visitor-socket-types';

/** A widget event's handler: payloads are untrusted (Partial); the ack is always a function. */
export type VisitorEventHandler<K extends keyof VisitorEmitEvents> = (
  ctx: AppContext,
  socket: VisitorSocket,
  payload: Partial<VisitorEmitEvents[K]>,
  ack: (answer: VisitorAcks[K]) => void,
) => Promise<void> | void;

/** The handlers of one feature, by event name. */
export type VisitorEventHandlers = { [K in keyof VisitorEmitEvents]?: VisitorEventHandler<K> };

type AnyHandler = (ctx: AppContext, socket: VisitorSocket, payload: object, ack: (answer: unknown) => void) => Promise<void> | void;

const noAck = () => undefined;

/**
 * The one listener of every guest socket (`socket.onAny` calls it with the socket as `this`), made once per
 * server: an idle guest holds no closure per event, which adds up over ten thousand guests. Payloads
 * outside the input limits every HTTP call meets too (inputProblem), events beyond the share of the
 * connection, of its guest (all its tabs) or of its network address (rate-bucket.ts), and payloads not of
 * the event's declared shape (VISITOR_EVENT_INPUTS) are refused. The whole path runs inside one guard: a
 * throw anywhere is logged with the event's name and acked ok: false (retryable while the database is out of reach).
 * Every refusal's text is in the language the guest's widget speaks; the widget acts on a refusal's `code` only.
 */
export function createVisitorEventListener(ctx: AppContext, handlers: VisitorEventHandlers) {
  // This node's counts, in memory: a message waits on no database to be let through.
  const perGuest = new KeyedRateBuckets(() => sharedRate('guest'));
  const perAddress = new KeyedRateBuckets(() => sharedRate('address', ctx.settings.abuseLimitScale));
  // A guest's messages are stored one after another (the widget sends them so anyway): a burst from many
  // tabs does not reach the database all at once, ahead of the other guests' messages, but in turn.
  const inTurn = createTurns();
  return function onVisitorEvent(this: VisitorSocket, event: string, payload?: unknown, maybeAck?: unknown): void {
    // Refusals in the language of the guest's widget (guest-refusals.ts); English ones word for word.
    const ack = typeof maybeAck === 'function' ? guestAck(this, maybeAck as (answer: unknown) => void) : noAck;
    const fail = (error: unknown) => {
      // The database out of reach: the widget sends again (same id) after retryAfterMs.
      if (isDatabaseOutage(error)) return ack({ ok: false, error: DATABASE_UNAVAILABLE, retryAfterMs: OUTAGE_RETRY_AFTER_MS });
      console.error(`visitor event '${String(event).slice(0, 100)}' failed`, error);
      ack({ ok: false, error: EVENT_FAILED });
    };
    try {
      const handler = Object.hasOwn(handlers, event) ? (handlers[event as keyof VisitorEmitEvents] as AnyHandler | undefined) : undefined;
      if (!handler) return;
      const problem = inputProblem(payload);
      if (problem) return ack({ ok: false, error: problem });
      const { visitorId, ipAddress } = this.data;
      const retryAfterMs = takeFromAll([connectionBucket(this, CONNECTION_RATES.guest), perGuest.of(visitorId), perAddress.of(ipAddress)]);
      if (retryAfterMs > 0) return ack({ ok: false, error: SENDING_TOO_FAST, retryAfterMs });
      const declared = validateSyncWith(VISITOR_EVENT_INPUTS[event as keyof VisitorEmitEvents], payload ?? {});
      if (!declared.ok) return ack({ ok: false, error: declared.message });
      const run = () => handler(ctx, this, declared.value as object, ack);
      Promise.resolve(event === 'visitor:message' ? inTurn(visitorId, run) : run()).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
