import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import { useId } from 'react';
import type { IncomingChat } from 'shared-kernel/contracts';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { previewText } from '../lib/preview';
import { OfferActions } from './offer-actions';

export interface IncomingChatRowProps {
  chat: IncomingChat;
  onAccept: (chat: IncomingChat) => void;
  /** Dismisses the chat, or declines it when it is offered to this user. */
  onDismiss: (chat: IncomingChat) => void;
  mobile: boolean;
  /** Offered to this user only (issue 27): a countdown, Accept and Decline. */
  offered?: boolean;
  /** Why Accept is off (the user is at their chat limit), null when it is not. */
  blocked?: string | null;
}

/** A chat request waiting for an agent: the guest's first words, Priority when nobody took it in time. */
export function IncomingChatRow({ chat, onAccept, onDismiss, mobile, offered = false, blocked = null }: IncomingChatRowProps) {
  const name = T.guest(chat.guestId);
  const preview = previewText(chat.bodyText, mobile);
  const blockedId = useId();
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
      {offered && chat.offer ? (
        <OfferActions key={chat.offer.expiresAt} expiresAt={chat.offer.expiresAt} name={name} onAccept={() => onAccept(chat)} onDecline={() => onDismiss(chat)} />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button
              size="small"
              variant="contained"
              disabled={Boolean(blocked)}
              onClick={() => onAccept(chat)}
              aria-label={T.acceptLabel(name)}
              aria-describedby={blocked ? blockedId : undefined}
            >
              {T.accept}
            </Button>
            <Button size="small" onClick={() => onDismiss(chat)} aria-label={T.dismissLabel(name)}>
              {T.dismiss}
            </Button>
          </Stack>
          {blocked && (
            <Typography id={blockedId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {blocked}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
