// Guests and an agent exchanging acknowledged messages through a balancer while something fails, and the
// check that every acknowledged message was stored once and reached the other side once, in order (the
// cluster suite and `pnpm chaos`).
import type postgres from 'postgres';
import type { Socket } from 'socket.io-client';
import { apiCall } from '../sim/agent-client';
import { sleep } from '../sim/paced';
import { Inbox, reconnectingSocket, sendReliably, type Ack, type Received } from './reliable-peers';

/** One guest's chat with the agent, each side reconnecting through the balancer and catching up as the apps do. */
export interface TrafficChat {
  chatId: string;
  visitorId: string;
  guestId: number;
  /** What the guest received. */
  inbox: Inbox;
  peer: ReturnType<typeof reconnectingSocket>;
}

export interface ChatTraffic {
  agentSide: ReturnType<typeof reconnectingSocket>;
  /** What the agent received. */
  agentInbox: Inbox;
  chats: TrafficChat[];
  sockets: Socket[];
  /** Texts their sender sent more than once: the server pushes such a message again, by design. */
  resent: Set<string>;
}

/** What one sender was answered: the acknowledged messages with their time, refusals with `retryAfterMs` and without. */
export interface SendLog {
  sender: string;
  acks: Array<{ at: number; bodyText: string }>;
  /** Refusals the apps send again after (the database out of reach, a flood's delay). */
  refusedForNow: Array<{ at: number; bodyText: string }>;
  refusedForGood: Ack[];
}

/** Asks for what was missed since the last message held, on every (re)connection, as the widget and console do. */
function catchUpOnConnect(socket: Socket, event: string, inbox: Inbox, chatIds: () => string[]): void {
  socket.on('connect', () => {
    for (const chatId of chatIds()) {
      void socket
        .timeout(5_000)
        .emitWithAck(event, { chatId, afterSeq: inbox.lastSeq(chatId) })
        .then((answer: Ack) => answer.messages?.forEach((message: Received) => inbox.keep(message)))
        .catch(() => undefined);
    }
  });
}

/**
 * `guests` guests through `base` (the balancer) each in a chat the agent accepted, both sides listening.
 * `sourceAddress(client)` (0 the agent, 1... the guests) gives each client a loopback address of its own.
 */
export async function openChatTraffic(
  base: string,
  pluginId: string,
  agent: { token: string },
  guests: number,
  sourceAddress: (client: number) => string | undefined = () => undefined,
): Promise<ChatTraffic> {
  const agentInbox = new Inbox();
  const agentSide = reconnectingSocket(base, () => ({ token: `Bearer ${agent.token}`, type: 'agent' }), sourceAddress(0));
  const chats: TrafficChat[] = [];
  const sockets = [agentSide.socket];
  const initialized: Ack[] = [];
  const resent = new Set<string>();
  agentSide.socket.on('chat-initialized', (payload: Ack) => initialized.push(payload));
  agentSide.socket.on('outbound-agent', (message: Received) => agentInbox.live(message));
  catchUpOnConnect(agentSide.socket, 'sync-chat', agentInbox, () => chats.map((chat) => chat.chatId));
  await new Promise<void>((resolve) => agentSide.socket.once('connect', () => resolve()));

  for (let i = 0; i < guests; i += 1) {
    const inbox = new Inbox();
    let visitorId: string | null = null;
    const page = { url: 'http://site.test/', title: 'Home', referrer: '' };
    const peer = reconnectingSocket(`${base}/visitor`, () => ({ pluginId, visitorId, domain: 'site.test', page }), sourceAddress(i + 1));
    sockets.push(peer.socket);
    const hello = await new Promise<Ack>((resolve) => peer.socket.once('widget:hello', resolve));
    visitorId = hello.visitorId;
    const chat: TrafficChat = { chatId: '', visitorId: hello.visitorId, guestId: hello.guestId, inbox, peer };
    peer.socket.on('widget:message', (message: Received) => inbox.live(message));
    catchUpOnConnect(peer.socket, 'visitor:sync', inbox, () => (chat.chatId ? [chat.chatId] : []));
    const first = await sendReliably(peer.socket, 'visitor:message', { clientMessageId: `g${i}-0`, bodyText: `guest ${i} message 0` }, (ack) => ack?.ok === true, resent);
    chat.chatId = first.message.chatId;
    const deadline = Date.now() + 10_000;
    while (!initialized.some((entry) => entry.visitorId === chat.visitorId)) {
      if (Date.now() > deadline) throw new Error(`the agent was not told of guest ${i}'s chat`);
      await sleep(50);
    }
    await apiCall(base, 'POST', '/visitor/accept-chat', { token: agent.token, body: { visitorId: chat.visitorId, guestId: chat.guestId } });
    const opened = await agentSide.socket.emitWithAck('sync-chat', { chatId: chat.chatId, afterSeq: 0 });
    opened.messages.forEach((message: Received) => agentInbox.keep(message));
    chats.push(chat);
  }
  return { agentSide, agentInbox, chats, sockets, resent };
}

