import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANSWER_KEPT_BYTES, sendDeliveries, sendDelivery } from '../webhook-send';

let server: Server;
let port: number;
let handle: (request: IncomingMessage, response: ServerResponse, body: string) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// The name does not resolve anywhere: the attempt must connect to the checked address it is given.
const target = () => ({ url: new URL(`http://receiver.invalid:${port}/hooks`), addresses: ['127.0.0.1'] });

describe('sending one delivery', () => {
  it('POSTs the body and headers to the checked address and keeps the status and answer', async () => {
    let seen: { method?: string; url?: string; host?: string; signature?: string; body?: string } = {};
    handle = (request, response, body) => {
      seen = { method: request.method, url: request.url, host: request.headers.host, signature: request.headers['webhook-signature'] as string, body };
      response.writeHead(202).end('queued');
    };
    const attempt = await sendDelivery(target(), '{"type":"chat.opened"}', { 'webhook-signature': 'v1,abc' });
    expect(attempt).toMatchObject({ status: 202, answer: 'queued' });
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    expect(seen).toEqual({ method: 'POST', url: '/hooks', host: `receiver.invalid:${port}`, signature: 'v1,abc', body: '{"type":"chat.opened"}' });
  });

  it('keeps only the first 2 KB of a long answer', async () => {
    handle = (_request, response) => response.writeHead(500).end('x'.repeat(50_000));
    const attempt = await sendDelivery(target(), '{}', {});
    expect(attempt.status).toBe(500);
    expect(attempt.answer).toBe('x'.repeat(ANSWER_KEPT_BYTES));
  });

  it('does not follow a redirect', async () => {
    handle = (_request, response) => response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    expect(await sendDelivery(target(), '{}', {})).toMatchObject({ status: 302 });
  });

  it('gives up on a receiver that does not answer in time, and reports a refused connection', async () => {
    handle = () => undefined;
    const slow = await sendDelivery(target(), '{}', {}, 300);
    expect(slow).toMatchObject({ status: null, answer: 'No answer within 0.3 s' });
    const closed = await sendDelivery({ url: new URL('http://receiver.invalid:1/'), addresses: ['127.0.0.1'] }, '{}', {});
    expect(closed).toMatchObject({ status: null, answer: 'Could not deliver: ECONNREFUSED' });
  });
});

describe('sending a batch (in the webhook thread)', () => {
  it('answers in the order given and tells the order in which the attempts ended', async () => {
    // The first is answered only once the sender has closed the other two connections. It closes each as
    // soon as it has read the 2 KB it keeps of an answer that never ends, and records that attempt's end in
    // the same turn, before it can read anything more: the first attempt ends last.
    let answerFirst: (() => void) | null = null;
    let closed = 0;
    const answerFirstOnceBothClosed = () => (closed === 2 ? answerFirst?.() : undefined);
    handle = (request, response, body) => {
      const { n } = JSON.parse(body) as { n: number };
      if (n === 0) {
        answerFirst = () => response.writeHead(503).end('answer 0');
        return answerFirstOnceBothClosed();
      }
      request.socket.once('close', () => {
        closed++;
        answerFirstOnceBothClosed();
      });
      request.socket.on('error', () => undefined);
      response.writeHead(200).write(`answer ${n}`.padEnd(ANSWER_KEPT_BYTES * 4, '.'));
    };
    const batch = await sendDeliveries([0, 1, 2].map((n) => ({ target: target(), body: JSON.stringify({ n }), headers: {} })));
    expect(batch.answers.map(({ status, answer }) => ({ status, answer }))).toEqual([
      { status: 503, answer: 'answer 0' },
      { status: 200, answer: 'answer 1'.padEnd(ANSWER_KEPT_BYTES, '.') },
      { status: 200, answer: 'answer 2'.padEnd(ANSWER_KEPT_BYTES, '.') },
    ]);
    expect([...batch.endOrder].sort()).toEqual([0, 1, 2]);
    expect(batch.endOrder[2]).toBe(0);
  });

  it('answers an empty batch without the thread', async () => {
    expect(await sendDeliveries([])).toEqual({ answers: [], endOrder: [] });
  });
});
