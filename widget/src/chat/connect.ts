// The connection chunk: opens the /visitor socket and hands it to a ChatClient (socket.io stays out of the loader).
import { io } from 'socket.io-client';
import type { VisitorHandshakeAuth, VisitorPage, WidgetPublicConfig } from 'shared-kernel/contracts';
import { LIMITS } from 'shared-kernel/contracts';
import { localeFor, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { widgetLocale } from '../i18n/widget-texts';
import { ChatClient } from './chat-client';
import type { SocketLike } from './socket-like';
import { createWidgetStorage } from './storage';

export interface ConnectOptions {
  origin: string;
  pluginId: string;
  domain: string;
  /** Checks the shape of the settings the server's hello brings. */
  normalizeConfig?: (raw: unknown) => WidgetPublicConfig;
  /** The widget's language setting as known now ('auto' or a fixed one): the handshake's language before one is loaded. */
  language?: () => unknown;
}

/** The handshake: the guest and page, and the language the widget speaks (the server writes the guest's mails in it). */
export type WidgetHandshakeAuth = Required<VisitorHandshakeAuth>;

function browserLanguages(): readonly string[] {
  try {
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  } catch {
    return [];
  }
}

/**
 * The language the widget speaks; while it speaks only its built-in English (no other loaded yet: the window
 * has not opened, no teaser shown), the one its setting will make it speak, so a guest who chats later is not
 * taken for an English one.
 */
export function handshakeLanguage(choice: unknown, preferred: readonly string[] = browserLanguages()): Locale {
  const speaking = widgetLocale();
  return speaking !== SOURCE_LOCALE ? speaking : localeFor(choice, preferred);
}

export function currentPage(): VisitorPage {
  return { url: location.href, title: document.title, referrer: document.referrer };
}

/** localStorage, or null where reading it throws (blocked third-party storage). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function connectChat({ origin, pluginId, domain, normalizeConfig, language }: ConnectOptions): ChatClient {
  const kept = createWidgetStorage(pluginId, browserStorage());
  const socket = io(`${origin}/visitor`, {
    path: '/socket.io',
    // WebSocket first: no polling-to-WebSocket upgrade, during which a closed tab cannot say goodbye and the
    // server would only notice it after a ping timeout. Long-polling remains the fallback.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // A function, so every reconnect presents the visitorId the server gave us, the current page and language.
    auth: (cb) => {
      const auth: WidgetHandshakeAuth = { pluginId, visitorId: kept.getVisitorId(), domain, page: currentPage(), language: handshakeLanguage(language?.()) };
      cb(auth as unknown as Record<string, unknown>);
    },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: LIMITS.SOCKET.reconnectionDelay,
    reconnectionDelayMax: LIMITS.SOCKET.reconnectionDelayMax,
    timeout: LIMITS.SOCKET.timeout,
  });
  const client = new ChatClient({ socket: socket as unknown as SocketLike, storage: kept, normalizeConfig });
  // widget:removed: the client disconnects the socket; nothing below may bring it back.
  const removed = () => client.state.removed;
  // Leaving the page closes the connection at once, so the console drops the guest now rather than after a
  // ping timeout (a next page of the site connects again as the same guest). Pages kept in the back/forward
  // cache come back through pageshow.
  addEventListener('pagehide', () => socket.close());
  addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted && !removed()) socket.connect();
  });
  // A refused handshake ('Unknown widget') stops socket.io's own retries: keep trying, as the console does.
  socket.on('connect_error', () => {
    if (!socket.active) setTimeout(() => !removed() && socket.connect(), LIMITS.SOCKET.reconnectionDelayMax);
  });
  // Single-page sites change pages without reloading.
  let lastUrl = location.href;
  const pageChanged = () => {
    if (location.href === lastUrl) return;
    lastUrl = location.href;
    client.sendPage(currentPage());
  };
  window.addEventListener('popstate', pageChanged);
  window.addEventListener('hashchange', pageChanged);
  return client;
}

// Auto messages come with the connection: they wait for the guest's chat state anyway.
export { startAutoMessages } from './auto-message-teaser';
