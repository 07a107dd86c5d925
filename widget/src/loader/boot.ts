// The loader: reads the embed tag, shows the launcher, connects in the background and loads the chat UI on first open.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import type { AutoMessages } from '../chat/auto-message-teaser';
import type { ChatClient } from '../chat/chat-client';
import type { ChatView } from '../chat/chat-view';
import type * as ConnectModule from '../chat/connect';
import type * as MountModule from '../chat/mount-chat';
import { readEmbedConfig } from '../index';
import { scriptOrigin } from './find-script';
import { createWidgetHost, type WidgetHost } from './launcher';
import { defaultPublicConfig, fetchPublicConfig, mergePublicConfig } from './public-config';

/** The one global the widget adds to the page. */
export interface LiveChatWidgetApi {
  open(): Promise<void>;
  close(): void;
  toggle(): Promise<void>;
  readonly isOpen: boolean;
}

declare global {
  interface Window {
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

export interface BootOptions {
  win: Window;
  doc: Document;
  script: HTMLScriptElement | null;
  fetchImpl?: typeof fetch;
  loadConnection: () => Promise<typeof ConnectModule>;
  loadChatUi: () => Promise<typeof MountModule>;
  /** Remembers for the tab whether the window was open, so it stays open across the site's pages. */
  session?: Storage | null;
  /** Delay before the socket connects in the background (so the guest shows in the console while browsing). */
  connectDelayMs?: number;
}

export interface BootedWidget {
  api: LiveChatWidgetApi;
  widget: WidgetHost;
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

export function bootWidget(options: BootOptions): BootedWidget | null {
  const { win, doc } = options;
  if (win.LiveChatWidget) return null; // embedded twice: keep the first
  const embed = readEmbedConfig(options.script);
  if (!embed || !options.script) {
    console.warn('LiveChatWidget: the embed script needs pluginid and domain attributes.');
    return null;
  }
  const origin = scriptOrigin(options.script, doc.baseURI);
  let config: WidgetPublicConfig = defaultPublicConfig();
  let fromServer = false;
  let removed = false;
  const session = options.session === undefined ? sessionStorageOf(win) : options.session;
  let client: ChatClient | null = null;
  let view: ChatView | null = null;
  let autoMessages: AutoMessages | null = null;

  const widget = createWidgetHost(doc, config);
  const apply = (next: WidgetPublicConfig) => {
    config = next;
    widget.applyConfig(next);
    view?.setConfig(next);
    autoMessages?.setMessages(next.autoMessages);
  };

  let clientPromise: Promise<ChatClient> | null = null;
  const connect = (): Promise<ChatClient> => {
    clientPromise ??= options.loadConnection().then((mod) => {
      const connected = mod.connectChat({
        origin,
        pluginId: embed.pluginId,
        domain: embed.domain,
        normalizeConfig: (raw) => mergePublicConfig(defaultPublicConfig(), raw),
        // The setting as the loader knows it at each (re)connection: fetched, then the server's hello.
        language: () => config.language,
      });
      client = connected;
      autoMessages = mod.startAutoMessages({
        win,
        client: connected,
        pluginId: embed.pluginId,
        session,
        root: widget.root,
        isOpen: () => isOpen,
        open: () => void api.open(),
      });
      autoMessages.setMessages(config.autoMessages);
      connected.subscribe((state) => {
        if (state.removed) return remove();
        widget.setUnread(state.unseen);
        if (state.config && state.config !== lastHelloConfig) {
          lastHelloConfig = state.config;
          fromServer = true;
          apply(state.config);
        }
      });
      return connected;
    });
    return clientPromise;
  };
  let lastHelloConfig: WidgetPublicConfig | null = null;

  const openKey = `lc_open_${embed.pluginId}`;
  const wasOpenBefore = () => {
    try {
      return session?.getItem(openKey) === '1';
    } catch {
      return false;
    }
  };
  const rememberOpen = (open: boolean) => {
    try {
      if (open) session?.setItem(openKey, '1');
      else session?.removeItem(openKey);
    } catch {
      // storage refused: the window simply starts closed on the next page
    }
  };

  let viewPromise: Promise<ChatView> | null = null;
  let isOpen = false;
  const mountView = (): Promise<ChatView> => {
    viewPromise ??= Promise.all([connect(), options.loadChatUi()]).then(async ([chatClient, ui]) => {
      await ui.loadChatLanguage(chatClient, config);
      view = ui.mountChat({
        root: widget.root,
        container: widget.slot,
        client: chatClient,
        origin,
        pluginId: embed.pluginId,
        config,
        onClose: () => api.close(),
      });
      return view;
    });
    return viewPromise;
  };

  const api: LiveChatWidgetApi = {
    async open() {
      if (isOpen || removed) return;
      isOpen = true;
      autoMessages?.windowOpened();
      rememberOpen(true);
      widget.launcher.setAttribute('aria-expanded', 'true');
      try {
        const mounted = await mountView();
        if (!isOpen || removed) return;
        widget.slot.hidden = false;
        client?.setOpen(true);
        mounted.focus();
      } catch (err) {
        // The chunk could not load (offline?): let the next click try again.
        isOpen = false;
        viewPromise = null;
        widget.launcher.setAttribute('aria-expanded', 'false');
        console.warn('LiveChatWidget: the chat could not be loaded.', err);
      }
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      rememberOpen(false);
      widget.slot.hidden = true;
      widget.launcher.setAttribute('aria-expanded', 'false');
      client?.setOpen(false);
    },
    toggle() {
      if (isOpen) {
        api.close();
        return Promise.resolve();
      }
      return api.open();
    },
    get isOpen() {
      return isOpen;
    },
  };
  widget.launcher.addEventListener('click', () => void api.toggle());

  /** widget:removed: the owner deleted this widget. Everything goes; the global stays, doing nothing. */
  function remove(): void {
    if (removed) return;
    removed = true;
    isOpen = false;
    rememberOpen(false);
    autoMessages?.stop();
    view?.destroy();
    widget.host.remove();
    doc.removeEventListener('DOMContentLoaded', attach);
    win.removeEventListener('load', connectLater);
  }

  const attach = () => (doc.body ?? doc.documentElement).append(widget.host);
  if (doc.body) attach();
  else doc.addEventListener('DOMContentLoaded', attach, { once: true });

  Object.defineProperty(win, 'LiveChatWidget', { value: api, configurable: true });

  const fetchImpl = options.fetchImpl ?? (typeof win.fetch === 'function' ? win.fetch.bind(win) : null);
  if (fetchImpl) {
    void fetchPublicConfig(fetchImpl, origin, embed.pluginId).then((fetched) => {
      if (fetched && !fromServer && !removed) apply(fetched);
    });
  }
  // Connect once the host page has loaded, so the widget never competes with it.
  const connectLater = () =>
    win.setTimeout(() => {
      connect().catch((err) => console.warn('LiveChatWidget: could not connect.', err));
    }, options.connectDelayMs ?? 0);
  if (wasOpenBefore()) void api.open();
  else if (doc.readyState === 'complete') connectLater();
  else win.addEventListener('load', connectLater, { once: true });

  return { api, widget };
}
