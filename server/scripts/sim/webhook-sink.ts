// `pnpm bench:latency --webhook`: the receiver of the benchmark's webhook endpoint, on loopback in a process
// of its own (the load generator takes the message timestamps and must not be slowed by it). It answers
// every delivery 200 at once and keeps when each arrived, so the delay from the event (its occurredAt,
// written by the server on the same machine's clock) to its arrival is measured.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setPriority } from 'node:os';
import { forkHelper, serveHelper } from './child-helper';
import { summarize, type Summary } from './stats';

/** The receiver's nice value where Linux's idle class cannot be had (its main thread, where it serves). */
const RECEIVER_NICE = 10;

/** Linux's idle class for the whole receiver: it gives way at once to any ordinary thread that wakes. */
function yieldToTheServer(): void {
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], { stdio: 'ignore', timeout: 5000 });
  } catch {
    setPriority(RECEIVER_NICE);
  }
}

export interface WebhookSinkReport {
  received: number;
  duplicates: number;
  byEvent: Record<string, number>;
  /** Milliseconds from the event to its delivery's arrival, message.created only. */
  messageDelay: Summary;
  /** The receiver's own CPU from its first delivery to its last, as a share of one core (it shares the machine). */
  cpuPercent: number;
}

export interface WebhookSink {
  url: string;
  received(): number;
  report(): WebhookSinkReport;
  close(): Promise<void>;
}

function cpuShare(first: { at: number; cpu: NodeJS.CpuUsage } | null, last: { at: number; cpu: NodeJS.CpuUsage }): number {
  if (!first || last.at <= first.at) return 0;
  const usedMs = (last.cpu.user + last.cpu.system - first.cpu.user - first.cpu.system) / 1000;
  return (100 * usedMs) / (last.at - first.at);
}

export async function startWebhookSink(): Promise<WebhookSink> {
  const seen = new Set<string>();
  const byEvent: Record<string, number> = {};
  const delays: number[] = [];
  let received = 0;
  let duplicates = 0;
  let first: { at: number; cpu: NodeJS.CpuUsage } | null = null;
  let last = { at: 0, cpu: process.cpuUsage() };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      first ??= { at: performance.now(), cpu: process.cpuUsage() };
      last = { at: performance.now(), cpu: process.cpuUsage() };
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
    report: () => ({ received, duplicates, byEvent: { ...byEvent }, messageDelay: summarize(delays), cpuPercent: cpuShare(first, last) }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The sink in a child process: its URL, and its report when stopped. */
export async function startWebhookSinkProcess(): Promise<{ url: string; stop(): Promise<WebhookSinkReport> }> {
  const helper = await forkHelper<{ url: string }>(__filename, 'the webhook sink');
  return {
    url: helper.ready.url,
    async stop() {
      const report = await helper.ask<WebhookSinkReport>('report');
      helper.stop();
      return report;
    },
  };
}

if (process.argv.includes('--child')) {
  // A stand-in for a receiver on another machine: on this one it yields the cores to the server under test.
  yieldToTheServer();
  void startWebhookSink().then((sink) => serveHelper({ url: sink.url }, { report: () => sink.report() }));
}
