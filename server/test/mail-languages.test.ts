/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: every mail in its receiver's language: the transcript in the guest's widget's (told at the
// socket's handshake, never trusted), the reset in the user's (else the browser's), the verification in
// the browser's that asked, the offline notice in that of the staff member at the address, an agent's welcome
// in that of whoever added them, the paused-webhook notice in each admin's.
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';
import { createTranslator } from 'shared-kernel/i18n-format';
import { compileTexts, readCatalogue } from 'shared-kernel/i18n-compile';
import { chatMessages, chats, users, visitors, widgets } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { api, createUser, nextEvent, outboxAtLeast, signIn, uniqueEmail, type LooseJson } from './support/test-server';
import { webhookPausedMail } from '../src/mail/templates/webhook-paused-mail';
import { createWidget, salesAccount, type TestGuest } from './support/visitor-helpers';

const fx = socketFixture();
const db = () => fx.t.server.ctx.db;
const CATALOGUE = join(__dirname, '..', 'src', 'mail', 'i18n');
const texts = (locale: Locale) => readCatalogue(CATALOGUE, locale);
/** A catalogue text with its placeholders filled, as the mail writes it. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const HOSTILE_LANGUAGES: unknown[] = ['__proto__', 42, { language: 'es' }, { toString: 'es' }, ['es'], 'es-MX', 'ES', '', null, true, 'x'.repeat(5000)];

async function setLanguage(userId: string, language: Locale | 'auto') {
  await db().update(users).set({ language }).where(eq(users.id, userId));
}

async function storedLanguage(visitorId: string) {
  const [row] = await db().select({ language: visitors.language }).from(visitors).where(eq(visitors.visitorId, visitorId));
  return row.language;
}

describe("the transcript, in the language of the guest's widget", () => {
  /** A guest of a transcript-mailing widget (times in `timeZone`) who chats with Sales, gives an e-mail and is ended. */
  async function endedChat(auth: Record<string, unknown>, timeZone = 'America/Mexico_City') {
    const s = await salesAccount(fx.t.server, fx.agent);
    const [widget] = await db().select().from(widgets).where(eq(widgets.id, s.widget.id));
    await db()
      .update(widgets)
      .set({ settings: { ...widget.settings, emailTranscript: true, timeZone } })
      .where(eq(widgets.id, s.widget.id));
    const guest = await fx.guest(s.widget.pluginId, { auth });
    const initialized = nextEvent(s.sales.socket, 'chat-initialized');
    expect(await say(guest, 'Hola')).toMatchObject({ ok: true });
    await initialized;
    await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: s.sales.token, body: { visitorId: guest.hello.visitorId, guestId: guest.hello.guestId } });
    const email = uniqueEmail('guest');
    expect(await guest.socket.emitWithAck('visitor:email', { email })).toEqual({ ok: true });
    await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId: guest.hello.visitorId } });
    const mails = await outboxAtLeast(fx.t.dataDir, email, 1);
    expect(mails).toHaveLength(1);
    const [chat] = await db().select().from(chats).where(eq(chats.visitorId, guest.hello.visitorId));
    const [first] = await db().select().from(chatMessages).where(eq(chatMessages.chatId, chat.id)).orderBy(chatMessages.seq).limit(1);
    return { guest, mail: mails[0], firstAt: first.createdAt, domain: widget.domain };
  }

  const say = (guest: TestGuest, bodyText: string): Promise<LooseJson> => guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });
  const timeIn = (locale: string, date: Date, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone }).format(date);

  it("is Spanish for a guest whose widget speaks Spanish: subject, intro, speaker and the times in Spanish, in the widget's zone", async () => {
    const es = texts('es');
    const { guest, mail, firstAt, domain } = await endedChat({ language: 'es' });
    expect(await storedLanguage(guest.hello.visitorId)).toBe('es');
    expect(mail.subject).toBe(fill(es['transcript.subject'], { widgetName: 'Test Site' }));
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe(fill(es['transcript.intro'], { widgetName: 'Test Site', domain }));
    const when = timeIn('es', firstAt, 'America/Mexico_City');
    expect(when).not.toBe(timeIn('en-GB', firstAt, 'America/Mexico_City'));
    expect(lines[2]).toBe(`[${when}] ${es['transcript.you']}: Hola`);
    expect(lines[lines.length - 1]).toBe(es['transcript.thanks']);
    expect(mail.html).toContain(`<p>${es['transcript.thanks']}</p>`);
    expect(mail.html).not.toContain('dir="rtl"');
  });

  it('is English, as before, when the handshake told a language we do not speak, or none', async () => {
    const { guest, mail, firstAt } = await endedChat({ language: { language: 'es' } }, 'UTC');
    expect(await storedLanguage(guest.hello.visitorId)).toBeNull();
    expect(mail.subject).toBe('Your chat transcript from Test Site');
    expect(mail.text.split('\n')[2]).toBe(`[${timeIn('en-GB', firstAt, WIDGET_DEFAULTS.timeZone)}] You: Hola`);
  });

  it('keeps only a language it speaks from the handshake: anything else is ignored, leaving the stored one as it was', async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    for (const language of HOSTILE_LANGUAGES) {
      const guest = await fx.guest(s.widget.pluginId, { auth: { language } });
      expect([language, await storedLanguage(guest.hello.visitorId)]).toEqual([language, null]);
      guest.socket.close();
    }
    const guest = await fx.guest(s.widget.pluginId, { auth: { language: 'ar' } });
    const visitorId = guest.hello.visitorId as string;
    expect(await storedLanguage(visitorId)).toBe('ar');
    guest.socket.close();
    // A guest id's handshakes are rate-limited (ten at once): a few of the hostile values do here.
    for (const language of ['__proto__', 42, { language: 'es' }, 'es-MX', 'x'.repeat(5000)]) {
      const again = await fx.guest(s.widget.pluginId, { visitorId, auth: { language } });
      expect(again.hello.visitorId).toBe(visitorId);
      expect([language, await storedLanguage(visitorId)]).toEqual([language, 'ar']);
      again.socket.close();
    }
    // Without the field (an older widget), too; a language we speak replaces it.
    (await fx.guest(s.widget.pluginId, { visitorId })).socket.close();
    expect(await storedLanguage(visitorId)).toBe('ar');
    (await fx.guest(s.widget.pluginId, { visitorId, auth: { language: 'pt-BR' } })).socket.close();
    expect(await storedLanguage(visitorId)).toBe('pt-BR');
  });
});

