import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { ServerHandle } from '../../src/app/app';
import { departmentMembers, departments, users, widgets } from '../../src/db/schema';
import { defaultWidgetSettings } from 'shared-kernel/contracts';
import { openConsole } from './recording-console';
import { createUser, signIn, type LooseJson } from './test-server';

/** A widget of the account; `departmentIds` fills its department entry (none = the whole account). */
export async function createWidget(server: ServerHandle, clientId: string, departmentIds: string[] = []): Promise<{ id: string; pluginId: string }> {
  const id = randomUUID();
  const pluginId = randomUUID();
  const settings = {
    ...defaultWidgetSettings('owner@example.com'),
    department: departmentIds.length ? [{ ids: departmentIds, names: departmentIds }] : null,
  };
  // One live widget per domain and account: each gets a domain of its own.
  const domain = `site-${id.slice(0, 8)}.test`;
  await server.ctx.db.insert(widgets).values({ id, pluginId, clientId, widgetName: 'Test Site', domain, settings });
  return { id, pluginId };
}

export async function createDepartment(server: ServerHandle, clientId: string, members: string[] = []): Promise<string> {
  const id = randomUUID();
  await server.ctx.db.insert(departments).values({ id, clientId, title: `Dept ${id.slice(0, 4)}` });
  for (const userId of members) await server.ctx.db.insert(departmentMembers).values({ departmentId: id, userId });
  // As every write to an account's agents does (account-agents-cache.ts).
  server.ctx.audience.forget(clientId);
  return id;
}

export async function setOnline(server: ServerHandle, userId: string, isOnline: boolean): Promise<void> {
  const [row] = await server.ctx.db.update(users).set({ isOnline }).where(eq(users.id, userId)).returning({ id: users.id, clientId: users.clientId });
  if (row) server.ctx.audience.forget(row.clientId ?? row.id);
}

export interface TestAgent {
  id: string;
  token: string;
  socket: Socket;
  /** Every event received, in order. */
  heard: Array<{ event: string; payload: LooseJson }>;
}

/** A user of an account (owner when clientId is null), signed in, online unless told, with a socket recording every event. */
export async function startAgent(
  base: string,
  server: ServerHandle,
  input: { clientId?: string | null; role?: 'client' | 'agent' | 'manager' | 'co_client'; online?: boolean } = {},
): Promise<TestAgent> {
  const user = await createUser(server, { role: input.role ?? (input.clientId ? 'agent' : 'client'), clientId: input.clientId ?? null });
  await setOnline(server, user.id, input.online ?? true);
  const login = await signIn(base, user.email);
  // Recording starts before the handshake: the server may speak right after it (active-visitors-are).
  const { socket, heard } = await openConsole(base, login.accessToken);
  return { id: user.id, token: login.accessToken, socket, heard };
}

export interface TestGuest {
  socket: Socket;
  hello: LooseJson;
  /** Every event received since the handshake, in order. */
  heard: Array<{ event: string; payload: LooseJson }>;
}

/** Connects a guest's widget; resolves with its widget:hello, rejects with the connect_error message. */
export function connectGuest(
  base: string,
  pluginId: string,
  options: {
    visitorId?: string | null;
    page?: { url: string; title: string; referrer: string };
    userAgent?: string;
    /** Extra handshake headers, e.g. X-Forwarded-For behind a trusted proxy. */
    headers?: Record<string, string>;
    /** Extra handshake auth fields, e.g. the widget's language. */
    auth?: Record<string, unknown>;
  } = {},
): Promise<TestGuest> {
  return new Promise((resolve, reject) => {
    const socket = connect(`${base}/visitor`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: {
        pluginId,
        visitorId: options.visitorId ?? null,
        domain: 'site.test',
        page: options.page ?? { url: 'http://site.test/', title: 'Home', referrer: 'http://search.test/?q=chat' },
        ...options.auth,
      },
      extraHeaders: { ...options.headers, ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) },
    });
    const heard: TestGuest['heard'] = [];
    socket.onAny((event: string, payload: LooseJson) => heard.push({ event, payload }));
    socket.once('widget:hello', (hello: LooseJson) => resolve({ socket, hello, heard }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The events named `event` an agent heard so far. */
export const heardOf = (agent: TestAgent, event: string) => agent.heard.filter((entry) => entry.event === event).map((entry) => entry.payload);

/**
 * An account of the chat suites: an owner, a Sales agent and a Support agent (each in their department), and
 * a widget of the Sales department. `start` starts each agent the way the suite tracks its sockets.
 */
export async function salesAccount(server: ServerHandle, start: (input?: Parameters<typeof startAgent>[2]) => Promise<TestAgent>) {
  const owner = await start();
  const sales = await start({ clientId: owner.id });
  const support = await start({ clientId: owner.id });
  const salesId = await createDepartment(server, owner.id, [sales.id]);
  await createDepartment(server, owner.id, [support.id]);
  const widget = await createWidget(server, owner.id, [salesId]);
  return { owner, sales, support, widget };
}

/**
 * Resolves once the server has sent the agent's socket everything it emitted to it before this call: the
 * answer to the agent's own question travels the same connection after them. A check that something never
 * reaches this agent waits for this, then looks.
 */
export async function agentBarrier(agent: TestAgent): Promise<void> {
  const answer = await agent.socket.emitWithAck('user-online-status', { userId: agent.id });
  if (answer?.ok !== true) throw new Error(`the barrier's question was refused: ${JSON.stringify(answer)}`);
}

/**
 * Resolves once the guest has received a message the holder writes now: anything the server sent the guest
 * before it (a leaked note, say) has arrived by then. A check that something never reaches the guest waits
 * for this, then looks.
 */
export async function guestBarrier(holder: TestAgent, guest: TestGuest): Promise<void> {
  const text = `barrier ${randomUUID()}`;
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the barrier message did not reach the guest within 5 s')), 5_000);
    const handler = (message: LooseJson) => {
      if (message?.bodyText !== text) return;
      guest.socket.off('widget:message', handler);
      clearTimeout(timer);
      resolve();
    };
    guest.socket.on('widget:message', handler);
  });
  const payload = { visitorId: guest.hello.visitorId, guestId: guest.hello.guestId, agentId: holder.id, bodyText: text, agentName: 'x', agentPhoto: null, messageId: randomUUID() };
  const ack = await holder.socket.emitWithAck('inbound-agent', payload);
  if (ack?.ok !== true) throw new Error(`the barrier message was refused: ${JSON.stringify(ack)}`);
  await arrived;
}
