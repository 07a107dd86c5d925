/** @jest-environment ./test/support/pglite-environment.cjs */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { api, connectAgent, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('refresh token rotation', () => {
  it('rotates on every use (GET and POST) and the new access token works', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    const first = await api(t.url, 'POST', '/auth/refresh', { token: login.refreshToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(first.body.refreshToken).not.toBe(login.refreshToken);

    const second = await api(t.url, 'GET', '/auth/refresh', { token: first.body.refreshToken });
    expect(second.status).toBe(200);
    const welcome = await api(t.url, 'GET', '/users/welcome-user', { token: second.body.accessToken });
    expect(welcome.status).toBe(200);
    expect(welcome.body.welcome.email).toBe(email);
  });

  it('accepts a POST with a JSON content type and an empty body', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    const answer = await fetch(`${t.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.refreshToken}`, 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
  });

  it('treats a replayed refresh token as theft: 401 and every token of that login revoked', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    const rotated = await api(t.url, 'POST', '/auth/refresh', { token: login.refreshToken });
    expect(rotated.status).toBe(200);

    const replay = await api(t.url, 'POST', '/auth/refresh', { token: login.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.statusCode).toBe(401);

    // The token handed out by the legitimate rotation is dead too, and so is the login.
    expect((await api(t.url, 'POST', '/auth/refresh', { token: rotated.body.refreshToken })).status).toBe(401);
    expect((await api(t.url, 'GET', '/users/welcome-user', { token: rotated.body.accessToken })).status).toBe(401);

    // Other logins of the same user live on.
    const other = await signIn(t.url, email);
    expect((await api(t.url, 'POST', '/auth/refresh', { token: other.refreshToken })).status).toBe(200);
  });

  it('refuses a missing or unknown refresh token, and an access token in its place', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    expect((await api(t.url, 'POST', '/auth/refresh')).status).toBe(401);
    expect((await api(t.url, 'POST', '/auth/refresh', { token: 'made-up' })).status).toBe(401);
    expect((await api(t.url, 'POST', '/auth/refresh', { token: login.accessToken })).status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the login: refresh token refused, access token refused, its socket disconnected', async () => {
    const { email, id } = await createUser(t.server);
    const login = await signIn(t.url, email);
    const keep = await signIn(t.url, email);
    const socket = await connectAgent(t.url, login.accessToken, { agentId: id, isClient: 'true' });
    const otherSocket = await connectAgent(t.url, keep.accessToken);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const answer = await api(t.url, 'POST', '/auth/logout', { token: login.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });

    expect(await disconnected).toBe('io server disconnect');
    expect((await api(t.url, 'POST', '/auth/refresh', { token: login.refreshToken })).status).toBe(401);
    expect((await api(t.url, 'GET', '/users/welcome-user', { token: login.accessToken })).status).toBe(401);

    // The user's other login is untouched.
    expect(otherSocket.connected).toBe(true);
    expect((await api(t.url, 'GET', '/users/welcome-user', { token: keep.accessToken })).status).toBe(200);
    otherSocket.close();
  });

  it('works as GET too and needs an access token', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    expect((await api(t.url, 'GET', '/auth/logout')).status).toBe(401);
    const answer = await api(t.url, 'GET', '/auth/logout', { token: login.accessToken });
    expect(answer.body).toEqual({ success: true });
    expect((await api(t.url, 'GET', '/auth/refresh', { token: login.refreshToken })).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('stop working when the user is deactivated', async () => {
    const { email, id } = await createUser(t.server);
    const login = await signIn(t.url, email);
    await t.server.ctx.db.update(users).set({ status: 3 }).where(eq(users.id, id));
    expect((await api(t.url, 'GET', '/users/welcome-user', { token: login.accessToken })).status).toBe(401);
    const again = await api(t.url, 'POST', '/auth/signin', { body: { email, password: 'Secret#Pass1' } });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Your account has been deactivated. Please contact your administrator.');
  });

  it('expire after ACCESS_TOKEN_TTL', async () => {
    const short = await startTestServer({ accessTokenTtl: 1 });
    try {
      const { email } = await createUser(short.server);
      const login = await signIn(short.url, email);
      expect((await api(short.url, 'GET', '/users/welcome-user', { token: login.accessToken })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await api(short.url, 'GET', '/users/welcome-user', { token: login.accessToken })).status).toBe(401);
      const fresh = await api(short.url, 'POST', '/auth/refresh', { token: login.refreshToken });
      expect((await api(short.url, 'GET', '/users/welcome-user', { token: fresh.body.accessToken })).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});
