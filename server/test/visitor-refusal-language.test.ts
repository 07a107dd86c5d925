/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: a guest's refusals come back in the language the widget speaks (its handshake's), with a code
// where the widget acts on one (a block); an English widget's answers stay word for word.
import path from 'node:path';
import { SENDING_TOO_FAST, VISITOR_BLOCKED, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';
import { readCatalogue } from 'shared-kernel/i18n-compile';
import { socketFixture } from './support/socket-fixture';
import { api, type LooseJson } from './support/test-server';
import { createWidget, type TestGuest } from './support/visitor-helpers';

// Each guest at its own address (X-Forwarded-For behind a trusted proxy): a block reaches its address only.
const fx = socketFixture({ trustProxy: true });
let lastAddress = 0;
const newAddress = () => `10.37.0.${++lastAddress}`;

/** A text of the server's error catalogue, and a validation message of the kernel's, as `locale` writes them. */
const errorIn = (locale: Locale, english: string) => readCatalogue(path.join(__dirname, '..', 'src', 'http', 'i18n'), locale)[english];
const validationIn = (locale: Locale, key: string) =>
  readCatalogue(path.join(__dirname, '..', '..', 'shared-kernel', 'src', 'validation-texts', 'i18n'), locale)[key];

async function widgetOfNewAccount() {
  const owner = await fx.agent();
  const widget = await createWidget(fx.t.server, owner.id);
  return { owner, widget };
}

/** A guest whose widget speaks `language` (none: a widget that never said), at an address of its own. */
function guestSpeaking(pluginId: string, language?: unknown) {
  const ipAddress = newAddress();
  const auth = language === undefined ? {} : { language };
  return fx.guest(pluginId, { auth, headers: { 'x-forwarded-for': ipAddress } }).then((guest) => ({ ...guest, ipAddress }));
}

const ask = (guest: TestGuest, event: string, payload: unknown) => guest.socket.timeout(10_000).emitWithAck(event, payload) as Promise<LooseJson>;
const offline = (guest: TestGuest, form: Partial<Record<'name' | 'email' | 'message', string>>) =>
  ask(guest, 'visitor:offline-message', { name: 'Ana', email: 'ana@site.test', message: 'Hola', ...form });

describe("a guest's refusals", () => {
  it("are in the widget's language, and in English word for word for an English widget", async () => {
    const { widget } = await widgetOfNewAccount();
    const spanish = await guestSpeaking(widget.pluginId, 'es');
    const english = await guestSpeaking(widget.pluginId);
    const german = await guestSpeaking(widget.pluginId, 'de');

    // A validation message (the kernel's catalogue: the widget has none of its own for it).
    expect(validationIn('es', 'guestEmail')).not.toBe('Please provide valid email');
    expect(await ask(spanish, 'visitor:email', { email: 'bad' })).toEqual({ ok: false, error: validationIn('es', 'guestEmail') });
    expect(await ask(german, 'visitor:email', { email: 'bad' })).toEqual({ ok: false, error: validationIn('de', 'guestEmail') });
    expect(await ask(english, 'visitor:email', { email: 'bad' })).toEqual({ ok: false, error: 'Please provide valid email' });

    // Fixed texts of the error catalogue.
    expect(errorIn('es', 'Please provide your name')).toBe('Indique su nombre');
    expect(await offline(spanish, { name: '' })).toEqual({ ok: false, error: 'Indique su nombre' });
    expect(await offline(english, { name: '' })).toEqual({ ok: false, error: 'Please provide your name' });
    expect(await offline(spanish, { email: 'bad' })).toEqual({ ok: false, error: validationIn('es', 'guestEmail') });
    const tooLong = { clientMessageId: 'long-1', bodyText: 'x'.repeat(5001) };
    expect(await ask(spanish, 'visitor:message', tooLong)).toEqual({ ok: false, error: errorIn('es', 'The message is too long') });
    expect(await ask(english, 'visitor:message', tooLong)).toEqual({ ok: false, error: 'The message is too long' });
    expect(await ask(german, 'visitor:sync', { chatId: 'nope', afterSeq: 0 })).toEqual({ ok: false, error: 'Chat nicht gefunden' });

    // A text no catalogue holds goes as it is.
    expect(await ask(spanish, 'visitor:message', { clientMessageId: '', bodyText: 'hola' })).toEqual({ ok: false, error: 'A clientMessageId is required' });
  });

  it('answer a widget sending too fast in its language, still with retryAfterMs', async () => {
    const { widget } = await widgetOfNewAccount();
    const spanish = await guestSpeaking(widget.pluginId, 'es');
    // Refused by their shape (no database work), then by the connection's rate once its burst is spent.
    const answers = await Promise.all(Array.from({ length: 60 }, () => ask(spanish, 'visitor:typing', { typing: 'maybe' })));
    const tooFast = answers.filter((answer) => answer.retryAfterMs !== undefined);
    expect(tooFast.length).toBeGreaterThan(0);
    expect(errorIn('es', SENDING_TOO_FAST)).not.toBe(SENDING_TOO_FAST);
    expect(tooFast[0]).toEqual({ ok: false, error: errorIn('es', SENDING_TOO_FAST), retryAfterMs: expect.any(Number) });
  });

  it('tell a blocked guest so with the code, in its language and in English', async () => {
    const { owner, widget } = await widgetOfNewAccount();
    const spanish = await guestSpeaking(widget.pluginId, 'es');
    const english = await guestSpeaking(widget.pluginId, 'en');
    for (const guest of [spanish, english]) {
      const body = { visitorId: guest.hello.visitorId, pluginId: widget.pluginId, ipAddress: guest.ipAddress };
      expect((await api(fx.t.url, 'POST', '/guest/block-unblock', { token: owner.token, body })).body).toMatchObject({ isBlocked: true });
    }
    const blockedInSpanish = { ok: false, error: 'Se le ha bloqueado', code: VISITOR_BLOCKED_CODE };
    expect(errorIn('es', VISITOR_BLOCKED)).toBe(blockedInSpanish.error);
    expect(await ask(spanish, 'visitor:message', { clientMessageId: 'b-1', bodyText: 'hola' })).toEqual(blockedInSpanish);
    expect(await offline(spanish, {})).toEqual(blockedInSpanish);
    expect(await ask(english, 'visitor:message', { clientMessageId: 'b-2', bodyText: 'hi' })).toEqual({ ok: false, error: VISITOR_BLOCKED, code: VISITOR_BLOCKED_CODE });

    // The upload (HTTP) answers in the language the widget asks for (Accept-Language).
    const form = new FormData();
    form.append('pluginId', widget.pluginId);
    form.append('visitorId', String(spanish.hello.visitorId));
    form.append('file', new Blob([new Uint8Array([1])]), 'a.png');
    const headers = { 'accept-language': 'es', 'x-forwarded-for': spanish.ipAddress };
    const response = await fetch(`${fx.t.url}/api/visitor-widget/attachments`, { method: 'POST', body: form, headers });
    expect([response.status, ((await response.json()) as LooseJson).message]).toEqual([403, 'Se le ha bloqueado']);
  });

  it('are in English for a language the server does not speak, or a hostile one', async () => {
    const { widget } = await widgetOfNewAccount();
    for (const language of ['ja', '__proto__', 'constructor', { es: 'es' }, 'x'.repeat(500)]) {
      const guest = await guestSpeaking(widget.pluginId, language);
      expect(await offline(guest, { name: '' })).toEqual({ ok: false, error: 'Please provide your name' });
    }
  });
});
