// The two sides of the latency benchmark, loaded the same way: the same number of guest and agent
// sockets, the same chats and the same page views a second. The real server speaks the product's
// protocol; the bare echo relays within a room and nothing else.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { AgentEmitAcks, ChatMessageEvent, VisitorAcks, WidgetMessage } from 'shared-kernel/contracts';
import { acceptChat, connectAgentSocket, setOnline, signIn, type SignedIn } from './agent-client';
import { randomPage } from './demo-content';
import { newActivityStats, startPerGuestActivity, type ActivityStats } from './guest-activity';
import { closeGuests, connectGuests, countError, newGuestCounters, type GuestCounters, type SimGuest } from './guests';
import type { AiStreamEvent } from 'shared-kernel/ai-assist';
import { suggestionAsker } from './ai-load';
import type { ChatLink } from './latency-load';
import type { LatencyRecorder } from './latency-recorder';
import { paced } from './paced';

export interface TargetPlan {
  guests: number;
  agents: number;
  chatsPerAgent: number;
  /** Seconds between a guest's page views (on average). */
  browseS: number;
  /** New guest connections a second while setting up. */
  rampPerSecond: number;
}

export interface Target {
  links: ChatLink[];
  /** Guest and agent sockets connected now. */
  connected(): number;
  /** Starts every guest's page views (after the chats are set up, so both sides are loaded alike). */
  startBrowsing(): void;
  /** Problems seen while setting up or browsing, by message. */
  errors(): Map<string, number>;
  stop(): Promise<void>;
}

/** How long a sender waits for the server's acknowledgement. */
export const ACK_LIMIT_S = 30;
const ACK_TIMEOUT_MS = ACK_LIMIT_S * 1000;
const log = (line: string) => console.log(`  ${line}`);

async function ack<T>(socket: Socket, event: string, payload: unknown): Promise<T | null> {
  try {
    return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as T;
  } catch {
    return null;
  }
}

/** true or false as the server answered; null when it did not answer in time. */
const okOf = (answer: { ok: boolean } | null) => (answer === null ? null : answer.ok === true);

/** The real server: agents signed in and online, guests on /visitor, each chat opened by its guest and accepted by its agent. */
export async function setUpServerTarget(
  info: { url: string; pluginId: string; agents: Array<{ email: string; password: string }> },
  plan: TargetPlan,
  recorder: LatencyRecorder,
): Promise<Target> {
  const base = info.url;
  const users: SignedIn[] = [];
  const agentSockets: Socket[] = [];
  const counters: GuestCounters = newGuestCounters();
  for (const credentials of info.agents.slice(0, plan.agents)) {
    const user = await signIn(base, credentials.email, credentials.password);
    await setOnline(base, user, true);
    const socket = await connectAgentSocket(base, user);
    socket.on('outbound-agent', (message: ChatMessageEvent) => {
      if (message.direction === 'inbound') recorder.delivered(message.bodyText, 'guestToAgent');
    });
    socket.on('disconnect', (reason: string) => reason !== 'io client disconnect' && countError(counters.errors, `agent disconnected: ${reason}`));
    users.push(user);
    agentSockets.push(socket);
  }
  log(`${users.length} agents signed in, online and connected`);

  const stats: ActivityStats = newActivityStats();
  const guests: SimGuest[] = await connectGuests(base, info.pluginId, plan.guests, counters, { perSecond: plan.rampPerSecond, inFlight: 100 }, (guest) =>
    guest.socket.on('widget:message', (message: WidgetMessage) => {
      if (message.direction === 'outbound') recorder.delivered(message.bodyText, 'agentToGuest');
    }),
  );
  log(`${counters.greeted}/${plan.guests} guests greeted`);

  const chats = Math.min(plan.agents * plan.chatsPerAgent, guests.length);
  const links: ChatLink[] = [];
  const aiWaiting = new Map<string, (event: AiStreamEvent) => void>();
  await paced(chats, { perSecond: 200, inFlight: 10 }, async (index) => {
    const guest = guests[index];
    const agentIndex = Math.floor(index / plan.chatsPerAgent);
    const user = users[agentIndex];
    const agentSocket = agentSockets[agentIndex];
    if (!guest.visitorId || guest.guestId === null) return;
    const first = await ack<VisitorAcks['visitor:message']>(guest.socket, 'visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello, I have a question' });
    if (!first?.ok) return countError(counters.errors, `first message: ${first ? (first as { error: string }).error : 'no answer'}`);
    let chatId: string;
    try {
      ({ chatId } = await acceptChat(base, user, guest.visitorId));
    } catch (error) {
      return countError(counters.errors, error instanceof Error ? error.message : String(error));
    }
    const { visitorId, guestId } = guest;
    links.push({
      suggest: suggestionAsker(agentSocket, chatId, aiWaiting),
      async send(direction, bodyText) {
        if (direction === 'guestToAgent') {
          return okOf(await ack<VisitorAcks['visitor:message']>(guest.socket, 'visitor:message', { clientMessageId: randomUUID(), bodyText }));
        }
        const payload = { visitorId, guestId, agentId: user.userId, bodyText, agentName: user.fullName, agentPhoto: null, messageId: randomUUID() };
        return okOf(await ack<AgentEmitAcks['inbound-agent']>(agentSocket, 'inbound-agent', payload));
      },
    });
  });
  log(`${links.length}/${chats} chats opened by their guest and accepted by their agent`);

  const stoppers: Array<() => void> = [];
  return {
    links,
    connected: () => counters.connected + agentSockets.filter((socket) => socket.connected).length,
    startBrowsing() {
      for (const guest of guests) stoppers.push(startPerGuestActivity(base, guest, { chats: false, rate: 1, browseS: plan.browseS }, stats));
    },
    errors: () => new Map([...counters.errors, ...stats.errors]),
    async stop() {
      stoppers.forEach((stop) => stop());
      closeGuests(guests);
      agentSockets.forEach((socket) => socket.close());
    },
  };
}

