import { Box } from 'shared-kernel/mui';
import { useMemo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { ChatMessage } from 'shared-kernel/contracts';
import { DateSeparator, MessageBubble, TRANSCRIPT_TEXTS as T, withDateSeparators } from 'shared-kernel/transcript';

const keyed = (messages: readonly ChatMessage[]) => messages.map((m, index) => ({ ...m, key: m.id ?? `${m.chatTime}-${index}` }));

/**
 * A finished chat read from its start: date separators, guest and agent bubbles (agent name or 'Agent').
 * Virtualized, so a chat of thousands of messages renders only what is on screen.
 */
export function TranscriptList({ messages, label = T.messages }: { messages: readonly ChatMessage[]; label?: string }) {
  const items = useMemo(() => withDateSeparators(keyed(messages)), [messages]);
  return (
    <Box role="log" aria-label={label} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Virtuoso
        style={{ flex: 1 }}
        data={items}
        computeItemKey={(_index, item) => item.key}
        itemContent={(_index, item) =>
          item.type === 'date' ? (
            <DateSeparator label={item.label} />
          ) : (
            <MessageBubble message={item.message} sender={item.message.direction === 'outbound' ? item.message.agentName || T.agent : undefined} />
          )
        }
      />
    </Box>
  );
}
