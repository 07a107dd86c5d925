import { Box, Typography } from 'shared-kernel/mui';
import type { ActiveChatRow } from 'shared-kernel/contracts';
import { lastMessageText } from '../lib/active-chat-view';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';

/** The last message as text only (a guest's words are never HTML), cut short; an agent's marked as such. */
export function LastMessage({ row }: { row: ActiveChatRow }) {
  if (!row.lastMessage) {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {T.noMessage}
      </Typography>
    );
  }
  const text = lastMessageText(row);
  return (
    <Typography variant="body2" component="span" title={row.lastMessage.bodyText} sx={{ overflowWrap: 'anywhere' }}>
      {row.lastMessage.direction === 'outbound' && (
        <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
          {T.fromAgent}
        </Box>
      )}
      {text}
    </Typography>
  );
}
