import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { createServer, type ServerHandle } from '../../src/app/app';
import { hashPassword } from '../../src/auth/passwords';
import type { Settings } from '../../src/config/settings';
import { wrapPglite } from '../../src/db/database';
import { users, USER_STATUS, type StoredRole } from '../../src/db/schema';

export interface TestServer {
  server: ServerHandle;
  url: string;
  dataDir: string;
  settings: Settings;
  close(): Promise<void>;
}

/**
 * The real server on 127.0.0.1, a free port, the test file's in-memory PGlite (by default, shared by the
 * file's servers, or an empty one of its own with `ownDatabase`) and a temporary data folder.
 */
export async function startTestServer(overrides: Partial<Settings> = {}, options: { ownDatabase?: boolean } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const settings: Settings = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: 'memory://',
    severalNodes: false,
    jwtSecret: 'test-secret-' + randomUUID(),
    accessTokenTtl: 900,
    refreshTokenTtl: 3600,
    verificationCodeTtl: 86400,
    resetTokenTtl: 3600,
    smtpUrl: null,
    mailFrom: 'Live Chat <no-reply@test>',
    publicUrl: 'http://console.test',
    superAdmin: null,
    seedDemo: false,
    remotesJson: null,
    staticRoot: path.join(dataDir, 'no-static-root'),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Every test speaks from 127.0.0.1; the limits' own tests set 1.
    abuseLimitScale: 1000,
    logLevel: 'silent',
    visitorLeaveGraceMs: 0,
    chatPriorityAfter: 60,
    chatUnattendedAfter: 300,
    agentInactivityEndAfter: 600,
    visitorInactivityEndAfter: 600,
    // Nothing reaches the real Stripe or Google from a test: a suite that needs them starts the stand-ins.
    stripeApiBase: 'http://127.0.0.1:9',
    stripeWebhookSecret: null,
    gaCollectBase: 'http://127.0.0.1:9',
    analyticsRetryMs: 50,
    webhookAllowPrivate: [],
    webhookFirstRetryMs: 30_000,
    aiTimeoutMs: 20_000,
    demoAi: null,
    development: false,
    demoIntegrations: { stripePublishableKey: null, stripeSecretKey: null, gaMeasurementId: null, gaApiSecret: null },
    ...overrides,
  };
  // In memory: the test file's PGlite. Any other URL (PostgreSQL): the server opens and closes its own pool.
  const own = options.ownDatabase ? wrapPglite(newPglite()) : undefined;
  const database = own ?? (settings.databaseUrl === 'memory://' ? wrapPglite(sharedPglite(), { closeClient: false }) : undefined);
  const server = await createServer(settings, { database });
  const url = await server.listen(0, '127.0.0.1');
  return {
    server,
    url,
    dataDir,
    settings,
    async close() {
      await server.close();
      await own?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Answers are inspected field by field in the tests; jest's matchers do the checking. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface ApiAnswer<T = LooseJson> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON call to the API (`path` below /api). */
export async function api<T = LooseJson>(
  base: string,
  method: string,
  apiPath: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}/api${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** An e-mail no other test (or test file sharing the database) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = 'Secret#Pass1';

/** Inserts a user straight into the database (active unless told otherwise). */
export async function createUser(
  server: ServerHandle,
  input: { email?: string; role?: StoredRole; clientId?: string | null; status?: number; fullName?: string; password?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const id = randomUUID();
  const email = input.email ?? uniqueEmail(input.role ?? 'user');
  const password = input.password ?? PASSWORD;
  await server.ctx.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    fullName: input.fullName ?? 'Test User',
    role: input.role ?? 'client',
    clientId: input.clientId ?? null,
    status: input.status ?? USER_STATUS.active,
  });
  // As every write to an account's agents does (account-agents-cache.ts).
  server.ctx.audience.forget(input.clientId ?? id);
  return { id, email, password };
}

export async function signIn(base: string, email: string, password = PASSWORD) {
  const answer = await api(base, 'POST', '/auth/signin', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { _id: string; accessToken: string; refreshToken: string; isClient: boolean } & Record<string, unknown>;
}

/** The mails written to the outbox for one address, oldest first. */
export async function outboxFor(dataDir: string, to: string): Promise<Array<{ to: string; subject: string; text: string; html: string }>> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
  return mails.filter((mail) => mail.to === to);
}

/** The mails to `to`, once at least `count` are there or `timeoutMs` has passed (mails are sent after the answer). */
export async function outboxAtLeast(dataDir: string, to: string, count: number, timeoutMs = 5000): Promise<Awaited<ReturnType<typeof outboxFor>>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await outboxFor(dataDir, to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Connects an agent socket; resolves once connected, rejects with the connect_error message. */
export function connectAgent(
  base: string,
  token: string,
  query: Record<string, string> = {},
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: `Bearer ${token}`, type: 'agent' },
      query,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on a socket (fails after `ms`). */
export function nextEvent<T = LooseJson>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no '${event}' within ${ms} ms`));
    }, ms);
    const handler = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler);
  });
}

/** A multipart call to the API (`path` below /api); fetch sets the boundary. */
export async function sendForm<T = LooseJson>(base: string, method: string, apiPath: string, form: FormData, token?: string): Promise<ApiAnswer<T>> {
  const response = await fetch(`${base}/api${apiPath}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/** Resolves with the reason once the server drops the socket (fails after `ms`). */
export function disconnection(socket: Socket, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