/** Sends until acknowledged (same id each time), as the widget and the console do, logging what it was answered. */
async function sendUntilAcknowledged(socket: Socket, event: string, payload: Ack, log: SendLog, resent: Set<string>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 0) resent.add(payload.bodyText);
    try {
      if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const ack = await socket.timeout(3_000).emitWithAck(event, payload);
      if (ack?.ok === true) {
        log.acks.push({ at: Date.now(), bodyText: payload.bodyText });
        return;
      }
      // The apps give up on a refusal without retryAfterMs: logged, then sent again so that nothing here is lost.
      if (typeof ack?.retryAfterMs === 'number') log.refusedForNow.push({ at: Date.now(), bodyText: payload.bodyText });
      else log.refusedForGood.push(ack);
      await sleep(ack?.retryAfterMs ?? 200);
    } catch {
      // No answer in time: the same message again.
    }
  }
}

/**
 * Every guest and the agent (once per chat) send steadily, one message at a time, until `stop()`;
 * `done` resolves once each sender's last message is acknowledged.
 */
export function sendSteadily(traffic: ChatTraffic, agent: { id: string; name: string }, pauseMs = 120): { logs: SendLog[]; stop: () => void; done: Promise<void> } {
  let stopped = false;
  const logs: SendLog[] = [];
  const loops = traffic.chats.flatMap((chat, i) => {
    const guestLog: SendLog = { sender: `guest ${i}`, acks: [], refusedForNow: [], refusedForGood: [] };
    const agentLog: SendLog = { sender: `agent to ${i}`, acks: [], refusedForNow: [], refusedForGood: [] };
    logs.push(guestLog, agentLog);
    const guest = async () => {
      for (let n = 1; !stopped; n += 1) {
        await sendUntilAcknowledged(chat.peer.socket, 'visitor:message', { clientMessageId: `g${i}-${n}`, bodyText: `guest ${i} message ${n}` }, guestLog, traffic.resent);
        await sleep(pauseMs);
      }
    };
    const agentSends = async () => {
      for (let n = 1; !stopped; n += 1) {
        const payload = { visitorId: chat.visitorId, guestId: chat.guestId, agentId: agent.id, bodyText: `agent to ${i} message ${n}`, agentName: agent.name, agentPhoto: null, messageId: `a${i}-${n}` };
        await sendUntilAcknowledged(traffic.agentSide.socket, 'inbound-agent', payload, agentLog, traffic.resent);
        await sleep(pauseMs);
      }
    };
    return [guest(), agentSends()];
  });
  return {
    logs,
    stop: () => {
      stopped = true;
    },
    done: Promise.all(loops).then(() => undefined),
  };
}

/** Milliseconds from `since` until every sender had an acknowledgement again (the slowest sender). */
export function recoveryMs(logs: SendLog[], since: number): number {
  return Math.max(
    ...logs.map((log) => {
      const next = log.acks.find((ack) => ack.at >= since);
      return next ? next.at - since : Number.POSITIVE_INFINITY;
    }),
  );
}

