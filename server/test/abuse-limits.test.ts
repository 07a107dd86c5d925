/** @jest-environment ./test/support/pglite-environment.cjs */
// The mail, guess and arrival limits at their production values (abuseLimitScale 1); each request names
// its address through X-Forwarded-For (trustProxy), so per-address limits are testable from one machine.
import { SENDING_TOO_FAST } from 'shared-kernel/contracts';
import { ABUSE_LIMITS } from '../src/abuse/abuse-limits';
import { CONNECTION_RATES, sharedRate } from '../src/realtime/rate-bucket';
import { api, createUser, outboxAtLeast, outboxFor, uniqueEmail } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { connectGuest, createWidget } from './support/visitor-helpers';

const fx = socketFixture({ trustProxy: true, abuseLimitScale: 1 });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const signupBody = (email: string) => ({ fullName: 'Guessed Owner', email, password: 'Secret#Pass1', confirmPassword: 'Secret#Pass1', your_website: 'https://site.test', phoneNumber: '' });

describe('abuse limits', () => {
  it('caps verification codes per account and wrong codes per address', async () => {
    const email = uniqueEmail('victim');
    expect((await api(fx.t.url, 'POST', '/auth/signup', { body: signupBody(email), headers: from('10.20.0.1') })).status).toBe(201);
    const [first] = await outboxFor(fx.t.dataDir, email);
    const userId = /\/email-verify\/([^?]+)\?code=/.exec(first.text)![1];
    const answers: number[] = [];
    const messages: string[] = [];
    // An attacker guessing from three addresses: each locked code mails a new one, until the cap.
    for (let i = 0; i < 60; i += 1) {
      const guess = await api(fx.t.url, 'POST', '/users/verify-otp', { body: { otp: String(1000 + i), id: userId }, headers: from(`10.20.1.${i % 3}`) });
      answers.push(guess.status);
      messages.push(guess.body.message);
    }
    // The last code may still be on its way to the outbox when the answers are in.
    const mails = await outboxAtLeast(fx.t.dataDir, email, ABUSE_LIMITS.verificationMailsPerAccount.limit);
    expect(mails).toHaveLength(ABUSE_LIMITS.verificationMailsPerAccount.limit);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(messages).toContain('Too many verification codes were sent to this address. Please try again in an hour.');
    // Each address is stopped after its 20 wrong codes.
    const stopped = await api(fx.t.url, 'POST', '/users/verify-otp', { body: { otp: '1234', id: userId }, headers: from('10.20.1.0') });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes\.$/);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('caps sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ABUSE_LIMITS.signUpsPerIp.limit; i += 1) {
      statuses.push((await api(fx.t.url, 'POST', '/auth/signup', { body: signupBody(uniqueEmail('bulk')), headers: from('10.21.0.1') })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await api(fx.t.url, 'POST', '/auth/signup', { body: signupBody(uniqueEmail('elsewhere')), headers: from('10.21.0.2') })).status).toBe(201);
  });

  it('caps reset mails per address and per network address, keeping the spec answers below the caps', async () => {
    const user = await createUser(fx.t.server);
    const ask = (ip: string, email = user.email) => api(fx.t.url, 'POST', '/users/forgot-password-link', { body: { email }, headers: from(ip) });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await ask(`10.22.0.${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3].body.message).toBe('Too many password reset e-mails were requested. Please try again in an hour.');
    expect(await outboxFor(fx.t.dataDir, user.email)).toHaveLength(ABUSE_LIMITS.resetMailsPerAddress.limit);

    const statuses: number[] = [];
    for (let i = 0; i < ABUSE_LIMITS.resetMailsPerIp.limit + 1; i += 1) statuses.push((await ask('10.22.1.1', `nobody-${i}@example.com`)).status);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('caps offline messages per guest, with a refusal the widget shows', async () => {
    const owner = await createUser(fx.t.server);
    const widget = await createWidget(fx.t.server, owner.id);
    const guest = await fx.guest(widget.pluginId, { headers: from('10.23.0.1') });
    const send = () => guest.socket.emitWithAck('visitor:offline-message', { name: 'Ann', email: 'ann@example.com', message: 'Call me back' });
    const answers = [];
    for (let i = 0; i <= ABUSE_LIMITS.offlineMessagesPerGuest.limit; i += 1) answers.push(await send());
    expect(answers.slice(0, -1)).toEqual(Array(ABUSE_LIMITS.offlineMessagesPerGuest.limit).fill({ ok: true }));
    expect(answers.at(-1)).toEqual({ ok: false, error: 'You have sent several messages already. Please try again in an hour.' });
  });

  it('caps new guests per network address; a returning guest always connects', async () => {
    const owner = await createUser(fx.t.server);
    const widget = await createWidget(fx.t.server, owner.id);
    const first = await fx.guest(widget.pluginId, { headers: from('10.24.0.1') });
    for (let i = 1; i < ABUSE_LIMITS.newGuestsPerIp.limit; i += 1) fx.track((await connectGuest(fx.t.url, widget.pluginId, { headers: from('10.24.0.1') })).socket);
    await expect(connectGuest(fx.t.url, widget.pluginId, { headers: from('10.24.0.1') })).rejects.toThrow('Too many new visits from your network. Please try again in a minute.');
    const back = await fx.guest(widget.pluginId, { visitorId: first.hello.visitorId, headers: from('10.24.0.1') });
    expect(back.hello.visitorId).toBe(first.hello.visitorId);
    // Another network's first guest is let in.
    const neighbour = await fx.guest(widget.pluginId, { headers: from('10.24.0.2') });
    expect(neighbour.hello.visitorId).not.toBe(first.hello.visitorId);
  });

  it('gives each connection its share: a guest flooding messages is told to slow down, the others are served', async () => {
    const owner = await createUser(fx.t.server);
    const widget = await createWidget(fx.t.server, owner.id);
    const flooder = await fx.guest(widget.pluginId, { headers: from('10.25.0.1') });
    const other = await fx.guest(widget.pluginId, { headers: from('10.25.0.2') });
    const startedAt = performance.now();
    const flood = Array.from({ length: 200 }, (_, i) =>
      flooder.socket.emitWithAck('visitor:message', { clientMessageId: `flood-${i}`, bodyText: `spam ${i}` }),
    );
    const answer = await other.socket.emitWithAck('visitor:message', { clientMessageId: 'calm-1', bodyText: 'hello' });
    expect(answer.ok).toBe(true);
    const answers = await Promise.all(flood);
    // What refills while the flood is answered is bounded by the time taken, so a loaded machine cannot fail it.
    const seconds = (performance.now() - startedAt) / 1000;
    const accepted = answers.filter((a) => a.ok).length;
    const refused = answers.filter((a) => !a.ok);
    const { burst, perSecond } = CONNECTION_RATES.guest;
    expect(accepted).toBeGreaterThanOrEqual(burst);
    expect(accepted).toBeLessThanOrEqual(burst + Math.ceil(perSecond * seconds));
    expect(accepted).toBeLessThan(100);
    expect(refused[0]).toEqual({ ok: false, error: SENDING_TOO_FAST, retryAfterMs: expect.any(Number) });
    expect(refused[0].retryAfterMs).toBeGreaterThan(0);
  });

  it("gives one network address its share: guests sharing it are told to slow down, another address's guest is served", async () => {
    const owner = await createUser(fx.t.server);
    const widget = await createWidget(fx.t.server, owner.id);
    const addressRate = sharedRate('address');
    const perSocket = CONNECTION_RATES.guest.burst;
    // Guests enough to send far over the address's burst at a tab's burst each (28: under the 30 new guests a
    // minute an address may bring), so the refill of a slow run (50 a second) cannot make up the difference.
    const guests = await Promise.all(Array.from({ length: Math.ceil(addressRate.burst / perSocket) + 18 }, () => fx.guest(widget.pluginId, { headers: from('10.26.0.1') })));
    const neighbour = await fx.guest(widget.pluginId, { headers: from('10.26.0.2') });
    const startedAt = performance.now();
    const flood = guests.flatMap((guest, g) =>
      Array.from({ length: perSocket }, (_, i) => guest.socket.timeout(20_000).emitWithAck('visitor:message', { clientMessageId: `office-${g}-${i}`, bodyText: `hello ${i}` })),
    );
    const answer = await neighbour.socket.emitWithAck('visitor:message', { clientMessageId: 'next-door', bodyText: 'hello' });
    expect(answer.ok).toBe(true);
    const answers = await Promise.all(flood);
    const seconds = (performance.now() - startedAt) / 1000;
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(addressRate.burst);
    expect(accepted).toBeLessThanOrEqual(addressRate.burst + Math.ceil(addressRate.perSecond * seconds));
    expect(accepted).toBeLessThan(answers.length);
    expect(answers.find((a) => !a.ok)).toEqual({ ok: false, error: SENDING_TOO_FAST, retryAfterMs: expect.any(Number) });
  });
});
