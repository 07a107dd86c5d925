import { REFRESH_COOKIE, SELECTED_ACCOUNT_HEADER, SESSION_KEYS } from '../../contracts';
import { createSessionStore, type SessionStore } from '../../session';
import { expIn, fakeJwt } from '../../testing/fake-jwt';
import { testTokens, testUser } from '../../testing/fixtures';
import { createMockAdapter, httpError, type MockRequest } from '../../testing/mock-adapter';
import { createHttpClient, errorMessage, type ApiClient } from '..';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

interface ServerOptions {
  /** What POST /auth/refresh answers. */
  refresh?: (req: MockRequest) => { status: number; data: unknown };
}

/** A tiny fake API: accepts only the currently valid access token, renews on /auth/refresh. */
function setup(options: ServerOptions = {}, user = testUser()) {
  const session: SessionStore = createSessionStore(localStorage);
  const oldTokens = testTokens(user, 3600, 'old');
  const newTokens = testTokens(user, 3600, 'new');
  session.setSession(user, oldTokens);
  let valid = oldTokens.accessToken;
  const requests: MockRequest[] = [];
  const refreshes: MockRequest[] = [];
  const onSessionEnded = jest.fn();

  const adapter = createMockAdapter(async (req) => {
    await tick();
    if (req.path === '/auth/refresh') {
      refreshes.push(req);
      if (options.refresh) return options.refresh(req);
      valid = newTokens.accessToken;
      return { status: 200, data: newTokens };
    }
    requests.push(req);
    if (req.path === '/auth/signin') return { status: 401, data: { statusCode: 401, message: 'Invalid credentials' } };
    if (req.headers.get('Authorization') !== `Bearer ${valid}`) {
      return { status: 401, data: { statusCode: 401, message: 'Unauthorized' } };
    }
    return { status: 200, data: { ok: true, path: req.path } };
  });
  const api: ApiClient = createHttpClient({ baseURL: '/api', session, onSessionEnded, adapter });
  const expire = () => {
    valid = 'nothing-is-valid-until-refresh';
  };
  return { api, session, requests, refreshes, onSessionEnded, oldTokens, newTokens, expire, setValid: (t: string) => (valid = t) };
}