/** One acknowledged message as the database and the receiving side hold it. */
export interface MessageOutcome {
  bodyText: string;
  /** When its sender was acknowledged (0: the guest's first message, sent while the chats were opened). */
  ackedAt: number;
  /** Rows holding it. */
  stored: number;
  /** On the other side's screen (live or caught up). */
  shown: boolean;
  /** Missing from the database or from the other side's screen. */
  lost: boolean;
  /** Stored twice, or pushed twice live to the other side. */
  duplicated: boolean;
  /** Refusals with retryAfterMs before its acknowledgement. */
  refusals: number;
}

export interface DeliveryCheck {
  messages: MessageOutcome[];
  /** Stored twice or pushed twice live, acknowledged or not. */
  duplicated: number;
  /** A chat's messages stored or shown in another order than sent. */
  outOfOrder: string[];
}

const ackedTexts = (logs: SendLog[], sender: string) => logs.find((log) => log.sender === sender)!.acks;

/** Checks every acknowledged message against the database and both sides' inboxes (call once traffic is done). */
export async function checkDeliveries(traffic: ChatTraffic, logs: SendLog[], sql: postgres.Sql): Promise<DeliveryCheck> {
  const check: DeliveryCheck = { messages: [], duplicated: 0, outOfOrder: [] };
  for (const [i, chat] of traffic.chats.entries()) {
    const stored = await sql`SELECT direction, body_text, seq FROM chat_messages WHERE chat_id = ${chat.chatId} ORDER BY seq`;
    const sides = [
      ['inbound', [{ at: 0, bodyText: `guest ${i} message 0` }, ...ackedTexts(logs, `guest ${i}`)], traffic.agentInbox],
      ['outbound', ackedTexts(logs, `agent to ${i}`), chat.inbox],
    ] as const;
    for (const [direction, acks, receiver] of sides) {
      const rows = stored.filter((row) => row.direction === direction);
      const kept = rows.map((row) => row.body_text as string);
      const seen = receiver.bodies(chat.chatId, direction);
      const pushedTwice = new Set(
        rows.filter((row) => (receiver.liveCount.get(`${chat.chatId} ${row.seq}`) ?? 0) > 1 && !traffic.resent.has(row.body_text)).map((row) => row.body_text as string),
      );
      check.duplicated += kept.length - new Set(kept).size;
      for (const { at, bodyText } of acks) {
        const copies = kept.filter((body) => body === bodyText).length;
        const shown = seen.includes(bodyText);
        const refusals = logs.reduce((sum, log) => sum + log.refusedForNow.filter((refusal) => refusal.bodyText === bodyText).length, 0);
        check.messages.push({ bodyText, ackedAt: at, stored: copies, shown, lost: copies === 0 || !shown, duplicated: copies > 1 || pushedTwice.has(bodyText), refusals });
      }
      // The order of what each holds, among the messages both hold: a missing one is lost, not out of order.
      const everywhere = new Set(acks.map((ack) => ack.bodyText).filter((body) => kept.includes(body) && seen.includes(body)));
      const order = (list: readonly string[]) => list.filter((body) => everywhere.has(body)).join('|');
      const sent = acks.map((ack) => ack.bodyText);
      if (order(kept) !== order(sent) || order(seen) !== order(sent)) check.outOfOrder.push(`chat ${i} ${direction}`);
    }
  }
  check.duplicated += traffic.agentInbox.duplicates(traffic.resent) + traffic.chats.reduce((sum, chat) => sum + chat.inbox.duplicates(traffic.resent), 0);
  return check;
}

export interface DeliveryReport {
  acknowledged: number;
  /** Acknowledged but missing from the database or from the other side's screen. */
  lost: string[];
  /** Stored twice, or pushed twice live to the other side. */
  duplicated: number;
  /** A chat's messages stored or shown in another order than sent. */
  outOfOrder: string[];
}

/** The whole run in one figure each. */
export async function deliveryReport(traffic: ChatTraffic, logs: SendLog[], sql: postgres.Sql): Promise<DeliveryReport> {
  const check = await checkDeliveries(traffic, logs, sql);
  return {
    acknowledged: check.messages.length,
    lost: check.messages.filter((message) => message.lost).map((message) => message.bodyText),
    duplicated: check.duplicated,
    outOfOrder: check.outOfOrder,
  };
}
