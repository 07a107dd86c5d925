import { EVENT_FAILED, SENDING_TOO_FAST, type AgentEmitAcks, type AgentEmitEvents } from 'shared-kernel/contracts';
import { CONNECTION_RATES, connectionBucket, keyedBuckets, takeFromAll } from './rate-bucket';
import { validateSyncWith } from 'shared-kernel/validation';
import { DATABASE_UNAVAILABLE, isDatabaseOutage, OUTAGE_RETRY_AFTER_MS } from '../db/database-outage';
import { inputProblem } from '../http/input-guard';
import { AGENT_EVENT_INPUTS } from './agent-event-inputs';
import type { AgentSocket } from './socket-types';
import { localizedAnswer } from './staff-language';

type Handler<K extends keyof AgentEmitEvents> = (
  payload: Partial<AgentEmitEvents[K]> | undefined,
  ack: ((answer: AgentEmitAcks[K]) => void) | undefined,
) => Promise<void> | void;

/**
 * Subscribes a typed handler. Payloads come from the network, so handlers get them as Partial, and
 * only within the input limits every HTTP call meets too (inputProblem) and of the shape the event
 * declares (AGENT_EVENT_INPUTS); events beyond the share of the connection or of its user (all its
 * consoles, rate-bucket.ts) are refused with retryAfterMs. The whole path (limits, schema, handler) runs
 * inside one guard: a throw anywhere, synchronous or not, is logged with the event's name and the ack (if
 * any) says ok: false; nothing a client sends can end the process.
 */
export function onEvent<K extends keyof AgentEmitEvents>(socket: AgentSocket, name: K, handler: Handler<K>): void {
  const bucket = connectionBucket(socket, CONNECTION_RATES.agent);
  const perUser = keyedBuckets(socket.nsp, 'agentUser');
  const listener = (payload: unknown, maybeAck?: unknown) => {
    const reply = typeof maybeAck === 'function' ? (maybeAck as (answer: AgentEmitAcks[K]) => void) : undefined;
    // A refusal in the console's language (the error catalogue's texts, fixed or with values: http/valued-text.ts);
    // anything else as the handler wrote it.
    const ack = reply && ((answer: AgentEmitAcks[K]) => reply(localizedAnswer(socket, answer)));
    const fail = (error: unknown) => {
      // The database out of reach: the console sends again (same id) after retryAfterMs.
      if (isDatabaseOutage(error)) return ack?.({ ok: false, message: DATABASE_UNAVAILABLE, retryAfterMs: OUTAGE_RETRY_AFTER_MS } as unknown as AgentEmitAcks[K]);
      console.error(`socket event '${String(name)}' failed`, error);
      ack?.({ ok: false, message: EVENT_FAILED } as AgentEmitAcks[K]);
    };
    try {
      const problem = inputProblem(payload);
      if (problem) return ack?.({ ok: false, message: problem } as AgentEmitAcks[K]);
      const retryAfterMs = takeFromAll([bucket, perUser.of(socket.data.userId)]);
      if (retryAfterMs > 0) return ack?.({ ok: false, message: SENDING_TOO_FAST, retryAfterMs } as unknown as AgentEmitAcks[K]);
      const declared = validateSyncWith(AGENT_EVENT_INPUTS[name], payload ?? {});
      if (!declared.ok) return ack?.({ ok: false, message: declared.message } as AgentEmitAcks[K]);
      Promise.resolve(handler(declared.value as Partial<AgentEmitEvents[K]>, ack)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
  (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(name as string, listener);
}
