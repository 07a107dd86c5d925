/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: the server's error answers in the caller's language (Accept-Language), from src/http/i18n; English
// word for word without a header or for a language we do not speak; texts not in the catalogue unchanged.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { MAX_NOTE_LENGTH, MAX_NOTE_MENTIONS, TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';
import { readCatalogue } from 'shared-kernel/i18n-compile';
import { MESSAGES } from 'shared-kernel/validation';
import { io as connect, type Socket } from 'socket.io-client';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

const catalogue = (locale: Locale) => readCatalogue(path.join(__dirname, '..', 'src', 'http', 'i18n'), locale);

let t: TestServer;
let ownerToken: string;
let agentToken: string;
beforeAll(async () => {
  t = await startTestServer();
  const owner = await createUser(t.server);
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id });
  ownerToken = (await signIn(t.url, owner.email)).accessToken;
  agentToken = (await signIn(t.url, agent.email)).accessToken;
});
afterAll(() => t.close());

/** A contact that does not exist: the route's own notFound('Contact not found'). */
const missingContact = (language?: string) =>
  api(t.url, 'GET', '/visitor/get-contact/no-such-id', { token: ownerToken, headers: language === undefined ? {} : { 'accept-language': language } });

describe('an error answer follows the caller’s Accept-Language', () => {
  it('a route’s own 404 in German for de-DE,de;q=0.9', async () => {
    const answer = await missingContact('de-DE,de;q=0.9');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, message: 'Kontakt nicht gefunden' });
    expect(catalogue('de')['Contact not found']).toBe('Kontakt nicht gefunden');
  });

  it('the same in Arabic, and in Brazilian Portuguese for a bare pt', async () => {
    const arabic = await missingContact('ar');
    expect(arabic.body).toEqual({ statusCode: 404, message: catalogue('ar')['Contact not found'] });
    expect(arabic.body.message).toBe('لم يتم العثور على جهة الاتصال');
    const portuguese = await missingContact('pt');
    expect(portuguese.body).toEqual({ statusCode: 404, message: 'Contato não encontrado' });
    // The most wanted of ours wins, whatever order the header writes it in.
    expect((await missingContact('ja, fr;q=0.5, es;q=0.8')).body.message).toBe('No se encontró el contacto');
  });

  it('English word for word without a header, and for a language we do not speak', async () => {
    for (const language of [undefined, 'ja', 'en-GB', 'xx-YY;q=0.9', '']) {
      const answer = await missingContact(language);
      expect([language, answer.status, answer.body]).toEqual([language, 404, { statusCode: 404, message: 'Contact not found' }]);
    }
  });

  it('leaves a message that is not in the catalogue as it is (validation messages)', async () => {
    const invalid = await api(t.url, 'POST', '/auth/signin', { body: { email: 'not-an-email', password: 'x' }, headers: { 'accept-language': 'fr' } });
    expect(invalid.body).toEqual({ statusCode: 400, message: MESSAGES.loginEmail });
  });

  it('translates a thrown shared text (TEAMWORK_TEXTS) and the error handler’s own Unauthorized', async () => {
    const english = await api(t.url, 'GET', '/chat/active-chats', { token: agentToken });
    expect(english.body).toEqual({ statusCode: 403, message: TEAMWORK_TEXTS.mayNotSupervise });
    const french = await api(t.url, 'GET', '/chat/active-chats', { token: agentToken, headers: { 'accept-language': 'fr-CA' } });
    expect(french.status).toBe(403);
    expect(french.body).toEqual({ statusCode: 403, message: catalogue('fr')[TEAMWORK_TEXTS.mayNotSupervise] });
    expect(french.body.message).toMatch(/^Seuls les propriétaires/);

    const signedOut = await api(t.url, 'GET', '/users/toggle-online', { headers: { 'accept-language': 'es-MX' } });
    expect(signedOut).toMatchObject({ status: 401, body: { statusCode: 401, message: 'No autorizado' } });
    expect((await api(t.url, 'GET', '/users/toggle-online')).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });
});

