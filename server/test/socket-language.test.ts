/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: a console's socket answers its refusals in the staff member's language: the choice of My Account,
// or with 'auto' the browser's (the handshake's Accept-Language); a new choice reaches an open console at once.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Locale } from 'shared-kernel/i18n';
import { readCatalogue } from 'shared-kernel/i18n-compile';
import { io as connect, type Socket } from 'socket.io-client';
import { describeIfPostgres } from './support/postgres-suite';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

/** 'Chat not found' as the error catalogue writes it in `locale`. */
const notFoundIn = (locale: Locale) => readCatalogue(path.join(__dirname, '..', 'src', 'http', 'i18n'), locale)['Chat not found'];

let t: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A console's socket whose browser prefers `acceptLanguage`. */
function console_(token: string, acceptLanguage: string, base = t.url): Promise<Socket> {
  const socket = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: `Bearer ${token}` }, extraHeaders: { 'accept-language': acceptLanguage } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A note on a chat that does not exist: refused with 'Chat not found'. */
const refusal = async (socket: Socket) => (await socket.timeout(5_000).emitWithAck('chat-note', { chatId: randomUUID(), noteId: randomUUID(), bodyText: 'a note' })) as { ok: boolean; message?: string };

it("answers in the browser's language on 'auto', in the chosen one after a choice, without reconnecting", async () => {
  const owner = await createUser(t.server);
  const token = (await signIn(t.url, owner.email)).accessToken;
  expect(new Set((['es', 'de', 'fr'] as const).map(notFoundIn)).size).toBe(3);
  expect(notFoundIn('de')).not.toBe('Chat not found');
  const socket = await console_(token, 'es-ES,es;q=0.9');
  expect(await refusal(socket)).toEqual({ ok: false, message: notFoundIn('es') });

  const choose = (language: string) => api(t.url, 'PATCH', '/user-info/language', { token, body: { language } });
  expect((await choose('de')).status).toBe(200);
  expect(await refusal(socket)).toEqual({ ok: false, message: notFoundIn('de') });
  // A console opened later starts in the choice, whatever its browser says.
  expect(await refusal(await console_(token, 'fr'))).toEqual({ ok: false, message: notFoundIn('de') });
  // Back to 'auto': each console follows its own browser again.
  expect((await choose('auto')).status).toBe(200);
  expect(await refusal(socket)).toEqual({ ok: false, message: notFoundIn('es') });
  expect(await refusal(sockets[1])).toEqual({ ok: false, message: notFoundIn('fr') });
});

it('answers in English, word for word, for a browser we do not speak or a hostile header', async () => {
  const owner = await createUser(t.server);
  const token = (await signIn(t.url, owner.email)).accessToken;
  for (const header of ['ja-JP', '__proto__', 'x'.repeat(3000)]) {
    expect(await refusal(await console_(token, header))).toEqual({ ok: false, message: 'Chat not found' });
  }
});

// Runs only with TEST_DATABASE_URL: the choice made through one node reaches a console open on the other.
const databaseUrl = process.env.TEST_DATABASE_URL;
describeIfPostgres(databaseUrl)('a choice made on one node, with the console on another', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { databaseUrl: databaseUrl!, severalNodes: true, jwtSecret: 'pg-language-' + randomUUID() };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('answers the console on node b in the language chosen through node a', async () => {
    const owner = await createUser(a.server);
    const token = (await signIn(a.url, owner.email)).accessToken;
    const onB = await console_(token, 'en-US', b.url);
    expect(await refusal(onB)).toEqual({ ok: false, message: 'Chat not found' });
    expect((await api(a.url, 'PATCH', '/user-info/language', { token, body: { language: 'pt-BR' } })).status).toBe(200);
    // The answer waits for every node to apply the choice: the very next refusal on node b is Portuguese.
    expect(await refusal(onB)).toEqual({ ok: false, message: notFoundIn('pt-BR') });
  });
});
