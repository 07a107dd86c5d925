// The widget editor's live preview (issue 10 item 11): the real launcher and chat window, fed by the
// console's unsaved settings over postMessage. No socket and no network.
import type { WidgetPreviewReady, WidgetPublicConfig } from 'shared-kernel/contracts';
import { WIDGET_PREVIEW_READY, WIDGET_PREVIEW_SETTINGS } from 'shared-kernel/contracts';
import { ChatClient } from '../chat/chat-client';
import { createChatView } from '../chat/chat-view';
import { createWidgetStorage } from '../chat/storage';
import { loadWidgetLanguage, widgetLocale } from '../i18n/widget-texts';
import { CHAT_CSS } from '../chat/styles';
import { createWidgetHost, type WidgetHost } from '../loader/launcher';
import { defaultPublicConfig, mergePublicConfig } from '../loader/public-config';
import { PreviewSocket } from './preview-socket';

// The window stays beside the launcher even in a narrow frame (the real widget goes full screen on phones).
const PREVIEW_CSS = `
:host([data-preview]) .lc-panel{position:absolute!important;inset:auto!important;bottom:76px!important;
width:min(360px,calc(100vw - 24px))!important;height:min(520px,calc(100vh - 100px))!important;border-radius:12px!important}
:host([data-preview][data-location=bottom-right]) .lc-panel{right:0!important}
:host([data-preview][data-location=bottom-left]) .lc-panel{left:0!important}
`;

/** The part of a message event the preview looks at. */
export interface PreviewMessageEvent {
  source: unknown;
  origin: string;
  data: unknown;
}

export interface PreviewOptions {
  win: Window;
  doc: Document;
  /** The framing console; window.parent by default. */
  parent?: Pick<Window, 'postMessage'>;
}

export interface MountedPreview {
  widget: WidgetHost;
  client: ChatClient;
  /** Applies a settings message when it comes from the parent frame of this same origin. */
  receive(event: PreviewMessageEvent): void;
  show(config: WidgetPublicConfig, online: boolean): void;
}

export function mountPreview({ win, doc, parent = win.parent }: PreviewOptions): MountedPreview {
  const normalize = (raw: unknown) => mergePublicConfig(defaultPublicConfig(), raw);
  const socket = new PreviewSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('preview', null), normalizeConfig: normalize });
  const initial = defaultPublicConfig();
  const widget = createWidgetHost(doc, initial);
  widget.host.setAttribute('data-preview', '');
  const style = doc.createElement('style');
  style.textContent = CHAT_CSS + PREVIEW_CSS;
  widget.root.append(style);

  let open = true;
  const setOpen = (next: boolean) => {
    open = next;
    widget.slot.hidden = !open;
    widget.launcher.setAttribute('aria-expanded', String(open));
    client.setOpen(open);
  };
  const makeView = () =>
    createChatView({
      client,
      origin: win.location.origin,
      pluginId: 'preview',
      config: initial,
      onClose: () => setOpen(false),
      // Attachments and payments reach nothing from the preview.
      fetchImpl: () => Promise.reject(new Error('preview')),
      openWindow: () => null,
    });
  let view = makeView();
  widget.slot.append(view.element);
  widget.launcher.addEventListener('click', () => setOpen(!open));
  socket.connect();
  setOpen(true);

  // The window is built in its language: another language chosen in the editor builds it again.
  let speaking = widgetLocale();
  const speak = async (choice: unknown) => {
    const locale = await loadWidgetLanguage(choice);
    if (locale === speaking) return;
    speaking = locale;
    view.destroy();
    view = makeView();
    widget.slot.replaceChildren(view.element);
  };
  const show = (config: WidgetPublicConfig, online: boolean) => {
    widget.applyConfig(config);
    socket.hello(config, online);
    void speak(config.language);
  };
  show(initial, true);

  const receive = (event: PreviewMessageEvent) => {
    // Only the console that frames this page, from this origin, may drive it.
    if (event.source !== parent || event.origin !== win.location.origin) return;
    const data = event.data as { type?: unknown; config?: unknown; online?: unknown } | null;
    if (!data || typeof data !== 'object' || data.type !== WIDGET_PREVIEW_SETTINGS) return;
    show(normalize(data.config), data.online !== false);
  };
  win.addEventListener('message', (event) => receive(event));

  const main = doc.getElementById('lc-preview') ?? doc.body;
  main.append(widget.host);
  const ready: WidgetPreviewReady = { type: WIDGET_PREVIEW_READY };
  parent.postMessage(ready, win.location.origin);
  return { widget, client, receive, show };
}
