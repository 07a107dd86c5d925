// Webhook deliveries' HTTP, in a thread of its own: a busy endpoint is sent hundreds of requests a second,
// and their connections, writes and answers would otherwise share the socket thread with every chat.
// Plain JavaScript: a worker thread starts without the TypeScript loader (the tests run the server inside
// jest). Each message is one attempt; the answer goes back with its id.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';
import { runInBackground } from '../db/background-thread.mjs';
import { awakeTimeout } from './awake-budget.mjs';

const { answerKeptBytes } = workerData;

// Deliveries are background work: a batch's burst of requests must not delay the messages in flight. What
// it sends waits safely in the deliveries' database, so it may give way entirely.
runInBackground({ idleClass: true });

/**
 * Connections kept open between attempts: a new connection (and TLS handshake) for each delivery would
 * cost more than the delivery. A kept connection goes to an address that was checked when it was opened.
 * As many are kept free as a drain's batch uses at once: fewer, and each batch would open the rest anew.
 */
const KEEP_ALIVE = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, timeout: 30_000 };
const agents = { 'http:': new HttpAgent(KEEP_ALIVE), 'https:': new HttpsAgent(KEEP_ALIVE) };

/**
 * POSTs one delivery, connecting only to the addresses checked for this attempt (no second lookup a
 * re-pointed name could answer differently). TLS still verifies the host's name. A redirect is an answer
 * (3xx), never followed: it could point anywhere.
 */
function send({ url, addresses, body, headers, timeoutMs }) {
  const started = performance.now();
  const target = new URL(url);
  const pinned = (_host, options, callback) => {
    const all = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if (options.all) callback(null, all);
    else callback(null, all[0].address, all[0].family);
  };
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    let stopClock = () => {};
    const finish = (status, answer) => {
      if (settled) return;
      settled = true;
      stopClock();
      resolve({ status, durationMs: Math.round(performance.now() - started), answer });
    };
    const outgoing = request(
      target,
      {
        method: 'POST',
        lookup: pinned,
        agent: agents[target.protocol],
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'live-chat-webhooks/1', ...headers },
      },
      (answer) => {
        const kept = [];
        let size = 0;
        answer.on('data', (chunk) => {
          if (size < answerKeptBytes) kept.push(chunk.subarray(0, answerKeptBytes - size));
          size += chunk.length;
          // Enough kept: the rest is not read, the connection closed.
          if (size >= answerKeptBytes) answer.destroy();
        });
        const done = () => finish(answer.statusCode ?? null, Buffer.concat(kept).toString('utf8'));
        answer.on('end', done);
        answer.on('close', done);
        answer.on('error', done);
      },
    );
    // Not the socket's own timeout: that counts the seconds this thread was not running (awake-budget.mjs).
    stopClock = awakeTimeout(timeoutMs, () => {
      outgoing.destroy();
      finish(null, `No answer within ${timeoutMs / 1000} s`);
    });
    outgoing.on('error', (error) => finish(null, `Could not deliver: ${error.code ?? error.message}`));
    outgoing.end(body);
  });
}

parentPort.on('message', (message) => {
  // A batch arrives as one message and its answers leave as one: fewer wake-ups of the socket thread.
  // The answers go back in the order given, and the order in which they ended (an endpoint's run of
  // failures counts attempts as they end).
  const endOrder = [];
  const attempts = message.attempts.map((attempt, n) => send(attempt).finally(() => endOrder.push(n)));
  void Promise.all(attempts).then((answers) => parentPort.postMessage({ id: message.id, answers, endOrder }));
});
