// One guest id opening many sockets (tabs) and flooding messages through them, as a script would: for
// `bench:latency --flood` and the server's flood test. It runs in a process of its own (guest-flood-child.ts),
// so the flood's own client work does not slow the clients being measured; its parent says when to open
// the sockets and when to send, so the flood can come in rounds between quiet spells.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { VisitorAcks } from 'shared-kernel/contracts';
import { randomPage } from './demo-content';
import { sleep } from './paced';

export interface FloodTarget {
  url: string;
  pluginId: string;
  sockets: number;
}

/** What the server did to the flood's sockets so far. */
export interface FloodSockets {
  visitorId: string;
  /** Handshakes refused, and sockets closed by the server, by message. */
  refusedAtHandshake: Record<string, number>;
  closedBy: Record<string, number>;
  /** Open now (a closed tab that reconnected on its own counts again). */
  open: number;
  /** From the first socket opened until every one was let in or refused. */
  openingS: number;
}

/** How one round of messages was answered. */
export interface FloodRound {
  accepted: number;
  refused: number;
  /** Sent on a socket as the server closed it. */
  unanswered: number;
  firstRefusal: unknown;
  /** From the first message sent to the last answer. */
  sendingS: number;
}

type Request = { type: 'open'; target: FloodTarget } | { type: 'send'; messages: number; spreadS: number } | { type: 'report' } | { type: 'close' };
type Answer = { type: 'ready' } | { type: 'opened'; sockets: FloodSockets } | { type: 'sent'; round: FloodRound } | { type: 'reported'; sockets: FloodSockets };
/** Between the parent and the flood's process. */
export type FloodMessage = Request | Answer;

const WAVE_MS = 100;
const count = (tally: Record<string, number>, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

/** A tab of the widget: it reconnects on its own after a lost connection, as the widget does. */
function tab(target: FloodTarget, visitorId: string | null): Socket {
  return io(`${target.url}/visitor`, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    auth: { pluginId: target.pluginId, visitorId, domain: new URL(target.url).host, page: randomPage(target.url, 1) },
  });
}

/** The flood's sockets, in the flood's process. */
export class GuestFlood {
  private sockets: Socket[] = [];
  private state: FloodSockets = { visitorId: '', refusedAtHandshake: {}, closedBy: {}, open: 0, openingS: 0 };
  private sent = 0;

  /** The first socket makes the guest; the others present its visitorId, all at once. */
  async open(target: FloodTarget): Promise<FloodSockets> {
    const startedAt = performance.now();
    const first = tab(target, null);
    this.state.visitorId = (await new Promise<{ visitorId: string }>((resolve) => first.once('widget:hello', resolve))).visitorId;
    const others = Array.from({ length: target.sockets - 1 }, () => tab(target, this.state.visitorId));
    this.sockets = [first, ...others];
    for (const socket of this.sockets) {
      socket.on('disconnect', (reason: string) => count(this.state.closedBy, reason));
      socket.on('connect_error', (error: Error) => count(this.state.refusedAtHandshake, error.message));
    }
    // Listening from the start: a tab may be let in and closed again before the last one is answered.
    await Promise.all(others.map((socket) => new Promise<void>((resolve) => ['connect', 'connect_error'].forEach((event) => socket.once(event, () => resolve())))));
    this.state.openingS = (performance.now() - startedAt) / 1000;
    return this.report();
  }

  /** `messages` in waves over `spreadS` seconds, spread over the sockets open at each wave. */
  async send(messages: number, spreadS: number): Promise<FloodRound> {
    const startedAt = performance.now();
    const waves = Math.max(1, Math.round((spreadS * 1000) / WAVE_MS));
    const perWave = Math.ceil(messages / waves);
    const answers: Array<Promise<VisitorAcks['visitor:message'] | null>> = [];
    for (let n = 0; n < messages; ) {
      const open = this.sockets.filter((socket) => socket.connected);
      for (let i = 0; i < perWave && n < messages; i += 1, n += 1) {
        const socket = open[n % open.length] ?? this.sockets[0];
        this.sent += 1;
        answers.push(socket.timeout(30_000).emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: `flood ${this.sent}` }).catch(() => null));
      }
      await sleep(WAVE_MS);
    }
    const answered = await Promise.all(answers);
    const refusals = answered.filter((answer) => answer && !answer.ok);
    return {
      accepted: answered.filter((answer) => answer?.ok).length,
      refused: refusals.length,
      unanswered: answered.filter((answer) => answer === null).length,
      firstRefusal: refusals[0] ?? null,
      sendingS: (performance.now() - startedAt) / 1000,
    };
  }

  report(): FloodSockets {
    return { ...this.state, open: this.sockets.filter((socket) => socket.connected).length };
  }

  close(): void {
    this.sockets.forEach((socket) => socket.close());
  }
}

export interface GuestFloodProcess {
  open(target: FloodTarget): Promise<FloodSockets>;
  send(messages: number, spreadS: number): Promise<FloodRound>;
  report(): Promise<FloodSockets>;
  /** Closes the flood's sockets and ends its process. */
  close(): Promise<void>;
}

/** Starts the flood's process (`execArgv`: a TypeScript loader) and waits until it is ready. */
export async function startGuestFloodProcess(execArgv: string[]): Promise<GuestFloodProcess> {
  const child = fork(path.join(__dirname, 'guest-flood-child.ts'), [], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends Answer['type']>(type: T) =>
    new Promise<Extract<Answer, { type: T }>>((resolve, reject) => {
      const onMessage = (message: Answer) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message as Extract<Answer, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the flood's process ended (${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ask = <T extends Answer['type']>(request: Request, answer: T) => {
    const answered = next(answer);
    child.send(request);
    return answered;
  };
  await next('ready');
  return {
    open: async (target) => (await ask({ type: 'open', target }, 'opened')).sockets,
    send: async (messages, spreadS) => (await ask({ type: 'send', messages, spreadS }, 'sent')).round,
    report: async () => (await ask({ type: 'report' }, 'reported')).sockets,
    async close() {
      if (child.connected) child.send({ type: 'close' } satisfies Request);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