describe('the reset mail', () => {
  const forgot = (email: string, acceptLanguage: string) =>
    api(fx.t.url, 'POST', '/users/forgot-password-link', { body: { email }, headers: { 'accept-language': acceptLanguage } });

  it("is in the user's language when they chose one, whatever the browser's", async () => {
    const user = await createUser(fx.t.server, { fullName: 'Jörg Brandt' });
    await setLanguage(user.id, 'de');
    expect((await forgot(user.email, 'fr-CA,fr;q=0.9')).status).toBe(200);
    const [mail] = await outboxAtLeast(fx.t.dataDir, user.email, 1);
    const de = texts('de');
    const german = compileTexts('de', de);
    const compiled = createTranslator(german, german);
    const duration = compiled('duration.hours', { count: 1 });
    expect(duration).toBe('1 Stunde');
    expect(mail.subject).toBe(de['reset.subject']);
    const lines = mail.text.split('\n');
    expect([lines[0], lines[2], lines[5], lines[6]]).toEqual([
      fill(de.greeting, { name: 'Jörg Brandt' }),
      de['reset.intro'],
      compiled('reset.expiry', { duration }),
      de['reset.ignore'],
    ]);
    expect(mail.html).toContain(`<p>${compiled('reset.expiry', { duration })}</p>`);
  });

  it("follows the browser's Accept-Language for a user on 'auto' (English for a hostile header)", async () => {
    const user = await createUser(fx.t.server);
    expect((await forgot(user.email, 'ja, es-MX;q=0.8')).status).toBe(200);
    expect((await forgot(user.email, '__proto__')).status).toBe(200);
    const [spanish, english] = await outboxAtLeast(fx.t.dataDir, user.email, 2);
    expect(spanish.subject).toBe(texts('es')['reset.subject']);
    expect(english.subject).toBe('Reset your password');
  });
});

