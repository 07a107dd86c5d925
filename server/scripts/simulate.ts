// Guest simulator: N guests on the real visitor protocol, browsing the demo pages and (some of them)
// chatting, for demos and benchmarks. `pnpm simulate --guests 50 --chatting 0.2 --rate 0.5`.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import type { VisitorAcks, VisitorHandshakeAuth, VisitorPage } from 'shared-kernel/contracts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIM_URL ?? 'http://localhost:8080' },
    plugin: { type: 'string' },
    guests: { type: 'string', default: '10' },
    chatting: { type: 'string', default: '0.2' },
    rate: { type: 'string', default: '0.2' },
    browse: { type: 'string', default: '15' },
    duration: { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

const USAGE = `pnpm simulate [--url http://localhost:8080] [--plugin PLUGIN_ID] [--guests N] [--chatting FRACTION]
  [--rate MESSAGES_PER_SECOND_PER_CHATTING_GUEST] [--browse SECONDS_BETWEEN_PAGES] [--duration SECONDS (0 = until Ctrl+C)]
Without --plugin the demo widget's pluginId is read from the server's /demo/ page.`;

function positive(name: string, raw: string | undefined, { allowZero = false } = {}): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} number (got ${raw})\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const PAGES = ['/demo/', '/demo/pricing.html', '/demo/contact.html'];
const REFERRERS = ['', 'https://www.google.com/', 'https://news.example.org/post/42'];
const LINES = ['Hi, is anyone there?', 'How much is the premium plan?', 'Can I change my booking?', 'Thanks!'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

async function demoPluginId(base: string): Promise<string> {
  const html = await (await fetch(new URL('/demo/', base))).text();
  const found = /pluginid="([^"]+)"/.exec(html)?.[1];
  if (!found || found.includes('{{')) throw new Error('the server serves no demo widget at /demo/; pass --plugin');
  return found;
}

interface Guest {
  socket: Socket;
  timers: NodeJS.Timeout[];
}

function startGuest(base: string, pluginId: string, index: number, chats: boolean, rate: number, browseS: number, stats: Stats): Guest {
  const page = (): VisitorPage => ({ url: new URL(pick(PAGES), base).href, title: `Demo page ${index}`, referrer: pick(REFERRERS) });
  const auth: VisitorHandshakeAuth = { pluginId, visitorId: null, domain: new URL(base).host, page: page() };
  const socket = io(`${base}/visitor`, { path: '/socket.io', auth, transports: ['websocket'], reconnectionDelay: 1000, reconnectionDelayMax: 5000 });
  const timers: NodeJS.Timeout[] = [];
  socket.on('connect', () => (stats.connected += 1));
  socket.on('disconnect', () => (stats.connected -= 1));
  socket.on('widget:hello', (hello: { visitorId: string }) => {
    auth.visitorId = hello.visitorId; // a reconnect comes back as the same guest
  });
  socket.on('connect_error', (error: Error) => stats.errors.add(error.message));
  timers.push(setInterval(() => socket.connected && socket.emit('visitor:page', page(), () => undefined), browseS * 1000 * (0.5 + Math.random())));
  if (chats) {
    timers.push(
      setInterval(async () => {
        if (!socket.connected) return;
        const started = Date.now();
        const ack = (await socket.timeout(20_000).emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: pick(LINES) })) as VisitorAcks['visitor:message'];
        if (ack.ok) {
          stats.sent += 1;
          stats.ackMs.push(Date.now() - started);
        } else stats.errors.add(ack.error);
      }, 1000 / rate),
    );
  }
  return { socket, timers };
}

interface Stats {
  connected: number;
  sent: number;
  ackMs: number[];
  errors: Set<string>;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function main() {
  if (values.help) return console.log(USAGE);
  const base = values.url!.replace(/\/$/, '');
  const guests = Math.floor(positive('guests', values.guests));
  const chatting = positive('chatting', values.chatting, { allowZero: true });
  const rate = positive('rate', values.rate);
  const browse = positive('browse', values.browse);
  const duration = positive('duration', values.duration, { allowZero: true });
  const pluginId = values.plugin ?? (await demoPluginId(base));
  const stats: Stats = { connected: 0, sent: 0, ackMs: [], errors: new Set() };
  const chatters = Math.round(guests * Math.min(1, chatting));
  console.log(`simulating ${guests} guests (${chatters} chatting at ${rate}/s each) on ${base}, widget ${pluginId}`);
  const all: Guest[] = [];
  for (let i = 0; i < guests; i += 1) all.push(startGuest(base, pluginId, i + 1, i < chatters, rate, browse, stats));

  const report = setInterval(() => {
    const sorted = [...stats.ackMs].sort((a, b) => a - b);
    stats.ackMs.length = 0;
    const errors = stats.errors.size ? ` errors: ${[...stats.errors].join('; ')}` : '';
    console.log(`connected ${stats.connected}/${guests}, messages acked ${stats.sent}, ack p50 ${percentile(sorted, 50)} ms p99 ${percentile(sorted, 99)} ms${errors}`);
    stats.errors.clear();
  }, 5000);

  const stop = () => {
    clearInterval(report);
    for (const guest of all) {
      guest.timers.forEach(clearInterval);
      guest.socket.close();
    }
    console.log(`stopped; ${stats.sent} messages acked in all`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (duration > 0) setTimeout(stop, duration * 1000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
