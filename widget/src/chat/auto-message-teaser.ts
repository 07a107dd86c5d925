// The auto-message side of the page (part of the connection chunk, so the loader stays small): schedules
// the widget's auto messages and shows a due one in the chat window (through the client's state) or, with
// the window closed, as a small teaser above the launcher.
import type { WidgetAutoMessage } from 'shared-kernel/contracts';
import { loadWidgetLanguage, t, widgetDirection, widgetLocale } from '../i18n/widget-texts';
import { createAutoMessageScheduler } from './auto-messages';
import type { ChatClient } from './chat-client';
import { hasOpenChat } from './open-chat';

const TEASER_CSS = `
.lc-teaser{position:absolute;bottom:68px;display:flex;align-items:flex-start;width:max-content;max-width:min(280px,calc(100vw - 40px));
background:#fff;color:#222;border-radius:12px;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.lc-teaser[hidden]{display:none}
:host([data-location=bottom-right]) .lc-teaser{right:0}
:host([data-location=bottom-left]) .lc-teaser{left:0}
.lc-teaser button{border:0;background:none;color:inherit;font:inherit;cursor:pointer}
.lc-teaser-open{flex:1;padding-block:10px;padding-inline:12px 0;text-align:start;white-space:pre-wrap;word-break:break-word}
.lc-teaser-close{padding:6px 10px;color:#555;font-size:20px;line-height:1}
`;


export interface AutoMessagesOptions {
  win: Window;
  client: ChatClient;
  pluginId: string;
  session: Storage | null;
  /** The widget's shadow root; the teaser goes before the launcher. */
  root: ShadowRoot;
  isOpen(): boolean;
  /** Opens the chat window (a click on the teaser). */
  open(): void;
  now?: () => number;
}

export interface AutoMessages {
  setMessages(messages: WidgetAutoMessage[]): void;
  /** The window opened: the teaser gives way to it (the window shows the message). */
  windowOpened(): void;
  stop(): void;
}

export function startAutoMessages(options: AutoMessagesOptions): AutoMessages {
  const { client, root } = options;
  const doc = root.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = TEASER_CSS;
  // Text only, never markup: the message goes in as textContent.
  const text = doc.createElement('button');
  text.type = 'button';
  text.className = 'lc-teaser-open';
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'lc-teaser-close';
  close.textContent = '×';
  const teaser = doc.createElement('div');
  teaser.className = 'lc-teaser';
  teaser.setAttribute('role', 'status');
  teaser.hidden = true;
  teaser.append(text, close);
  root.insertBefore(teaser, root.querySelector('.lc-launcher'));
  root.append(style);

  /** The auto message whose teaser shows (until the window opens, the guest closes it, or a chat starts). */
  let teaserId: string | null = null;
  const setTeaser = (message: WidgetAutoMessage | null) => {
    teaserId = message?.id ?? null;
    teaser.hidden = !message;
    text.textContent = message?.message ?? '';
    if (message) void speakGuestLanguage();
  };
  // The dismiss label in the guest's language: loaded when a teaser first shows (English meanwhile).
  const speakGuestLanguage = async () => {
    close.setAttribute('aria-label', t('teaserDismiss'));
    await loadWidgetLanguage(client.state.config?.language);
    close.setAttribute('aria-label', t('teaserDismiss'));
    teaser.dir = widgetDirection();
    teaser.lang = widgetLocale();
  };
  text.addEventListener('click', () => options.open());
  close.addEventListener('click', () => {
    setTeaser(null);
    client.clearAutoMessage();
  });

  const scheduler = createAutoMessageScheduler({
    win: options.win,
    pluginId: options.pluginId,
    session: options.session,
    now: options.now,
    readiness: () => {
      const { state } = client;
      if (state.removed) return 'no';
      if (!state.ready) return 'wait';
      return hasOpenChat(state) || state.autoMessage ? 'no' : 'yes';
    },
    show: (message) => {
      client.showAutoMessage(message);
      if (!options.isOpen() && client.state.autoMessage?.id === message.id) setTeaser(message);
    },
  });

  const unsubscribe = client.subscribe((state) => {
    if (teaserId && state.autoMessage?.id !== teaserId) setTeaser(null);
    scheduler.check();
  });

  return {
    setMessages: (messages) => scheduler.setMessages(messages),
    windowOpened: () => setTeaser(null),
    stop() {
      unsubscribe();
      scheduler.stop();
      teaser.remove();
      style.remove();
    },
  };
}
