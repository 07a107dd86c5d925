import { Box } from 'shared-kernel/mui';
import { useMemo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { ChatActivity, ChatMessage, ChatNote } from 'shared-kernel/contracts';
import { ChatRecordItem, chatRecord, DateSeparator, TRANSCRIPT_TEXTS as T, withDateSeparators } from 'shared-kernel/transcript';

export interface TranscriptListProps {
  messages: readonly ChatMessage[];
  /** Issue 26, staff only: the chat's notes and its transfers and take-overs, put among the messages by time. */
  notes?: readonly ChatNote[] | null;
  activity?: readonly ChatActivity[] | null;
  label?: string;
}

/**
 * A finished chat read from its start: date separators, guest and agent bubbles (agent name or 'Agent'),
 * the staff's notes and the transfer, take-over and escalation lines among them by time.
 * Virtualized, so a chat of thousands of messages renders only what is on screen.
 */
export function TranscriptList({ messages, notes, activity, label = T.messages }: TranscriptListProps) {
  const items = useMemo(() => withDateSeparators(chatRecord(messages, notes, activity)), [messages, notes, activity]);
  return (
    <Box role="log" aria-label={label} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Virtuoso
        style={{ flex: 1 }}
        data={items}
        computeItemKey={(_index, item) => item.key}
        itemContent={(_index, item) => (item.type === 'date' ? <DateSeparator label={item.label} /> : <ChatRecordItem entry={item.message} />)}
      />
    </Box>
  );
}
