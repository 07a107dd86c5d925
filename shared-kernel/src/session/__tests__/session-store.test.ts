import { SESSION_KEYS } from '../../contracts';
import { testTokens, testUser } from '../../testing/fixtures';
import { createSessionStore, decodeToken, isTokenExpired, type SessionState } from '..';
import { expIn, fakeJwt } from '../../testing/fake-jwt';

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('stores the session in local storage and reads it back', () => {
    const session = createSessionStore(localStorage);
    const user = testUser();
    const tokens = testTokens(user);
    session.setSession(user, tokens);

    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) as string).email).toBe('owner@example.com');
    expect(createSessionStore(localStorage).getTokens()).toEqual(tokens);
    expect(session.getState()).toMatchObject({ user, tokens, isOnline: true, selectedAccount: null });
  });

  it('clear() removes everything but the chat history and offline message', () => {
    const session = createSessionStore(localStorage);
    session.setSession(testUser(), testTokens(testUser()));
    session.setSelectedAccount('c-1');
    localStorage.setItem('booking_status_7', '1');
    localStorage.setItem(SESSION_KEYS.chatHistory, '/chat/conversation-history/9');
    localStorage.setItem(SESSION_KEYS.offlineMessage, '/chat/offline-message/3');

    session.clear();

    expect(localStorage.length).toBe(2);
    expect(localStorage.getItem(SESSION_KEYS.chatHistory)).toBe('/chat/conversation-history/9');
    expect(localStorage.getItem(SESSION_KEYS.offlineMessage)).toBe('/chat/offline-message/3');
    expect(session.getState()).toEqual({ user: null, tokens: null, isOnline: false, selectedAccount: null });
  });

  it('state$ follows writes and other tabs (storage event)', () => {
    const session = createSessionStore(localStorage);
    const seen: SessionState[] = [];
    const sub = session.state$.subscribe((s) => seen.push(s));
    expect(seen).toHaveLength(1);
    expect(seen[0].user).toBeNull();

    // Another tab signs in: it writes local storage and this tab gets a storage event.
    const user = testUser({ email: 'agent@example.com' });
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    localStorage.setItem(SESSION_KEYS.token, JSON.stringify(testTokens(user)));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.token, storageArea: localStorage }));

    expect(seen).toHaveLength(2);
    expect(seen[1].user?.email).toBe('agent@example.com');

    // An event that changes nothing does not emit again; another tab clearing storage does.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.token, storageArea: localStorage }));
    expect(seen).toHaveLength(2);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(seen[2]).toEqual({ user: null, tokens: null, isOnline: false, selectedAccount: null });
    sub.unsubscribe();
    session.dispose();
  });

  it('keeps online flag, selected account, saved path and user updates', () => {
    const session = createSessionStore(localStorage);
    session.setSession(testUser({ isOnline: false }), testTokens(testUser()));
    expect(session.isOnline()).toBe(false);
    session.setOnline(true);
    session.setSelectedAccount('client-9');
    session.setSavedPath('/chat/offline-message/4');
    session.updateUser({ fullName: 'Renamed' });
    expect(session.getState()).toMatchObject({ isOnline: true, selectedAccount: 'client-9' });
    expect(session.getSavedPath()).toBe('/chat/offline-message/4');
    expect(session.getUser()?.fullName).toBe('Renamed');
    session.setSelectedAccount(null);
    expect(session.getSelectedAccount()).toBeNull();
    expect(session.getSessionId()).toBe(session.getSessionId());
  });

  it('ignores corrupt stored values', () => {
    localStorage.setItem(SESSION_KEYS.user, '{not json');
    localStorage.setItem(SESSION_KEYS.token, '"only a string"');
    const session = createSessionStore(localStorage);
    expect(session.getUser()).toBeNull();
    expect(session.getTokens()).toBeNull();
  });
});

describe('decodeToken', () => {
  it('reads the base64url payload without verifying', () => {
    const token = fakeJwt({ sub: 'u1', email: 'zoë@example.com', sid: 's', exp: 42 });
    expect(decodeToken(token)).toEqual({ sub: 'u1', email: 'zoë@example.com', sid: 's', exp: 42 });
  });

  it('answers null for anything that is not a JWT', () => {
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('abc')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(null)).toBeNull();
  });

  it('tells expired tokens', () => {
    expect(isTokenExpired(fakeJwt({ exp: expIn(-1) }))).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: expIn(60) }))).toBe(false);
    expect(isTokenExpired(fakeJwt({ exp: expIn(3) }), 5000)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
  });
});
