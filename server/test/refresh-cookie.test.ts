/** @jest-environment ./test/support/pglite-environment.cjs */
import { REFRESH_COOKIE } from 'shared-kernel/contracts';
import { api, createUser, PASSWORD, signIn, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const COOKIE_FORM = { [REFRESH_COOKIE.requestHeader]: '1' };

/** The refresh_token cookie a response sets: its value and attributes. */
function refreshCookieOf(headers: Headers): { value: string; attributes: string[] } | null {
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE.name}=`));
  if (!cookie) return null;
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  return { value: decodeURIComponent(pair.slice(REFRESH_COOKIE.name.length + 1)), attributes: attributes.map((a) => a.toLowerCase()) };
}

const cookieHeader = (value: string) => ({ cookie: `${REFRESH_COOKIE.name}=${encodeURIComponent(value)}` });

async function cookieSignIn(): Promise<{ accessToken: string; cookie: string; body: Record<string, unknown>; headers: Headers }> {
  const { email } = await createUser(t.server);
  const answer = await api(t.url, 'POST', '/auth/signin', { body: { email, password: PASSWORD }, headers: COOKIE_FORM });
  expect(answer.status).toBe(200);
  const cookie = refreshCookieOf(answer.headers);
  expect(cookie).not.toBeNull();
  return { accessToken: answer.body.accessToken, cookie: cookie!.value, body: answer.body, headers: answer.headers };
}

describe('the refresh token in an httpOnly cookie (the console) and in the header (the spec form)', () => {
  it('signs in with the cookie form: httpOnly, SameSite=Strict, scoped to the refresh call, and no refresh token in the body', async () => {
    const { body, headers } = await cookieSignIn();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refreshToken');
    const { attributes } = refreshCookieOf(headers)!;
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', `path=${REFRESH_COOKIE.path}`, `max-age=${t.server.ctx.settings.refreshTokenTtl}`]),
    );
    // Plain HTTP on loopback: Secure would make the browser drop the cookie; it is set behind HTTPS.
    expect(attributes).not.toContain('secure');
  });

  it('refreshes with the cookie alone, rotates it, and refuses the spent one (clearing it)', async () => {
    const { cookie } = await cookieSignIn();
    const renewed = await api(t.url, 'POST', '/auth/refresh', { headers: { ...COOKIE_FORM, ...cookieHeader(cookie) } });
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body)).toEqual(['accessToken']);
    const next = refreshCookieOf(renewed.headers)!;
    expect(next.value).not.toBe(cookie);
    const welcome = await api(t.url, 'GET', '/users/welcome-user', { token: renewed.body.accessToken });
    expect(welcome.status).toBe(200);

    const replay = await api(t.url, 'POST', '/auth/refresh', { headers: { ...COOKIE_FORM, ...cookieHeader(cookie) } });
    expect(replay.status).toBe(401);
    const cleared = refreshCookieOf(replay.headers)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toContain(`path=${REFRESH_COOKIE.path}`);
    // The replay ended the login: the rotated cookie is dead too.
    expect((await api(t.url, 'POST', '/auth/refresh', { headers: { ...COOKIE_FORM, ...cookieHeader(next.value) } })).status).toBe(401);
  });

  it('answers 401 without any refresh token', async () => {
    const answer = await api(t.url, 'POST', '/auth/refresh', { headers: COOKIE_FORM });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Missing refresh token');
  });

  it('keeps the spec form for other clients: tokens in the body, none in a cookie', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    expect(login.refreshToken).toEqual(expect.any(String));
    const renewed = await api(t.url, 'GET', '/auth/refresh', { token: login.refreshToken });
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(refreshCookieOf(renewed.headers)).toBeNull();
  });

  it('moves a refresh token stored before the cookie form into the cookie on its next refresh', async () => {
    const { email } = await createUser(t.server);
    const login = await signIn(t.url, email);
    const moved = await api(t.url, 'POST', '/auth/refresh', { token: login.refreshToken, headers: COOKIE_FORM });
    expect(moved.status).toBe(200);
    expect(moved.body).not.toHaveProperty('refreshToken');
    const cookie = refreshCookieOf(moved.headers)!;
    expect((await api(t.url, 'POST', '/auth/refresh', { headers: { ...COOKIE_FORM, ...cookieHeader(cookie.value) } })).status).toBe(200);
  });

  it('clears the cookie on logout, and the logged-out cookie no longer refreshes', async () => {
    const { accessToken, cookie } = await cookieSignIn();
    const logout = await api(t.url, 'POST', '/auth/logout', { token: accessToken });
    expect(logout.status).toBe(200);
    const cleared = refreshCookieOf(logout.headers)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toContain(`path=${REFRESH_COOKIE.path}`);
    expect((await api(t.url, 'POST', '/auth/refresh', { headers: { ...COOKIE_FORM, ...cookieHeader(cookie) } })).status).toBe(401);
  });
});
