import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import type { IncomingChat } from 'shared-kernel/contracts';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { previewText } from '../lib/preview';

export interface IncomingChatRowProps {
  chat: IncomingChat;
  onAccept: (chat: IncomingChat) => void;
  onDismiss: (chat: IncomingChat) => void;
  mobile: boolean;
}

/** A chat request waiting for an agent: the guest's first words, Priority when nobody took it in time. */
export function IncomingChatRow({ chat, onAccept, onDismiss, mobile }: IncomingChatRowProps) {
  const name = T.guest(chat.guestId);
  const preview = previewText(chat.bodyText, mobile);
  return (
    <Box data-testid="incoming-chat" sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="span">
          {name}
        </Typography>
        {chat.priority && <Chip size="small" color="error" label={T.priority} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap={!mobile} title={chat.bodyText}>
        {preview}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="contained" onClick={() => onAccept(chat)} aria-label={`${T.accept} · ${name}`}>
          {T.accept}
        </Button>
        <Button size="small" onClick={() => onDismiss(chat)} aria-label={`${T.dismiss} · ${name}`}>
          {T.dismiss}
        </Button>
      </Stack>
    </Box>
  );
}
