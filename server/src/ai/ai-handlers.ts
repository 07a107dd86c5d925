// The console's AI assist events: `ai-assist-request` (acknowledged at once, then streamed as `ai-assist`
// events to the asking console) and `ai-assist-stop`. A request ends when stopped, when its chat ends, when
// the console disconnects, or at the timeout; the socket's handlers never wait on the endpoint.
import type { AiRequestKind, AiRewriteStyle } from 'shared-kernel/ai-assist';
import type { ChatCaller } from '../chats';
import type { AppContext } from '../context';
import { onEvent } from '../realtime/on-event';
import type { AgentSocket } from '../realtime/socket-types';
import { admit, runAiRequest, type Running } from './ai-requests';

/** Requests one console may have running at once (a second suggestion while one streams, not a flood). */
export const RUNNING_PER_SOCKET = 3;
export const TOO_MANY_RUNNING = 'Wait for your AI requests in progress to finish, or stop one.';

/** The requests running on this node, by chat: a chat that ends stops its requests here. */
const runningByApp = new WeakMap<AppContext, Set<Running>>();

function runningOf(ctx: AppContext): Set<Running> {
  let running = runningByApp.get(ctx);
  if (!running) {
    const set = new Set<Running>();
    ctx.events.on('chat.ended', ({ chatId }) => {
      for (const request of set) if (request.chatId === chatId) request.controller.abort();
    });
    runningByApp.set(ctx, (running = set));
  }
  return running;
}

const callerOf = (socket: AgentSocket): ChatCaller => ({ userId: socket.data.userId, role: socket.data.role, accountId: socket.data.accountId });

export function registerAiAssistHandlers(socket: AgentSocket, ctx: AppContext): void {
  const mine = new Map<string, Running>();

  onEvent(socket, 'ai-assist-request', async (payload, ack) => {
    const ask = {
      requestId: String(payload?.requestId),
      chatId: String(payload?.chatId),
      kind: payload?.kind as AiRequestKind,
      draft: payload?.draft ?? '',
      style: (payload?.style ?? 'fix') as AiRewriteStyle,
    };
    if (mine.has(ask.requestId) || mine.size >= RUNNING_PER_SOCKET) return ack?.({ ok: false, status: 429, message: TOO_MANY_RUNNING });
    // Held before the checks' awaits: a second request with the same id meanwhile is refused above.
    const request: Running = { chatId: ask.chatId, controller: new AbortController() };
    mine.set(ask.requestId, request);
    const all = runningOf(ctx);
    try {
      const admitted = await admit(ctx, callerOf(socket), ask);
      ack?.(admitted.ack);
      if (!admitted.chat || !admitted.settings) return;
      all.add(request);
      await runAiRequest(ctx, { chat: admitted.chat, settings: admitted.settings }, ask, request.controller.signal, (event) => socket.emit('ai-assist', event));
    } finally {
      all.delete(request);
      mine.delete(ask.requestId);
    }
  });

  onEvent(socket, 'ai-assist-stop', (payload, ack) => {
    const request = mine.get(String(payload?.requestId));
    request?.controller.abort();
    ack?.({ ok: Boolean(request) });
  });

  socket.on('disconnect', () => {
    for (const request of mine.values()) request.controller.abort();
  });
}
