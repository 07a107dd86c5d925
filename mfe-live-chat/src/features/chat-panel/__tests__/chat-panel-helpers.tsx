// Renders the Chat panel alone in the mock shell, with a conversation of Guest3.
import { VirtuosoMockContext } from 'react-virtuoso';
import type { ChatMessage, ChatMessageEvent } from 'shared-kernel/contracts';
import { renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { conversation } from '../../../test-support/live-chat-fixtures';
import { ChatPanel, type ChatPanelProps } from '../components/chat-panel';

export const CHAT = { visitorId: 'v-3', guestId: 3, chatId: 'chat-3' };

export function message(seq: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `m-${seq}`, seq, bodyText: `Message ${seq}`, direction: 'inbound', chatTime: new Date(Date.now() - (100 - seq) * 1000).toISOString(), ...patch };
}

export const event = (m: ChatMessage): ChatMessageEvent => ({ ...CHAT, ...m });

export function renderPanel(messages: ChatMessage[], options: MockShellOptions = {}, props: Partial<ChatPanelProps> = {}) {
  const onClose = jest.fn();
  const result = renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <ChatPanel chat={CHAT} onClose={onClose} {...props} />
    </VirtuosoMockContext.Provider>,
    {
      ...options,
      endpoints: {
        dashboardConversation: { ongoing: conversation(3, { conversation: messages }), history: [] },
        ...options.endpoints,
      },
    },
  );
  return { ...result, onClose };
}