describe("a new agent's welcome", () => {
  const addAgent = async (owner: { email: string }, acceptLanguage: string) => {
    const email = uniqueEmail('welcome');
    const token = (await signIn(fx.t.url, owner.email)).accessToken;
    const body = { fullName: 'Ana Agente', email, password: 'Agent#Pass1' };
    expect((await api(fx.t.url, 'POST', '/users/register', { token, body, headers: { 'accept-language': acceptLanguage } })).status).toBe(201);
    const [mail] = await outboxAtLeast(fx.t.dataDir, email, 1);
    return mail;
  };

  it("is in the language of whoever added them: their choice, else their console's", async () => {
    const owner = await createUser(fx.t.server, { role: 'client', fullName: 'Pilar Dueña' });
    const es = texts('es');
    const fromConsole = await addAgent(owner, 'es');
    expect(fromConsole.subject).toBe(es['welcome.subject']);
    expect(fromConsole.text.split('\n')).toEqual([
      fill(es.greeting, { name: 'Ana Agente' }),
      '',
      fill(es['welcome.intro'], { addedBy: 'Pilar Dueña' }),
      `${fx.t.server.ctx.settings.publicUrl}/login`,
      '',
      es['welcome.password'],
    ]);
    await setLanguage(owner.id, 'ar');
    const chosen = await addAgent(owner, 'es');
    expect(chosen.subject).toBe(texts('ar')['welcome.subject']);
    expect(chosen.html).toMatch(/^<div dir="rtl">/);
    await setLanguage(owner.id, 'auto');
    expect((await addAgent(owner, '__proto__')).subject).toBe('You have been added to the Live Chat console');
  });
});

