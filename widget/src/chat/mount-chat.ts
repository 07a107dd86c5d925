// The chat UI chunk: mounts the chat window into the widget's shadow root on first open.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import type { ChatClient } from './chat-client';
import { createChatView, type ChatView } from './chat-view';
import { CHAT_CSS } from './styles';
import { loadWidgetLanguage } from '../i18n/widget-texts';

/** How long the window waits for the server's settings (which may fix the language) before it opens in the browser's. */
export const SETTINGS_WAIT_MS = 2000;

/** The server's settings: at once when they came already, else the first to come (null after `waitMs`). */
function serverConfig(client: ChatClient, waitMs: number): Promise<WidgetPublicConfig | null> {
  if (client.state.config) return Promise.resolve(client.state.config);
  return new Promise((resolve) => {
    const done = (config: WidgetPublicConfig | null) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(config);
    };
    const timer = setTimeout(() => done(null), waitMs);
    const unsubscribe = client.subscribe((state) => {
      if (state.config) done(state.config);
    });
  });
}

/** The guest's language, loaded before the window is made (its texts are set as it is built). */
export async function loadChatLanguage(client: ChatClient, fallback: WidgetPublicConfig, waitMs = SETTINGS_WAIT_MS): Promise<void> {
  const config = (await serverConfig(client, waitMs)) ?? fallback;
  await loadWidgetLanguage(config.language);
}

export interface MountChatOptions {
  root: ShadowRoot;
  container: HTMLElement;
  client: ChatClient;
  origin: string;
  pluginId: string;
  config: WidgetPublicConfig;
  onClose: () => void;
}

export function mountChat(options: MountChatOptions): ChatView {
  const style = document.createElement('style');
  style.textContent = CHAT_CSS;
  options.root.append(style);
  const view = createChatView(options);
  options.container.append(view.element);
  return view;
}
