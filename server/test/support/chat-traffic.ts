import type postgres from 'postgres';
import type { Socket } from 'socket.io-client';
import { Inbox, reconnectingSocket, sendReliably, type Received } from './reliable-peers';
import { api, sleep, type LooseJson } from './test-server';

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
}

/** What one sender was answered: the acknowledged messages with their time, and refusals without `retryAfterMs`. */
export interface SendLog {
  sender: string;
  acks: Array<{ at: number; bodyText: string }>;
  refusedForGood: LooseJson[];
}

/** Asks for what was missed since the last message held, on every (re)connection, as the widget and console do. */
function catchUpOnConnect(socket: Socket, event: string, inbox: Inbox, chatIds: () => string[]): void {
  socket.on('connect', () => {
    for (const chatId of chatIds()) {
      void socket
        .timeout(5_000)
        .emitWithAck(event, { chatId, afterSeq: inbox.lastSeq(chatId) })
        .then((answer: LooseJson) => answer.messages?.forEach((message: Received) => inbox.keep(message)))
        .catch(() => undefined);
    }
  });
}

/** `guests` guests through `base` (the balancer) each in a chat the agent accepted, both sides listening. */
export async function openChatTraffic(base: string, pluginId: string, agent: { token: string }, guests: number): Promise<ChatTraffic> {
  const agentInbox = new Inbox();
  const agentSide = reconnectingSocket(base, () => ({ token: `Bearer ${agent.token}`, type: 'agent' }));
  const chats: TrafficChat[] = [];
  const sockets = [agentSide.socket];
  const initialized: LooseJson[] = [];
  agentSide.socket.on('chat-initialized', (payload: LooseJson) => initialized.push(payload));
  agentSide.socket.on('outbound-agent', (message: Received) => agentInbox.live(message));
  catchUpOnConnect(agentSide.socket, 'sync-chat', agentInbox, () => chats.map((chat) => chat.chatId));
  await new Promise<void>((resolve) => agentSide.socket.once('connect', () => resolve()));

  for (let i = 0; i < guests; i += 1) {
    const inbox = new Inbox();
    let visitorId: string | null = null;
    const peer = reconnectingSocket(`${base}/visitor`, () => ({ pluginId, visitorId, domain: 'site.test', page: { url: 'http://site.test/', title: 'Home', referrer: '' } }));
    sockets.push(peer.socket);
    const hello = await new Promise<LooseJson>((resolve) => peer.socket.once('widget:hello', resolve));
    visitorId = hello.visitorId;
    const chat: TrafficChat = { chatId: '', visitorId: hello.visitorId, guestId: hello.guestId, inbox, peer };
    peer.socket.on('widget:message', (message: Received) => inbox.live(message));
    catchUpOnConnect(peer.socket, 'visitor:sync', inbox, () => (chat.chatId ? [chat.chatId] : []));
    const first = await sendReliably(peer.socket, 'visitor:message', { clientMessageId: `g${i}-0`, bodyText: `guest ${i} message 0` }, (ack) => ack?.ok === true);
    chat.chatId = first.message.chatId;
    const deadline = Date.now() + 10_000;
    while (!initialized.some((entry) => entry.visitorId === chat.visitorId)) {
      if (Date.now() > deadline) throw new Error(`the agent was not told of guest ${i}'s chat`);
      await sleep(50);
    }
    const accepted = await api(base, 'POST', '/visitor/accept-chat', { token: agent.token, body: { visitorId: chat.visitorId, guestId: chat.guestId } });
    if (accepted.status !== 200) throw new Error(`accept-chat answered ${accepted.status}`);
    const opened = await agentSide.socket.emitWithAck('sync-chat', { chatId: chat.chatId, afterSeq: 0 });
    opened.messages.forEach((message: Received) => agentInbox.keep(message));
    chats.push(chat);
  }
  return { agentSide, agentInbox, chats, sockets };
}

/** Sends until acknowledged (same id each time), as the widget and the console do, logging what it was answered. */
async function sendUntilAcknowledged(socket: Socket, event: string, payload: LooseJson, log: SendLog): Promise<void> {
  for (;;) {
    try {
      if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const ack = await socket.timeout(3_000).emitWithAck(event, payload);
      if (ack?.ok === true) {
        log.acks.push({ at: Date.now(), bodyText: payload.bodyText });
        return;
      }
      // The apps give up on a refusal without retryAfterMs: logged, then sent again so that nothing here is lost.
      if (typeof ack?.retryAfterMs !== 'number') log.refusedForGood.push(ack);
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
    const guestLog: SendLog = { sender: `guest ${i}`, acks: [], refusedForGood: [] };
    const agentLog: SendLog = { sender: `agent to ${i}`, acks: [], refusedForGood: [] };
    logs.push(guestLog, agentLog);
    const guest = async () => {
      for (let n = 1; !stopped; n += 1) {
        await sendUntilAcknowledged(chat.peer.socket, 'visitor:message', { clientMessageId: `g${i}-${n}`, bodyText: `guest ${i} message ${n}` }, guestLog);
        await sleep(pauseMs);
      }
    };
    const agentSends = async () => {
      for (let n = 1; !stopped; n += 1) {
        const payload = { visitorId: chat.visitorId, guestId: chat.guestId, agentId: agent.id, bodyText: `agent to ${i} message ${n}`, agentName: agent.name, agentPhoto: null, messageId: `a${i}-${n}` };
        await sendUntilAcknowledged(traffic.agentSide.socket, 'inbound-agent', payload, agentLog);
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

export interface DeliveryReport {
  acknowledged: number;
  /** Acknowledged but missing from the database or from the other side's screen. */
  lost: string[];
  /** Stored twice, or pushed twice live to the other side. */
  duplicated: number;
  /** A chat's messages stored or shown in another order than sent. */
  outOfOrder: string[];
}

/** Checks every acknowledged message against the database and both sides' inboxes (call once traffic is done). */
export async function deliveryReport(traffic: ChatTraffic, logs: SendLog[], sql: postgres.Sql): Promise<DeliveryReport> {
  const report: DeliveryReport = { acknowledged: 0, lost: [], duplicated: 0, outOfOrder: [] };
  for (const [i, chat] of traffic.chats.entries()) {
    const sentByGuest = [`guest ${i} message 0`, ...logs.find((log) => log.sender === `guest ${i}`)!.acks.map((ack) => ack.bodyText)];
    const sentByAgent = logs.find((log) => log.sender === `agent to ${i}`)!.acks.map((ack) => ack.bodyText);
    const stored = await sql`SELECT direction, body_text FROM chat_messages WHERE chat_id = ${chat.chatId} ORDER BY seq`;
    for (const [direction, sent, seen] of [
      ['inbound', sentByGuest, traffic.agentInbox.bodies(chat.chatId, 'inbound')],
      ['outbound', sentByAgent, chat.inbox.bodies(chat.chatId, 'outbound')],
    ] as const) {
      const kept = stored.filter((row) => row.direction === direction).map((row) => row.body_text as string);
      report.acknowledged += sent.length;
      report.lost.push(...sent.filter((body) => !kept.includes(body) || !seen.includes(body)));
      report.duplicated += kept.length - new Set(kept).size;
      const order = (list: readonly string[]) => list.filter((body) => sent.includes(body)).join('|');
      if (order(kept) !== sent.join('|') || order(seen) !== order(kept)) report.outOfOrder.push(`chat ${i} ${direction}`);
    }
  }
  report.duplicated += traffic.agentInbox.duplicates() + traffic.chats.reduce((sum, chat) => sum + chat.inbox.duplicates(), 0);
  return report;
}
