// Guests and agents as the widget and the console behave when the server or its database fails: they
// reconnect through the balancer, catch up, and send a message again with the same id until acknowledged.
import { io as connect, type Socket } from 'socket.io-client';
import { fromAddress } from '../sim/source-address';

/** Answers are read field by field; their shapes are the server's contracts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Ack = any;

/** A message as either side receives it (live event or catch-up). */
export interface Received {
  chatId: string;
  seq: number;
  direction: 'inbound' | 'outbound';
  bodyText: string;
}

/**
 * What one side of the chats received: merged by chat and seq as the console and the widget show it, with
 * the live events counted per message, so a message pushed twice shows up as a duplicate. A message its
 * sender sent again is pushed again by design (the node that stored it may have died before pushing it),
 * so `duplicates` is told which texts were sent more than once.
 */
export class Inbox {
  private readonly byChat = new Map<string, Map<number, Received>>();
  /** Live deliveries per `chatId seq`. */
  readonly liveCount = new Map<string, number>();
  private readonly liveText = new Map<string, string>();

  live(message: Received): void {
    const key = `${message.chatId} ${message.seq}`;
    this.liveCount.set(key, (this.liveCount.get(key) ?? 0) + 1);
    this.liveText.set(key, message.bodyText);
    this.keep(message);
  }

  keep(message: Received): void {
    let chat = this.byChat.get(message.chatId);
    if (!chat) this.byChat.set(message.chatId, (chat = new Map()));
    chat.set(message.seq, message);
  }

  /** The chat's messages of one direction, in seq order. */
  bodies(chatId: string, direction: Received['direction']): string[] {
    const chat = [...(this.byChat.get(chatId)?.values() ?? [])].sort((a, b) => a.seq - b.seq);
    return chat.filter((message) => message.direction === direction).map((message) => message.bodyText);
  }

  lastSeq(chatId: string): number {
    return Math.max(0, ...(this.byChat.get(chatId)?.keys() ?? []));
  }

  /** Messages pushed live more than once, but for those whose sender sent them again (`resent` texts). */
  duplicates(resent: ReadonlySet<string>): number {
    return [...this.liveCount].filter(([key, count]) => count > 1 && !resent.has(this.liveText.get(key)!)).length;
  }
}

/**
 * Sends until acknowledged, as the console and the widget do: the same id again after a timeout or a lost
 * connection (the server stores it once), and after the delay a flood answer names. A text sent more than
 * once is added to `resent`.
 */
export async function sendReliably(socket: Socket, event: string, payload: Ack, isOk: (ack: Ack) => boolean, resent: Set<string>, deadlineMs = 60_000): Promise<Ack> {
  const deadline = Date.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    if (Date.now() > deadline) throw new Error(`${event} not acknowledged within ${deadlineMs} ms`);
    if (attempt > 0) resent.add(payload.bodyText);
    try {
      if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const ack = await socket.timeout(3_000).emitWithAck(event, payload);
      if (isOk(ack)) return ack;
      await new Promise((resolve) => setTimeout(resolve, ack?.retryAfterMs ?? 200));
    } catch {
      // No answer in time (the node died mid-send): the same message again.
    }
  }
}

/** A socket.io client that reconnects through the balancer, as browsers do, counting its reconnections. */
export function reconnectingSocket(url: string, auth: () => Record<string, unknown>, sourceAddress?: string): { socket: Socket; reconnects: () => number } {
  let reconnects = 0;
  let connectedBefore = false;
  const socket = connect(url, {
    path: '/socket.io',
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    auth: (give) => give(auth()),
    ...fromAddress(sourceAddress),
  });
  socket.on('connect', () => {
    if (connectedBefore) reconnects += 1;
    connectedBefore = true;
  });
  // A refused handshake (the server briefly unavailable): socket.io gives up on it; the widget and the
  // console try again after a moment, and so does this client.
  socket.on('connect_error', () => {
    if (!socket.active) setTimeout(() => socket.connect(), 1_000);
  });
  return { socket, reconnects: () => reconnects };
}
