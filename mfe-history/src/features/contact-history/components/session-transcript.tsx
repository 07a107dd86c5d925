import { Box, Typography } from 'shared-kernel/mui';
import { useMemo } from 'react';
import type { ChatActivity, ChatMessage, ChatNote } from 'shared-kernel/contracts';
import { ChatRecordItem, chatRecord, DateSeparator, withDateSeparators } from 'shared-kernel/transcript';
import { TranscriptList } from '../../../components/transcript-list';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';

/** Up to this many entries are drawn at once; a longer session scrolls in a virtual list of fixed height. */
export const PLAIN_LIMIT = 50;

export interface SessionTranscriptProps {
  messages: readonly ChatMessage[];
  /** Issue 26, staff only: put among the messages by time. */
  notes?: readonly ChatNote[];
  activity?: readonly ChatActivity[];
  label: string;
}

/** One session's messages by date, guest left and agent right, the full time on hover; notes and transfers among them. */
export function SessionTranscript({ messages, notes, activity, label }: SessionTranscriptProps) {
  const entries = useMemo(() => chatRecord(messages, notes, activity), [messages, notes, activity]);
  const items = useMemo(() => (entries.length > PLAIN_LIMIT ? [] : withDateSeparators(entries)), [entries]);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {T.noMessages}
      </Typography>
    );
  }
  if (entries.length > PLAIN_LIMIT) {
    return (
      <Box sx={{ height: 'min(480px, 60vh)', display: 'flex' }}>
        <TranscriptList messages={messages} notes={notes} activity={activity} label={label} />
      </Box>
    );
  }
  return (
    <Box role="log" aria-label={label} sx={{ py: 1 }}>
      {items.map((item) => (item.type === 'date' ? <DateSeparator key={item.key} label={item.label} /> : <ChatRecordItem key={item.key} entry={item.message} />))}
    </Box>
  );
}
