import { BehaviorSubject } from 'shared-kernel/reactive';
import { KEPT_ON_CLEAR, SESSION_KEYS, type SessionTokens, type User } from 'shared-kernel/contracts';
import { createMemoryStorage } from './memory-storage';
import type { SessionState, SessionStore } from './session-types';

function defaultStorage(): Storage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage can throw when blocked by the browser's privacy settings.
  }
  return createMemoryStorage();
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readTokens(storage: Storage): SessionTokens | null {
  const tokens = readJson<Partial<SessionTokens>>(storage, SESSION_KEYS.token);
  if (!tokens || typeof tokens.accessToken !== 'string') return null;
  // A refresh token is stored only by a session signed in before the cookie form; its next refresh drops it.
  return typeof tokens.refreshToken === 'string' ? { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } : { accessToken: tokens.accessToken };
}

function readState(storage: Storage): SessionState {
  const user = readJson<User>(storage, SESSION_KEYS.user);
  const online = storage.getItem(SESSION_KEYS.online);
  return {
    user: user && typeof user === 'object' ? user : null,
    tokens: readTokens(storage),
    isOnline: online === null ? Boolean(user?.isOnline) : online === 'true',
    selectedAccount: storage.getItem(SESSION_KEYS.selectedAdmin) || null,
  };
}

/**
 * The browser session: user, tokens, online flag and selected account in local storage.
 * Getters read the storage itself so a token rotated by another tab is used at once;
 * `state$` follows writes here and other tabs' `storage` events.
 */
export function createSessionStore(storage: Storage = defaultStorage()): SessionStore {
  let fingerprint = '';
  const subject = new BehaviorSubject<SessionState>(readState(storage));
  fingerprint = JSON.stringify(subject.value);

  const sync = () => {
    const next = readState(storage);
    const nextFingerprint = JSON.stringify(next);
    if (nextFingerprint === fingerprint) return;
    fingerprint = nextFingerprint;
    subject.next(next);
  };

  const write = (key: string, value: string | null) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  };

  const onStorage = (event: StorageEvent) => {
    // Another tab changed local storage (key null = it was cleared).
    if (event.storageArea === storage) sync();
  };
  const listening = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (listening) window.addEventListener('storage', onStorage);

  return {
    state$: subject.asObservable(),
    getState: () => subject.value,
    getUser: () => readState(storage).user,
    getTokens: () => readTokens(storage),
    setSession(user, tokens) {
      write(SESSION_KEYS.user, JSON.stringify(user));
      write(SESSION_KEYS.token, JSON.stringify({ accessToken: tokens.accessToken }));
      write(SESSION_KEYS.online, String(Boolean(user.isOnline)));
      sync();
    },
    setTokens(tokens) {
      write(SESSION_KEYS.token, JSON.stringify({ accessToken: tokens.accessToken }));
      sync();
    },
    updateUser(patch) {
      const user = readState(storage).user;
      if (!user) return;
      write(SESSION_KEYS.user, JSON.stringify({ ...user, ...patch }));
      sync();
    },
    getSelectedAccount: () => storage.getItem(SESSION_KEYS.selectedAdmin) || null,
    setSelectedAccount(id) {
      write(SESSION_KEYS.selectedAdmin, id || null);
      sync();
    },
    isOnline: () => readState(storage).isOnline,
    setOnline(online) {
      write(SESSION_KEYS.online, String(online));
      sync();
    },
    getSessionId() {
      const existing = storage.getItem(SESSION_KEYS.sessionId);
      if (existing) return existing;
      const created = randomId();
      storage.setItem(SESSION_KEYS.sessionId, created);
      return created;
    },
    getSavedPath: () => storage.getItem(SESSION_KEYS.savedPath) || null,
    setSavedPath(path) {
      write(SESSION_KEYS.savedPath, path || null);
      sync();
    },
    clear() {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null && !KEPT_ON_CLEAR.includes(key)) keys.push(key);
      }
      keys.forEach((key) => storage.removeItem(key));
      sync();
    },
    dispose() {
      if (listening) window.removeEventListener('storage', onStorage);
      subject.complete();
    },
  };
}

function randomId(): string {
  const cryptoApi = typeof globalThis.crypto !== 'undefined' ? globalThis.crypto : undefined;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
