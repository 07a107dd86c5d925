import { Box, Typography } from 'shared-kernel/mui';
import { useMemo } from 'react';
import type { ChatMessage } from 'shared-kernel/contracts';
import { DateSeparator, MessageBubble, TRANSCRIPT_TEXTS, withDateSeparators } from 'shared-kernel/transcript';
import { TranscriptList } from '../../../components/transcript-list';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';

/** Up to this many messages are drawn at once; a longer session scrolls in a virtual list of fixed height. */
export const PLAIN_LIMIT = 50;

const keyed = (messages: readonly ChatMessage[]) => messages.map((m, index) => ({ ...m, key: m.id ?? `${m.chatTime}-${index}` }));

/** One session's messages by date, guest left and agent right, the full time on hover. */
export function SessionTranscript({ messages, label }: { messages: readonly ChatMessage[]; label: string }) {
  const items = useMemo(() => (messages.length > PLAIN_LIMIT ? [] : withDateSeparators(keyed(messages))), [messages]);
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {T.noMessages}
      </Typography>
    );
  }
  if (messages.length > PLAIN_LIMIT) {
    return (
      <Box sx={{ height: 'min(480px, 60vh)', display: 'flex' }}>
        <TranscriptList messages={messages} label={label} />
      </Box>
    );
  }
  return (
    <Box role="log" aria-label={label} sx={{ py: 1 }}>
      {items.map((item) =>
        item.type === 'date' ? (
          <DateSeparator key={item.key} label={item.label} />
        ) : (
          <MessageBubble
            key={item.key}
            message={item.message}
            sender={item.message.direction === 'outbound' ? item.message.agentName || TRANSCRIPT_TEXTS.agent : undefined}
          />
        ),
      )}
    </Box>
  );
}
