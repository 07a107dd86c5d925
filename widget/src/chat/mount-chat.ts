// The chat UI chunk: mounts the chat window into the widget's shadow root on first open.
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import type { ChatClient } from './chat-client';
import { createChatView, type ChatView } from './chat-view';
import { CHAT_CSS } from './styles';

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