describe('the paused-webhook notice', () => {
  it('is written in the language given, its address and count as they are', () => {
    const de = texts('de');
    const mail = webhookPausedMail({ to: 'a@example.com', url: 'https://hooks.example.com/in?a=<b>', failures: 20, link: 'https://console.example.com/x', locale: 'de' });
    expect(mail.subject).toBe(fill(de['webhookPaused.subject'], { url: 'https://hooks.example.com/in?a=<b>' }));
    expect(mail.text.split('\n')).toEqual([
      fill(de['webhookPaused.failed'], { url: 'https://hooks.example.com/in?a=<b>', failures: 20 }),
      de['webhookPaused.waiting'],
      '',
      fill(de['webhookPaused.resumeLink'], { link: 'https://console.example.com/x' }),
    ]);
    expect(mail.html).toContain('in?a=&lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    const english = webhookPausedMail({ to: 'a@example.com', url: 'https://h.example.com', failures: 20, link: 'https://c.example.com/x', locale: 'en' });
    expect(english.subject).toBe('Webhook endpoint paused: https://h.example.com');
    expect(english.text.split('\n')[0]).toBe('The webhook endpoint https://h.example.com failed 20 times in a row and has been paused.');
  });
});

describe('the verification mail', () => {
  const signup = (email: string, acceptLanguage: string) =>
    api(fx.t.url, 'POST', '/auth/signup', {
      body: { email, password: 'Strong#Pass1', fullName: 'Élodie', phoneNumber: '', your_website: 'https://shop.example.com' },
      headers: { 'accept-language': acceptLanguage },
    });

  it('is in the language the sign-up request asked for first', async () => {
    const email = uniqueEmail('owner');
    expect((await signup(email, 'fr-CA,fr;q=0.9')).status).toBe(201);
    const [mail] = await outboxAtLeast(fx.t.dataDir, email, 1);
    const fr = texts('fr');
    expect(mail.subject).toBe(fr['verification.subject']);
    const code = /code=(\d{4})/.exec(mail.text)![1];
    const lines = mail.text.split('\n');
    expect([lines[0], lines[2], lines[5], lines[7]]).toEqual([
      fill(fr.greeting, { name: 'Élodie' }),
      fr['verification.intro'],
      fill(fr['verification.code'], { code }),
      fr['verification.ignore'],
    ]);
    expect(mail.html).toContain(`<p>${fill(fr['verification.code'], { code: `<strong>${code}</strong>` })}</p>`);
  });

  it('is English for a hostile or absent Accept-Language', async () => {
    for (const header of ['__proto__', 'x'.repeat(5000), 'constructor;q=1, toString', '*']) {
      const email = uniqueEmail('owner');
      expect((await signup(email, header)).status).toBe(201);
      const [mail] = await outboxAtLeast(fx.t.dataDir, email, 1);
      expect([header.slice(0, 20), mail.subject]).toEqual([header.slice(0, 20), 'Verify your email']);
      expect(mail.text.split('\n')[0]).toBe('Hello Élodie,');
    }
  });
});

describe('the offline message notice', () => {
  async function notify(addresses: string[]) {
    const owner = await createUser(fx.t.server);
    const widget = await createWidget(fx.t.server, owner.id);
    const [row] = await db().select().from(widgets).where(eq(widgets.id, widget.id));
    await db()
      .update(widgets)
      .set({ settings: { ...row.settings, notificationEmailIds: addresses } })
      .where(eq(widgets.id, widget.id));
    return { owner, widget };
  }

  async function leaveMessage(pluginId: string) {
    const guest = await fx.guest(pluginId);
    expect(await guest.socket.emitWithAck('visitor:offline-message', { name: 'Ana', email: 'ana@example.com', message: 'Llámame' })).toEqual({ ok: true });
    return guest.hello.guestId as number;
  }

  it("is in the language of the staff member at each address, else the owner's, else English", async () => {
    const agentEmail = uniqueEmail('agente');
    const otherEmail = uniqueEmail('colleague');
    const outsider = uniqueEmail('outsider');
    const strangerEmail = uniqueEmail('stranger');
    // A user of another account with that address is not the one at it.
    const stranger = await createUser(fx.t.server, { email: strangerEmail });
    await setLanguage(stranger.id, 'es');
    const { owner, widget } = await notify([agentEmail.toUpperCase(), otherEmail, outsider, strangerEmail]);
    await setLanguage(owner.id, 'fr');
    const agent = await createUser(fx.t.server, { email: agentEmail, role: 'agent', clientId: owner.id });
    await setLanguage(agent.id, 'pt-BR');
    await createUser(fx.t.server, { email: otherEmail, role: 'agent', clientId: owner.id });
    const guestId = await leaveMessage(widget.pluginId);

    const pt = texts('pt-BR');
    const [portuguese] = await outboxAtLeast(fx.t.dataDir, agentEmail.toUpperCase(), 1);
    expect(portuguese.subject).toBe(fill(pt['offline.subject'], { guestId, widgetName: 'Test Site' }));
    const link = /http:\/\/console\.test\/chat\/offline-message\/[0-9a-f-]{36}/.exec(portuguese.text)![0];
    expect(portuguese.text).toBe(
      [fill(pt['offline.name'], { name: 'Ana' }), fill(pt['offline.email'], { email: 'ana@example.com' }), '', 'Llámame', '', fill(pt['offline.openLink'], { link })].join('\n'),
    );
    expect(portuguese.html).toContain(`>${pt['offline.open']}</a>`);
    // The colleague on 'auto', an address of no one and the other account's user: the owner's French.
    const fr = texts('fr');
    for (const to of [otherEmail, outsider, strangerEmail]) {
      const [mail] = await outboxAtLeast(fx.t.dataDir, to, 1);
      expect([to, mail.subject]).toEqual([to, fill(fr['offline.subject'], { guestId, widgetName: 'Test Site' })]);
    }
  });

  it("is English when neither the staff member nor the owner chose a language, and Arabic right to left", async () => {
    const outsider = uniqueEmail('outsider');
    const arabicEmail = uniqueEmail('arabic');
    const { owner, widget } = await notify([outsider, arabicEmail]);
    const arabic = await createUser(fx.t.server, { email: arabicEmail, role: 'manager', clientId: owner.id });
    await setLanguage(arabic.id, 'ar');
    const guestId = await leaveMessage(widget.pluginId);
    const [english] = await outboxAtLeast(fx.t.dataDir, outsider, 1);
    expect(english.subject).toBe(`Offline message from Guest${guestId} on Test Site`);
    expect(english.html.startsWith('<p>Name: Ana<br>Email: ana@example.com</p>')).toBe(true);
    const [inArabic] = await outboxAtLeast(fx.t.dataDir, arabicEmail, 1);
    const ar = texts('ar');
    expect(inArabic.subject).toBe(fill(ar['offline.subject'], { guestId, widgetName: 'Test Site' }));
    expect(inArabic.html.startsWith(`<div dir="rtl">\n<p>${fill(ar['offline.name'], { name: 'Ana' })}<br>`)).toBe(true);
    expect(inArabic.html.endsWith('</p>\n</div>')).toBe(true);
  });
});