function bareSocket(base: string, rooms: string[], errors: Map<string, number>): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], forceNew: true, auth: { rooms } });
    socket.on('connect_error', (error: Error) => countError(errors, `connect: ${error.message}`));
    socket.on('disconnect', (reason: string) => reason !== 'io client disconnect' && countError(errors, `disconnected: ${reason}`));
    socket.once('connect', () => resolve(socket));
  });
}

/** The bare socket.io relay: the same sockets and chats; each chat is a room its guest and agent share. */
export async function setUpBareTarget(info: { url: string }, plan: TargetPlan, recorder: LatencyRecorder): Promise<Target> {
  const base = info.url;
  const errors = new Map<string, number>();
  const chats = Math.min(plan.agents * plan.chatsPerAgent, plan.guests);
  const room = (index: number) => `chat-${index}`;
  const agentSockets: Socket[] = [];
  for (let agent = 0; agent < plan.agents; agent += 1) {
    const rooms = Array.from({ length: plan.chatsPerAgent }, (_, j) => agent * plan.chatsPerAgent + j)
      .filter((index) => index < chats)
      .map(room);
    const socket = await bareSocket(base, rooms, errors);
    socket.on('msg', (body: string) => recorder.delivered(body, 'guestToAgent'));
    agentSockets.push(socket);
  }
  const guestSockets: Socket[] = [];
  await paced(plan.guests, { perSecond: plan.rampPerSecond, inFlight: 100 }, async (index) => {
    const socket = await bareSocket(base, index < chats ? [room(index)] : [], errors);
    socket.on('msg', (body: string) => recorder.delivered(body, 'agentToGuest'));
    guestSockets[index] = socket;
  });
  log(`${plan.agents} agent and ${guestSockets.length} guest sockets connected`);
  const links: ChatLink[] = Array.from({ length: chats }, (_, index) => ({
    async send(direction, body) {
      const socket = direction === 'guestToAgent' ? guestSockets[index] : agentSockets[Math.floor(index / plan.chatsPerAgent)];
      return okOf(await ack<{ ok: boolean }>(socket, 'msg', { room: room(index), body }));
    },
  }));

  const timers: NodeJS.Timeout[] = [];
  return {
    links,
    connected: () => [...agentSockets, ...guestSockets].filter((socket) => socket.connected).length,
    startBrowsing() {
      guestSockets.forEach((socket, index) => {
        const page = () => void ack(socket, 'page', randomPage(base, index + 1));
        timers.push(setInterval(page, plan.browseS * 1000 * (0.5 + Math.random())));
      });
    },
    errors: () => errors,
    async stop() {
      timers.forEach(clearInterval);
      [...agentSockets, ...guestSockets].forEach((socket) => socket.close());
    },
  };
}