/** A GET with its path sent byte for byte (fetch would percent-encode `{` and `}`). */
function rawGet(rawPath: string, language: string): Promise<{ status: number; body: { statusCode: number; message: string } }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.url);
    const sent = httpRequest({ hostname, port, path: rawPath, headers: { 'accept-language': language } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) as { statusCode: number; message: string } }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('a text with values answers in the caller’s language, its values as they are', () => {
  const notFound = (method: string, language?: string) =>
    api(t.url, method, '/no/such/thing', { headers: language === undefined ? {} : { 'accept-language': language } });

  it('the not-found answer in German and Arabic, the method and path verbatim; English word for word', async () => {
    expect((await notFound('GET', 'de-DE,de;q=0.9')).body).toEqual({ statusCode: 404, message: 'Nicht gefunden: GET /api/no/such/thing' });
    expect((await notFound('DELETE', 'ar')).body).toEqual({ statusCode: 404, message: 'غير موجود: DELETE /api/no/such/thing' });
    for (const language of [undefined, 'en-US', 'ja']) {
      expect([language, (await notFound('GET', language)).body]).toEqual([language, { statusCode: 404, message: 'Not found: GET /api/no/such/thing' }]);
    }
  });

  it('returns a path holding ICU syntax ({x}, quotes, a plural) as sent, in every language', async () => {
    const odd = "/api/{x}/it's/'{y}'/{n,plural,other{#}}";
    expect(await rawGet(`${odd}?q={z}`, 'fr')).toEqual({ status: 404, body: { statusCode: 404, message: `Introuvable : GET ${odd}` } });
    expect((await rawGet(odd, 'pt-BR')).body.message).toBe(`Não encontrado: GET ${odd}`);
    expect((await rawGet(odd, 'en')).body.message).toBe(`Not found: GET ${odd}`);
  });

  it('a limit in a schema (a count) in Spanish with its plural, and in English word for word', async () => {
    const ids = Array.from({ length: 201 }, (_, n) => `id-${n}`);
    const spanish = await api(t.url, 'POST', '/chat/mentions/read', { token: ownerToken, body: { ids }, headers: { 'accept-language': 'es' } });
    expect(spanish.body).toEqual({ statusCode: 400, message: 'Como máximo 200 ids' });
    const english = await api(t.url, 'POST', '/chat/mentions/read', { token: ownerToken, body: { ids } });
    expect(english.body).toEqual({ statusCode: 400, message: 'At most 200 ids' });
  });
});

describe('a console socket refuses with values in the user’s language', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  function console_(acceptLanguage: string): Promise<Socket> {
    const socket = connect(t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: `Bearer ${ownerToken}` }, extraHeaders: { 'accept-language': acceptLanguage } });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const note = (socket: Socket, fields: { bodyText?: string; mentions?: string[] }) =>
    socket.timeout(5_000).emitWithAck('chat-note', { chatId: randomUUID(), noteId: randomUUID(), bodyText: 'a note', ...fields }) as Promise<{ ok: boolean; message?: string }>;
  const tooMany = Array.from({ length: MAX_NOTE_MENTIONS + 1 }, (_, n) => `user-${n}`);
  const tooLong = 'x'.repeat(MAX_NOTE_LENGTH + 1);

  it('the note limits in Spanish and Arabic (plural forms), in English word for word', async () => {
    const spanish = await console_('es-ES,es;q=0.9');
    expect(await note(spanish, { bodyText: tooLong })).toEqual({ ok: false, message: `La nota tiene más de ${MAX_NOTE_LENGTH} caracteres` });
    expect(await note(spanish, { mentions: tooMany })).toEqual({ ok: false, message: `Como máximo ${MAX_NOTE_MENTIONS} menciones` });
    expect(await note(await console_('ar'), { mentions: tooMany })).toEqual({ ok: false, message: `الحد الأقصى هو ${MAX_NOTE_MENTIONS} إشارةً` });
    const english = await console_('ja');
    expect(await note(english, { bodyText: tooLong })).toEqual({ ok: false, message: `The note is longer than ${MAX_NOTE_LENGTH} characters` });
    expect(await note(english, { mentions: tooMany })).toEqual({ ok: false, message: `At most ${MAX_NOTE_MENTIONS} mentions` });
  });
});
