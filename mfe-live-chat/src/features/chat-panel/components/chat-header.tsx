import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { CHAT_PANEL_TEXTS as T, GUEST_INFO_TEXTS } from '../../../app/texts';
import { useChatTimer } from '../hooks/use-chat-timer';

export interface ChatHeaderProps {
  titleId: string;
  guestId: number;
  startedAt: string | null;
  /** Mobile and tablet: a back button instead of the close button. */
  showBack: boolean;
  canEnd: boolean;
  onEnd: () => void;
  onClose: () => void;
  onGuestInfo?: () => void;
}

export function ChatHeader({ titleId, guestId, startedAt, showBack, canEnd, onEnd, onClose, onGuestInfo }: ChatHeaderProps) {
  const timer = useChatTimer(startedAt);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {showBack && (
        <IconButton onClick={onClose} aria-label={T.back} edge="start">
          <ArrowBackIcon />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h2" noWrap>
          {T.guest(guestId)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {T.careLine}
        </Typography>
      </Box>
      {timer && (
        <Typography
          component="span"
          role="timer"
          aria-label={T.timer}
          data-late={timer.late}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: timer.late ? 'error.main' : 'text.primary' }}
        >
          {timer.text}
        </Typography>
      )}
      {onGuestInfo && (
        <Button size="small" onClick={onGuestInfo}>
          {GUEST_INFO_TEXTS.open}
        </Button>
      )}
      {canEnd && (
        <Button size="small" variant="outlined" color="error" onClick={onEnd}>
          {T.endChat}
        </Button>
      )}
      {!showBack && (
        <IconButton onClick={onClose} aria-label={T.close} edge="end">
          <CloseIcon />
        </IconButton>
      )}
    </Stack>
  );
}
