// A simulated console agent: goes online, accepts every chat offered to it and answers each guest
// message after a short pause, so simulated chats become active chats with messages both ways; when
// stopped it ends the chats it accepted.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { AgentEmitAcks, ChatMessageEvent, IncomingChat } from 'shared-kernel/contracts';
import { acceptChat, ApiError, connectAgentSocket, endChat, setOnline, signIn, type SignedIn } from './agent-client';
import { pick, REPLIES } from './demo-content';
import { countError } from './guests';

export interface SimAgentStats {
  accepted: number;
  /** Chats another agent took first. */
  lost: number;
  replies: number;
  errors: Map<string, number>;
}

export interface SimAgent {
  stats: SimAgentStats;
  stop(): Promise<void>;
}

/** Access tokens live 15 minutes by default: sign in again well before. */
const TOKEN_REFRESH_MS = 10 * 60_000;

export async function startSimAgent(
  base: string,
  credentials: { email: string; password: string },
  { replyAfterMs = 1500 }: { replyAfterMs?: number } = {},
): Promise<SimAgent> {
  const stats: SimAgentStats = { accepted: 0, lost: 0, replies: 0, errors: new Map() };
  let user: SignedIn = await signIn(base, credentials.email, credentials.password);
  let signedInAt = Date.now();
  const wasOnline = user.isOnline;
  await setOnline(base, user, true);
  const socket: Socket = await connectAgentSocket(base, user);
  const mine = new Map<string, { visitorId: string; guestId: number }>();
  const timers = new Set<NodeJS.Timeout>();

  const current = async () => {
    if (Date.now() - signedInAt > TOKEN_REFRESH_MS) {
      const online = user.isOnline;
      user = await signIn(base, credentials.email, credentials.password);
      user.isOnline = online;
      signedInAt = Date.now();
      socket.auth = { token: `Bearer ${user.accessToken}`, type: 'agent' };
    }
    return user;
  };

  const accept = async (chat: IncomingChat) => {
    if (mine.has(chat.chatId)) return;
    try {
      await acceptChat(base, await current(), chat.visitorId);
      mine.set(chat.chatId, { visitorId: chat.visitorId, guestId: chat.guestId });
      stats.accepted += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) stats.lost += 1;
      else countError(stats.errors, error instanceof Error ? error.message : String(error));
    }
  };
  socket.on('chat-initialized', (chat: IncomingChat) => void accept(chat));
  socket.on('chat-not-accepted', (chat: IncomingChat) => void accept(chat));
  socket.on('chat-ended', (ref: { chatId: string }) => mine.delete(ref.chatId));

  socket.on('outbound-agent', (message: ChatMessageEvent) => {
    const chat = mine.get(message.chatId);
    if (!chat || message.direction !== 'inbound') return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      const answer = (await socket
        .timeout(20_000)
        .emitWithAck('inbound-agent', {
          visitorId: chat.visitorId,
          guestId: chat.guestId,
          agentId: user.userId,
          bodyText: pick(REPLIES),
          agentName: user.fullName,
          agentPhoto: null,
          messageId: randomUUID(),
        })
        .catch(() => ({ ok: false, message: 'no answer within 20 s' }))) as AgentEmitAcks['inbound-agent'];
      if (answer.ok) stats.replies += 1;
      else countError(stats.errors, `inbound-agent: ${answer.message ?? 'refused'}`);
    }, replyAfterMs * (0.5 + Math.random()));
    timers.add(timer);
  });

  return {
    stats,
    async stop() {
      timers.forEach(clearTimeout);
      socket.close();
      // Its chats end with it, as an agent closes them before leaving; the next run starts clean.
      const me = await current();
      const open = [...mine.values()];
      for (let i = 0; i < open.length; i += 10) {
        await Promise.all(open.slice(i, i + 10).map((chat) => endChat(base, me, chat.visitorId).catch(() => undefined)));
      }
      // Leave the user's availability as it was before the simulation.
      await setOnline(base, await current(), wasOnline).catch(() => undefined);
    },
  };
}
