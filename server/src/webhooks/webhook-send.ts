// Sending deliveries: the requests themselves run in the webhook thread (send-worker.mjs); this side hands
// it a batch and gets the batch's answers back in one message.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckedTarget } from './webhook-target';

/** An attempt gives up after this long: a receiver must answer quickly and do its work afterwards. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The log keeps this much of a receiver's answer. */
export const ANSWER_KEPT_BYTES = 2048;

export interface DeliveryAttempt {
  /** The answer's status, or null when none came (a network error or the timeout). */
  status: number | null;
  durationMs: number;
  /** The answer's first 2 KB as text, or why there was no answer. */
  answer: string;
}

export interface DeliveryRequest {
  target: CheckedTarget;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
}

/** A batch's answers in the order given, and the order in which they ended (indices into `answers`). */
export interface SentBatch {
  answers: DeliveryAttempt[];
  endOrder: number[];
}

interface SenderAnswer extends SentBatch {
  id: number;
}

interface Sender {
  worker: Worker;
  waiting: Map<number, (batch: SentBatch | null) => void>;
}

let sender: Sender | null = null;
let nextId = 0;

/**
 * The webhook thread, started on first use and shared by the apps of a process; it holds the process open
 * only while a batch is out, so a stop needs nothing of it (the jobs' stop waits for a running drain).
 */
function currentSender(): Sender {
  if (sender) return sender;
  const worker = new Worker(path.join(__dirname, 'send-worker.mjs'), { workerData: { answerKeptBytes: ANSWER_KEPT_BYTES } });
  const started: Sender = { worker, waiting: new Map() };
  worker.unref();
  worker.on('message', ({ id, answers, endOrder }: SenderAnswer) => {
    started.waiting.get(id)?.({ answers, endOrder });
    started.waiting.delete(id);
    if (started.waiting.size === 0) worker.unref();
  });
  const stopped = (why: unknown) => {
    if (sender === started) sender = null;
    if (why instanceof Error) console.error('The webhook thread failed:', why);
    // Whatever was out is answered as not sent, so the drain retries it.
    for (const answer of started.waiting.values()) answer(null);
    started.waiting.clear();
  };
  worker.on('error', stopped);
  worker.on('exit', stopped);
  sender = started;
  return started;
}

/**
 * POSTs each delivery to its checked target, connecting only to the addresses checked for it (no second
 * lookup a re-pointed name could answer differently); TLS still verifies the host's name. Answers in the
 * order given, once all have ended.
 */
export function sendDeliveries(requests: DeliveryRequest[]): Promise<SentBatch> {
  if (requests.length === 0) return Promise.resolve({ answers: [], endOrder: [] });
  const { worker, waiting } = currentSender();
  const id = nextId++;
  const attempts = requests.map(({ target, body, headers, timeoutMs = DELIVERY_TIMEOUT_MS }) => ({ url: target.url.href, addresses: target.addresses, body, headers, timeoutMs }));
  return new Promise((resolve) => {
    const notSent = (): SentBatch => ({
      answers: requests.map(() => ({ status: null, durationMs: 0, answer: 'Could not deliver: the webhook thread stopped' })),
      endOrder: requests.map((_, n) => n),
    });
    waiting.set(id, (batch) => resolve(batch ?? notSent()));
    worker.ref();
    worker.postMessage({ id, attempts });
  });
}

/** One delivery, as `sendDeliveries` sends a batch. */
export async function sendDelivery(target: CheckedTarget, body: string, headers: Record<string, string>, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<DeliveryAttempt> {
  const { answers } = await sendDeliveries([{ target, body, headers, timeoutMs }]);
  return answers[0];
}

