// `pnpm bench:latency --webhook`: the receiver of the benchmark's webhook endpoint, in the benchmark's own
// process on loopback. It answers every delivery 200 at once and keeps when each arrived, so the delay from
// the event (its occurredAt, written by the server on the same machine's clock) to its arrival is measured.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { summarize, type Summary } from './stats';

export interface WebhookSinkReport {
  received: number;
  duplicates: number;
  byEvent: Record<string, number>;
  /** Milliseconds from the event to its delivery's arrival, message.created only. */
  messageDelay: Summary;
}

export interface WebhookSink {
  url: string;
  received(): number;
  report(): WebhookSinkReport;
  close(): Promise<void>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const seen = new Set<string>();
  const byEvent: Record<string, number> = {};
  const delays: number[] = [];
  let received = 0;
  let duplicates = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      response.writeHead(200).end();
      received++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; event: string; occurredAt: string };
      if (seen.has(body.id)) return void duplicates++;
      seen.add(body.id);
      byEvent[body.event] = (byEvent[body.event] ?? 0) + 1;
      if (body.event === 'message.created') delays.push(arrived - Date.parse(body.occurredAt));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bench-hooks`,
    received: () => received,
    report: () => ({ received, duplicates, byEvent: { ...byEvent }, messageDelay: summarize(delays) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
