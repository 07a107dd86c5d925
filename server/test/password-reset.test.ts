/** @jest-environment ./test/support/pglite-environment.cjs */
import type { Socket } from 'socket.io-client';
import { MESSAGES } from 'shared-kernel/validation';
import {
  api,
  connectAgent,
  createUser,
  disconnection,
  outboxFor,
  signIn,
  sleep,
  startTestServer,
  type TestServer,
} from './support/test-server';

let t: TestServer;
const open: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand#New2';
const INVALID = { statusCode: 400, message: 'This reset link is invalid or has expired' };

/** Asks for a link and returns the token and e-mail read back from the mailed link. */
async function requestLink(server: TestServer, email: string): Promise<{ token: string; email: string; link: string }> {
  const answer = await api(server.url, 'POST', '/users/forgot-password-link', { body: { email } });
  expect(answer.status).toBe(200);
  const mails = await outboxFor(server.dataDir, email.toLowerCase());
  const mail = mails[mails.length - 1];
  const link = /(\S+\/users\/reset-password\/new\?\S+)/.exec(mail.text)![1];
  const query = new URL(link).searchParams;
  return { token: query.get('token')!, email: query.get('email')!, link };
}

describe('POST /users/forgot-password-link', () => {
  it('mails a reset link with the token and the e-mail', async () => {
    const user = await createUser(t.server);
    const answer = await api(t.url, 'POST', '/users/forgot-password-link', { body: { email: user.email.toUpperCase() } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ statusCode: 200, message: 'A reset link has been sent to your email' });
    const [mail] = await outboxFor(t.dataDir, user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('expires in 1 hour');
    const { token, email, link } = await requestLink(t, user.email);
    expect(link.startsWith('http://console.test/users/reset-password/new?token=')).toBe(true);
    expect(email).toBe(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('refuses a malformed e-mail (400, shared message) and an unknown one (404)', async () => {
    const bad = await api(t.url, 'POST', '/users/forgot-password-link', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: MESSAGES.forgotEmail });
    const unknown = await api(t.url, 'POST', '/users/forgot-password-link', { body: { email: 'nobody-here@example.com' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'This Email is not registered with us' });
  });
});

describe('POST /users/set-forgot-password', () => {
  it('sets the new password, ends every login and disconnects its sockets', async () => {
    const user = await createUser(t.server);
    const before = await signIn(t.url, user.email);
    const socket = await connectAgent(t.url, before.accessToken);
    open.push(socket);
    const dropped = disconnection(socket);
    const { token, email } = await requestLink(t, user.email);

    const answer = await api(t.url, 'POST', '/users/set-forgot-password', { body: { email, token, newPassword: NEW_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ statusCode: 200, message: 'Your password has been reset' });

    expect(await dropped).toBe('io server disconnect');
    expect((await api(t.url, 'POST', '/auth/refresh', { token: before.refreshToken })).status).toBe(401);
    expect((await api(t.url, 'GET', '/users/welcome-user', { token: before.accessToken })).status).toBe(401);
    expect((await api(t.url, 'POST', '/auth/signin', { body: { email, password: user.password } })).status).toBe(400);
    await signIn(t.url, email, NEW_PASSWORD);
  });

  it('takes a token once', async () => {
    const user = await createUser(t.server);
    const { token, email } = await requestLink(t, user.email);
    expect((await api(t.url, 'POST', '/users/set-forgot-password', { body: { email, token, newPassword: NEW_PASSWORD } })).status).toBe(200);
    const reused = await api(t.url, 'POST', '/users/set-forgot-password', { body: { email, token, newPassword: 'Other#Pass3' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(INVALID);
    await signIn(t.url, email, NEW_PASSWORD);
  });

  it('refuses a made-up token, a token of another user and an older link replaced by a newer one', async () => {
    const alice = await createUser(t.server);
    const bob = await createUser(t.server);
    const made = await api(t.url, 'POST', '/users/set-forgot-password', {
      body: { email: alice.email, token: 'made-up-token', newPassword: NEW_PASSWORD },
    });
    expect(made.body).toEqual(INVALID);

    const bobs = await requestLink(t, bob.email);
    const foreign = await api(t.url, 'POST', '/users/set-forgot-password', {
      body: { email: alice.email, token: bobs.token, newPassword: NEW_PASSWORD },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(INVALID);
    await signIn(t.url, alice.email);

    const older = await requestLink(t, alice.email);
    const newer = await requestLink(t, alice.email);
    expect((await api(t.url, 'POST', '/users/set-forgot-password', { body: { ...older, newPassword: NEW_PASSWORD } })).body).toEqual(INVALID);
    expect((await api(t.url, 'POST', '/users/set-forgot-password', { body: { ...newer, newPassword: NEW_PASSWORD } })).status).toBe(200);

    // Bob's token was not burnt by the attempt on Alice's account.
    expect((await api(t.url, 'POST', '/users/set-forgot-password', { body: { email: bob.email, token: bobs.token, newPassword: NEW_PASSWORD } })).status).toBe(200);
  });

  it('refuses a token for an unknown e-mail and a weak password (shared message)', async () => {
    const user = await createUser(t.server);
    const { token, email } = await requestLink(t, user.email);
    const unknown = await api(t.url, 'POST', '/users/set-forgot-password', { body: { email: 'ghost@example.com', token, newPassword: NEW_PASSWORD } });
    expect(unknown.body).toEqual(INVALID);
    const weak = await api(t.url, 'POST', '/users/set-forgot-password', { body: { email, token, newPassword: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ statusCode: 400, message: MESSAGES.passwordRule });
    // Neither refusal used the token up.
    expect((await api(t.url, 'POST', '/users/set-forgot-password', { body: { email, token, newPassword: NEW_PASSWORD } })).status).toBe(200);
  });

  it('refuses an expired token (RESET_TOKEN_TTL)', async () => {
    const short = await startTestServer({ resetTokenTtl: 1 });
    try {
      const user = await createUser(short.server);
      const { token, email } = await requestLink(short, user.email);
      await sleep(1100);
      const expired = await api(short.url, 'POST', '/users/set-forgot-password', { body: { email, token, newPassword: NEW_PASSWORD } });
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual(INVALID);
      await signIn(short.url, email);
    } finally {
      await short.close();
    }
  });
});
