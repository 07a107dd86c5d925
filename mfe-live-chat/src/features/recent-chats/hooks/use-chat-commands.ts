// Issue 38: Recent Chats in the command palette while the dashboard is open. Each incoming chat (run: accept it;
// the oldest first), each of this agent's chats (run: open it), found by the guest's number or any words of the
// chat (attachments by file name, markers dropped).
import { useCallback } from 'react';
import type { Command } from 'shared-kernel/commands';
import { MESSAGE_MARKERS, stripSystemMarker, type Conversation, type IncomingChat } from 'shared-kernel/contracts';
import { useCommandSource } from 'shared-kernel/platform';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { lastMessagePreview, previewText } from '../lib/preview';

/** Words of a chat it is found by: its latest messages, enough for a palette, never the whole history. */
const SEARCHED_MESSAGES = 30;

const wordsOf = (chat: Conversation): string[] =>
  chat.conversation.slice(-SEARCHED_MESSAGES).map((message) => stripSystemMarker(message.bodyText).replace(MESSAGE_MARKERS.autoMessage, ''));

interface Lists {
  incoming: readonly IncomingChat[];
  active: readonly Conversation[];
  accept: (chat: IncomingChat) => void;
  open: (chat: Conversation) => void;
}

export function useChatCommands({ incoming, active, accept, open }: Lists): void {
  const commands = useCallback((): Command[] => {
    const oldestFirst = [...incoming].sort((a, b) => Date.parse(a.chatTime) - Date.parse(b.chatTime));
    return [
      ...oldestFirst.map((chat) => ({
        id: `incoming:${chat.chatId}`,
        group: 'incoming' as const,
        title: T.guest(chat.guestId),
        detail: previewText(chat.bodyText, false),
        keywords: [String(chat.guestId)],
        run: () => accept(chat),
      })),
      ...active.map((chat) => ({
        id: `chat:${chat.chatId}`,
        group: 'chats' as const,
        title: T.guest(chat.guestId),
        detail: lastMessagePreview(chat, false),
        keywords: [String(chat.guestId), ...wordsOf(chat)],
        run: () => open(chat),
      })),
    ];
  }, [incoming, active, accept, open]);
  useCommandSource('live-chat:recent-chats', commands);
}
