// Send and receive times of benchmark messages, matched by a key carried in the message text, per direction.
import { summarize, type Summary } from './stats';

export type Direction = 'guestToAgent' | 'agentToGuest';
export const DIRECTIONS: readonly Direction[] = ['guestToAgent', 'agentToGuest'];

interface Sent {
  direction: Direction;
  at: number;
  /** Sent inside the measured window (not during the warm-up). */
  measured: boolean;
  /** The part of the measured window it was sent in (`--flood`: quiet, then flooded). */
  phase: string;
  /** true: stored; false: refused by the server; null: no answer (yet, or within the time limit). */
  acked: boolean | null;
  deliveries: number;
  /** Send to the first delivery, and send to the acknowledgement, when measured. */
  latencyMs?: number;
  ackMs?: number;
}

export interface DirectionResult {
  sent: number;
  acked: number;
  refused: number;
  /** No acknowledgement within the time limit. */
  unanswered: number;
  received: number;
  lost: number;
  duplicated: number;
  latency: Summary;
  /** Send to acknowledgement (the server has stored the message). */
  ack: Summary;
}

const PREFIX = 'bench ';

export class LatencyRecorder {
  private readonly messages = new Map<string, Sent>();
  private counter = 0;
  measuring = false;
  /** Set when the load changes within the measured window; results can be asked for one phase. */
  phase = 'measured';

  /** A fresh message text for `direction`, its send time taken now. */
  stamp(direction: Direction): { body: string; key: string } {
    this.counter += 1;
    const key = String(this.counter);
    this.messages.set(key, { direction, at: performance.now(), measured: this.measuring, phase: this.phase, acked: null, deliveries: 0 });
    return { body: PREFIX + key, key };
  }

  /** The sender's acknowledgement: ok, refused, or null when none came in time. */
  acked(key: string, ok: boolean | null): void {
    const now = performance.now();
    const sent = this.messages.get(key);
    if (!sent) return;
    sent.acked = ok;
    if (ok && sent.measured) sent.ackMs = now - sent.at;
  }

  /** A receiving socket got `body` (texts that are no benchmark message are ignored). */
  delivered(body: string, direction: Direction): void {
    const now = performance.now();
    if (!body.startsWith(PREFIX)) return;
    const sent = this.messages.get(body.slice(PREFIX.length));
    if (!sent || sent.direction !== direction) return;
    sent.deliveries += 1;
    if (sent.deliveries === 1 && sent.measured) sent.latencyMs = now - sent.at;
  }

  /** Measured messages not delivered yet. */
  outstanding(): number {
    let count = 0;
    for (const sent of this.messages.values()) if (sent.measured && sent.deliveries === 0 && sent.acked !== false) count += 1;
    return count;
  }

  /** The measured messages of `direction` (of one phase when named). */
  result(direction: Direction, phase?: string): DirectionResult {
    const result = { sent: 0, acked: 0, refused: 0, unanswered: 0, received: 0, lost: 0, duplicated: 0 };
    const latencies: number[] = [];
    const ackTimes: number[] = [];
    for (const sent of this.messages.values()) {
      if (!sent.measured || sent.direction !== direction || (phase !== undefined && sent.phase !== phase)) continue;
      if (sent.latencyMs !== undefined) latencies.push(sent.latencyMs);
      if (sent.ackMs !== undefined) ackTimes.push(sent.ackMs);
      result.sent += 1;
      if (sent.acked === true) result.acked += 1;
      if (sent.acked === false) result.refused += 1;
      if (sent.acked === null) result.unanswered += 1;
      if (sent.deliveries > 0) result.received += 1;
      // A refused message was never taken in (its sender knows); lost ones were taken in and never arrived.
      else if (sent.acked !== false) result.lost += 1;
      result.duplicated += Math.max(0, sent.deliveries - 1);
    }
    return { ...result, latency: summarize(latencies), ack: summarize(ackTimes) };
  }
}
