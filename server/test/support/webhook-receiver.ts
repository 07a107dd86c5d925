// A real HTTP receiver on loopback for the webhook tests: it records every request and answers what the
// test tells it to (a status per request, in turn, or one for all).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LooseJson } from './test-server';

export interface ReceivedRequest {
  /** The path and query it was sent to. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this request was answered with. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** The bodies answered 2xx, parsed, in the order they came. */
  accepted(): Array<{ id: string; event: string; data: LooseJson }>;
  /** Answers `status` from now on (after any queued ones). */
  answer(status: number): void;
  /** The next requests get these statuses, one each, before the standing one. */
  queue(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  let standing = 200;
  const queued: number[] = [];
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = queued.shift() ?? standing;
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(`answered ${answered}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    accepted: () => received.filter((r) => r.answered < 300).map((r) => JSON.parse(r.body)),
    answer: (status) => void (standing = status),
    queue: (...statuses) => void queued.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
