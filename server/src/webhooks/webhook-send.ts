import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './webhook-target';

/** An attempt gives up after this long: a receiver must answer quickly and do its work afterwards. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The log keeps this much of a receiver's answer. */
export const ANSWER_KEPT_BYTES = 2048;

/**
 * Connections kept open between attempts: a busy endpoint is sent hundreds of deliveries a second, and a
 * new connection (and TLS handshake) for each would cost the server more than the deliveries. A kept
 * connection goes to an address that was checked when it was opened.
 */
const KEEP_ALIVE = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 };
const agents = { 'http:': new HttpAgent(KEEP_ALIVE), 'https:': new HttpsAgent(KEEP_ALIVE) };

export interface DeliveryAttempt {
  /** The answer's status, or null when none came (a network error or the timeout). */
  status: number | null;
  durationMs: number;
  /** The answer's first 2 KB as text, or why there was no answer. */
  answer: string;
}

/**
 * POSTs one delivery to a checked target, connecting only to the addresses checked for this attempt
 * (no second lookup a re-pointed name could answer differently). TLS still verifies the host's name.
 */
export function sendDelivery(target: CheckedTarget, body: string, headers: Record<string, string>, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<DeliveryAttempt> {
  const started = performance.now();
  const pinned: LookupFunction = (_host, options, callback) => {
    const addresses = target.addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if ((options as { all?: boolean }).all) (callback as (error: null, all: typeof addresses) => void)(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, answer: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, durationMs: Math.round(performance.now() - started), answer });
    };
    const outgoing = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: agents[target.url.protocol as keyof typeof agents],
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'live-chat-webhooks/1', ...headers },
        // A redirect is an answer (3xx), never followed: it could point anywhere.
        timeout: timeoutMs,
      },
      (answer: IncomingMessage) => {
        const kept: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          if (size < ANSWER_KEPT_BYTES) kept.push(chunk.subarray(0, ANSWER_KEPT_BYTES - size));
          size += chunk.length;
          // Enough kept: the rest is not read, the connection closed.
          if (size >= ANSWER_KEPT_BYTES) answer.destroy();
        });
        const done = () => finish(answer.statusCode ?? null, Buffer.concat(kept).toString('utf8'));
        answer.on('end', done);
        answer.on('close', done);
        answer.on('error', done);
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy();
      finish(null, `No answer within ${timeoutMs / 1000} s`);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => finish(null, `Could not deliver: ${error.code ?? error.message}`));
    outgoing.end(body);
  });
}
