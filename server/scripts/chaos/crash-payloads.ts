// Inputs that once ended a node: an object whose own key names an Object.prototype member where the
// handlers expect text or an object of fields. Each must be answered with a refusal and end nothing.
import { io, type Socket } from 'socket.io-client';
import { fromAddress } from '../sim/source-address';

const HOSTILE = { toString: 'x' };
const ANSWER_MS = 5_000;

export interface PayloadAnswer {
  /** Where and what: "guest visitor:message via the balancer". */
  sent: string;
  /** The acknowledgement as JSON, or why there was none. */
  answer: string;
  refused: boolean;
  /** The socket was still connected afterwards. */
  kept: boolean;
}

function opened(socket: Socket, greeting?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connection within 10 s')), 10_000);
    socket.once(greeting ?? 'connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function send(socket: Socket, event: string, sent: string): Promise<PayloadAnswer> {
  let answer: string;
  let refused = false;
  try {
    const ack = await socket.timeout(ANSWER_MS).emitWithAck(event, HOSTILE);
    answer = JSON.stringify(ack);
    refused = (ack as { ok?: unknown } | null)?.ok === false;
  } catch {
    answer = `no answer within ${ANSWER_MS / 1000} s`;
  }
  // Time for a node that was going down to drop the socket.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { sent, answer, refused, kept: socket.connected };
}

/**
 * From a guest of the widget `pluginId` and an agent console (`token`), at `base` (a balancer or one node):
 * `visitor:message` on /visitor, `inbound-agent` and `join-chat-room` on the agent namespace.
 */
export async function sendCrashPayloads(base: string, where: string, pluginId: string, token: string, sourceAddress?: string): Promise<PayloadAnswer[]> {
  const options = { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, ...fromAddress(sourceAddress) };
  const page = { url: 'http://site.test/', title: 'Home', referrer: '' };
  const guest = io(`${base}/visitor`, { ...options, auth: { pluginId, visitorId: null, domain: 'site.test', page } });
  const agent = io(base, { ...options, auth: { token: `Bearer ${token}`, type: 'agent' } });
  try {
    await Promise.all([opened(guest, 'widget:hello'), opened(agent)]);
    return [
      await send(guest, 'visitor:message', `guest visitor:message ${where}`),
      await send(agent, 'inbound-agent', `agent inbound-agent ${where}`),
      await send(agent, 'join-chat-room', `agent join-chat-room ${where}`),
    ];
  } finally {
    guest.close();
    agent.close();
  }
}
