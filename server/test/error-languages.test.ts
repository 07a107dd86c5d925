/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: the server's error answers in the caller's language (Accept-Language), from src/http/i18n; English
// word for word without a header or for a language we do not speak; texts not in the catalogue unchanged.
import path from 'node:path';
import { TEAMWORK_TEXTS } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';
import { readCatalogue } from 'shared-kernel/i18n-compile';
import { MESSAGES } from 'shared-kernel/validation';
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

  it('leaves a message that is not in the catalogue as it is (texts with values, validation messages)', async () => {
    const unknown = await api(t.url, 'GET', '/no/such/thing', { headers: { 'accept-language': 'de' } });
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Not found: GET /api/no/such/thing' });
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
