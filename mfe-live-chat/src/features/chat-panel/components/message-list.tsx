import { Box, Typography } from 'shared-kernel/mui';
import { DateSeparator, withDateSeparators } from 'shared-kernel/transcript';
import { useEffect, useMemo, useRef } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import type { PanelMessage } from '../lib/message-list';
import { MessageItem, type Tick } from './message-item';

export interface MessageListProps {
  history: PanelMessage[];
  messages: PanelMessage[];
  /** chatTime of the last agent message the guest has read. */
  readUpTo: string | null;
}

function tickOf(message: PanelMessage, readAt: number): Tick {
  if (message.direction !== 'outbound') return null;
  if (message.refused) return 'refused';
  if (message.pending) return 'pending';
  return Date.parse(message.chatTime) <= readAt ? 'read' : 'sent';
}

/** The conversation, virtualized, following new messages; earlier chats of the guest come first, without ticks. */
export function MessageList({ history, messages, readUpTo }: MessageListProps) {
  const items = useMemo(() => withDateSeparators([...history, ...messages]), [history, messages]);
  const ongoing = useMemo(() => new Set(messages.map((m) => m.key)), [messages]);
  const readAt = readUpTo ? Date.parse(readUpTo) : -Infinity;
  const list = useRef<VirtuosoHandle>(null);
  const scrolled = useRef(false);
  // Open at the newest message (once; later ones are followed by followOutput).
  useEffect(() => {
    if (scrolled.current || items.length === 0) return;
    scrolled.current = true;
    list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, [items.length]);
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {T.noMessages}
      </Typography>
    );
  }
  return (
    <Box role="log" aria-label={T.messages} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Virtuoso
        ref={list}
        style={{ flex: 1 }}
        data={items}
        followOutput="smooth"
        computeItemKey={(_index, item) => item.key}
        itemContent={(_index, item) =>
          item.type === 'date' ? (
            <DateSeparator label={item.label} />
          ) : (
            <MessageItem message={item.message} tick={ongoing.has(item.key) ? tickOf(item.message, readAt) : null} />
          )
        }
      />
    </Box>
  );
}
