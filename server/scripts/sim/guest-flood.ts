// One guest id opening many sockets (tabs) and flooding messages through them, as a script would: for
// `bench:latency --flood` and the server's flood test. It runs in a process of its own (guest-flood-child.ts),
// so the flood's own client work does not slow the clients being measured.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { VisitorAcks } from 'shared-kernel/contracts';
import { randomPage } from './demo-content';
import { sleep } from './paced';

export interface FloodPlan {
  url: string;
  pluginId: string;
  sockets: number;
  messages: number;
  /** The messages go out in waves spread over this many seconds. */
  spreadS: number;
}

export interface FloodResult {
  visitorId: string;
  /** Handshakes refused, and sockets closed by the server, by message. */
  refusedAtHandshake: Record<string, number>;
  closedBy: Record<string, number>;
  /** Sockets still open a second after the flood (a closed tab that reconnected counts again). */
  open: number;
  accepted: number;
  refused: number;
  /** Sent on a socket as the server closed it. */
  unanswered: number;
  firstRefusal: unknown;
  /** From the first message sent to the last answer. */
  sendingS: number;
  /** From the first socket opened to the last answer. */
  totalS: number;
}

/** Between the parent and the flood's process. */
export type FloodMessage = { type: 'ready' } | { type: 'go'; plan: FloodPlan } | { type: 'flooded'; result: FloodResult } | { type: 'close' };

const WAVE_MS = 100;
const count = (tally: Record<string, number>, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

/** A tab of the widget: it reconnects on its own after a lost connection, as the widget does. */
function tab(plan: FloodPlan, visitorId: string | null): Socket {
  return io(`${plan.url}/visitor`, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    auth: { pluginId: plan.pluginId, visitorId, domain: new URL(plan.url).host, page: randomPage(plan.url, 1) },
  });
}

/** The first socket makes the guest; the others present its visitorId, all at once; then the flood. Returns with the sockets open. */
export async function runGuestFlood(plan: FloodPlan): Promise<{ result: FloodResult; sockets: Socket[] }> {
  const startedAt = performance.now();
  const first = tab(plan, null);
  const { visitorId } = await new Promise<{ visitorId: string }>((resolve) => first.once('widget:hello', resolve));
  const refusedAtHandshake: Record<string, number> = {};
  const closedBy: Record<string, number> = {};
  const others = Array.from({ length: plan.sockets - 1 }, () => tab(plan, visitorId));
  const sockets = [first, ...others];
  for (const socket of sockets) {
    socket.on('disconnect', (reason: string) => count(closedBy, reason));
    socket.on('connect_error', (error: Error) => count(refusedAtHandshake, error.message));
  }
  // Listening from the start: a tab may be let in and closed again before the last one is answered.
  await Promise.all(others.map((socket) => new Promise<void>((resolve) => ['connect', 'connect_error'].forEach((event) => socket.once(event, () => resolve())))));

  const sentAt = performance.now();
  const waves = Math.max(1, Math.round((plan.spreadS * 1000) / WAVE_MS));
  const perWave = Math.ceil(plan.messages / waves);
  const answers: Array<Promise<VisitorAcks['visitor:message'] | null>> = [];
  for (let sent = 0; sent < plan.messages; ) {
    const open = sockets.filter((socket) => socket.connected);
    for (let i = 0; i < perWave && sent < plan.messages; i += 1, sent += 1) {
      const socket = open[sent % open.length] ?? first;
      answers.push(socket.timeout(30_000).emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: `flood ${sent}` }).catch(() => null));
    }
    await sleep(WAVE_MS);
  }
  const answered = await Promise.all(answers);
  const doneAt = performance.now();
  // A closed tab that reconnected on its own would be open again by now.
  await sleep(1_000);
  const refusals = answered.filter((answer) => answer && !answer.ok);
  return {
    sockets,
    result: {
      visitorId,
      refusedAtHandshake,
      closedBy,
      open: sockets.filter((socket) => socket.connected).length,
      accepted: answered.filter((answer) => answer?.ok).length,
      refused: refusals.length,
      unanswered: answered.filter((answer) => answer === null).length,
      firstRefusal: refusals[0] ?? null,
      sendingS: (doneAt - sentAt) / 1000,
      totalS: (doneAt - startedAt) / 1000,
    },
  };
}

export interface GuestFloodProcess {
  /** Floods and answers with the sockets still open. */
  run(plan: FloodPlan): Promise<FloodResult>;
  /** Closes the flood's sockets and ends its process. */
  close(): Promise<void>;
}

/** Starts the flood's process (`execArgv`: a TypeScript loader) and waits until it is ready. */
export async function startGuestFloodProcess(execArgv: string[]): Promise<GuestFloodProcess> {
  const child = fork(path.join(__dirname, 'guest-flood-child.ts'), [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends FloodMessage['type']>(type: T) =>
    new Promise<Extract<FloodMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FloodMessage) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message as Extract<FloodMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the flood's process ended (${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  return {
    async run(plan) {
      const flooded = next('flooded');
      child.send({ type: 'go', plan } satisfies FloodMessage);
      return (await flooded).result;
    },
    async close() {
      if (child.connected) child.send({ type: 'close' } satisfies FloodMessage);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