describe('http client', () => {
  beforeEach(() => localStorage.clear());

  it('sends the bearer token and JSON', async () => {
    const { api, requests, oldTokens } = setup();
    await api.call('welcomeUser');
    expect(requests[0].headers.get('Authorization')).toBe(`Bearer ${oldTokens.accessToken}`);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].path).toBe('/users/welcome-user');
  });

  it("asks for answers in the console's language (the document's), and sends none when it has none", async () => {
    const { api, requests } = setup();
    document.documentElement.lang = 'de';
    try {
      await api.call('welcomeUser');
    } finally {
      document.documentElement.lang = '';
    }
    await api.call('welcomeUser');
    expect(requests.map((request) => request.headers.get('Accept-Language') ?? null)).toEqual(['de', null]);
  });

  it('refreshes once for five calls failing with 401 at once, and retries all five', async () => {
    const { api, requests, refreshes, expire, setValid, newTokens, session, onSessionEnded } = setup();
    expire();
    // The server now only accepts the renewed token.
    setValid(newTokens.accessToken);

    const answers = await Promise.all([
      api.call('welcomeUser'),
      api.call('conversations'),
      api.call('getAllCanned'),
      api.call('unacceptedChats'),
      api.call('getInChat'),
    ]);

    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].method).toBe('POST');
    // The refresh token rides in its cookie: the call names the cookie form and carries no bearer.
    expect(refreshes[0].headers.get(REFRESH_COOKIE.requestHeader)).toBe('1');
    expect(refreshes[0].headers.has('Authorization')).toBe(false);
    expect(answers.every((a) => (a as unknown as { ok: boolean }).ok)).toBe(true);
    // 5 refused + 5 replays with the new token.
    expect(requests).toHaveLength(10);
    expect(requests.slice(5).every((r) => r.headers.get('Authorization') === `Bearer ${newTokens.accessToken}`)).toBe(true);
    expect(session.getTokens()).toEqual(newTokens);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('refreshes before the call when the stored access token has expired (single flight)', async () => {
    const user = testUser();
    const { api, session, refreshes, requests, newTokens } = setup({}, user);
    session.setTokens({ accessToken: fakeJwt({ sub: user._id, email: user.email, exp: expIn(-10) }) });

    await Promise.all([api.call('welcomeUser'), api.call('conversations'), api.call('getWidgets')]);

    expect(refreshes).toHaveLength(1);
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.headers.get('Authorization') === `Bearer ${newTokens.accessToken}`)).toBe(true);
  });

  it('spends a refresh token stored before the cookie form once, then keeps only the access token', async () => {
    const user = testUser();
    const { api, session, refreshes, newTokens, expire, setValid } = setup({}, user);
    localStorage.setItem(SESSION_KEYS.token, JSON.stringify({ accessToken: session.getTokens()!.accessToken, refreshToken: 'stored-before' }));
    expire();
    setValid(newTokens.accessToken);

    await api.call('welcomeUser');

    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].headers.get('Authorization')).toBe('Bearer stored-before');
    expect(refreshes[0].headers.get(REFRESH_COOKIE.requestHeader)).toBe('1');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.token)!)).toEqual({ accessToken: newTokens.accessToken });
  });

  it('asks for the cookie form on sign-in and never stores a refresh token from an answer', async () => {
    const { api, requests, session } = setup();
    await api.call('signin', { email: 'owner@example.com', password: 'wrong' }).catch(() => undefined);
    expect(requests[0].headers.get(REFRESH_COOKIE.requestHeader)).toBe('1');
    session.setTokens({ accessToken: 'a', refreshToken: 'from-a-spec-form-answer' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.token)!)).toEqual({ accessToken: 'a' });
  });

  it('ends the session when the renewed token names another e-mail', async () => {
    const { api, session, onSessionEnded, expire } = setup({
      refresh: () => ({
        status: 200,
        data: { accessToken: fakeJwt({ sub: 'x', email: 'someone.else@example.com', exp: expIn(600) }), refreshToken: 'r2' },
      }),
    });
    localStorage.setItem('chat_history', 'kept');
    expire();

    await expect(api.call('welcomeUser')).rejects.toMatchObject({ response: { status: 401 } });

    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(session.getTokens()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(localStorage.getItem('chat_history')).toBe('kept');
  });

  it('ends the session once when the refresh itself answers 401 (no refresh of the refresh)', async () => {
    const { api, session, onSessionEnded, expire, refreshes } = setup({
      refresh: () => ({ status: 401, data: { statusCode: 401, message: 'Refresh token revoked' } }),
    });
    expire();

    const results = await Promise.allSettled([api.call('welcomeUser'), api.call('conversations'), api.call('getWidgets')]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(session.getState().user).toBeNull();
  });

  it('keeps the session when the refresh fails for lack of a network', async () => {
    const { api, session, onSessionEnded, expire } = setup({ refresh: () => ({ status: 503, data: { message: 'down' } }) });
    expire();
    await expect(api.call('welcomeUser')).rejects.toBeTruthy();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(session.getUser()).not.toBeNull();
  });

  it('never refreshes for sign-in: its 401 is the answer', async () => {
    const { api, refreshes, onSessionEnded } = setup();
    const err = await api.call('signin', { email: 'owner@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(errorMessage(err, 'fallback')).toBe('Invalid credentials');
    expect(refreshes).toHaveLength(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('adds the selected-account header only for a super admin with a selected account', async () => {
    const admin = setup({}, testUser({ userRole: 'admin', isAdmin: true, isClient: false }));
    await admin.api.call('welcomeUser');
    expect(admin.requests[0].headers.has(SELECTED_ACCOUNT_HEADER)).toBe(false);
    admin.session.setSelectedAccount('client-42');
    await admin.api.call('welcomeUser');
    expect(admin.requests[1].headers.get(SELECTED_ACCOUNT_HEADER)).toBe('client-42');

    localStorage.clear();
    const owner = setup();
    owner.session.setSelectedAccount('client-42');
    await owner.api.call('welcomeUser');
    expect(owner.requests[0].headers.has(SELECTED_ACCOUNT_HEADER)).toBe(false);
  });

  it('fills path params, sends the query and the body', async () => {
    const { api, requests } = setup();
    await api.call('deleteWidget', undefined, { params: { id: 'w/1' } });
    await api.call('currentVisitors', undefined, { query: { take: 50, page: 2, order: 'DESC' } });
    await api.call('createCanned', { shortCode: 'hi', message: 'Hello there' });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/widget/delete/w%2F1' });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/visitor/current-visitors', query: { take: 50, page: 2, order: 'DESC' } });
    expect(requests[2]).toMatchObject({ method: 'POST', path: '/canned/create', body: { shortCode: 'hi', message: 'Hello there' } });
  });
});

describe('errorMessage', () => {
  it('prefers a string server message, else the fallback', () => {
    expect(errorMessage(httpError(400, 'Please provide valid email'), 'Something went wrong')).toBe('Please provide valid email');
    expect(errorMessage(new Error('Network Error'), 'Something went wrong')).toBe('Something went wrong');
    expect(errorMessage({ message: ['a', 'b'] }, 'Something went wrong')).toBe('Something went wrong');
    expect(errorMessage({ message: 'Chat is over' }, 'x')).toBe('Chat is over');
    expect(errorMessage(undefined, 'x')).toBe('x');
  });
});

describe('http client retry limits', () => {
  beforeEach(() => localStorage.clear());

  it('retries a call only once after a refresh', async () => {
    const session = createSessionStore(localStorage);
    const user = testUser();
    session.setSession(user, testTokens(user, 3600, 'old'));
    const seen: string[] = [];
    const onSessionEnded = jest.fn();
    const adapter = createMockAdapter((req) => {
      seen.push(req.path);
      if (req.path === '/auth/refresh') return { status: 200, data: testTokens(user, 3600, 'new') };
      return { status: 401, data: { statusCode: 401, message: 'Current password is wrong' } };
    });
    const api = createHttpClient({ baseURL: '/api', session, onSessionEnded, adapter });
    const err = await api.call('welcomeUser').catch((e: unknown) => e);
    expect(errorMessage(err, 'x')).toBe('Current password is wrong');
    expect(seen).toEqual(['/users/welcome-user', '/auth/refresh', '/users/welcome-user']);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
