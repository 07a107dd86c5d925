import { Box, Typography } from 'shared-kernel/mui';
import type { ChatActivity } from 'shared-kernel/contracts';
import { DateSeparator } from 'shared-kernel/transcript';
import { useEffect, useMemo, useRef } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import type { PanelMessage } from '../lib/message-list';
import type { PanelNote } from '../lib/open-chat-state';
import { buildTimeline } from '../lib/timeline';
import { MessageItem, type Tick } from './message-item';
import { ActivityItem, NoteItem } from './staff-entries';

export interface MessageListProps {
  history: PanelMessage[];
  messages: PanelMessage[];
  /** chatTime of the last agent message the guest has read. */
  readUpTo: string | null;
  /** Staff-only notes and hand-overs, interleaved by time (issue 26). */
  notes?: PanelNote[];
  activity?: ChatActivity[];
}

function tickOf(message: PanelMessage, readAt: number): Tick {
  if (message.direction !== 'outbound') return null;
  if (message.refused) return 'refused';
  if (message.pending) return 'pending';
  return Date.parse(message.chatTime) <= readAt ? 'read' : 'sent';
}

/**
 * The conversation, virtualized, following new messages; earlier chats of the guest come first, without ticks;
 * notes and hand-overs between the messages by time.
 */
export function MessageList({ history, messages, readUpTo, notes, activity }: MessageListProps) {
  const items = useMemo(() => buildTimeline(history, messages, notes, activity), [history, messages, notes, activity]);
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
        itemContent={(_index, item) => {
          switch (item.type) {
            case 'date':
              return <DateSeparator label={item.label} />;
            case 'note':
              return <NoteItem note={item.note} />;
            case 'activity':
              return <ActivityItem activity={item.activity} />;
            case 'message':
              return <MessageItem message={item.message} tick={item.ongoing ? tickOf(item.message, readAt) : null} />;
          }
        }}
      />
    </Box>
  );
}
