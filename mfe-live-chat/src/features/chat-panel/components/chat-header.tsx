import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, Typography } from 'shared-kernel/mui';
import type { ReactNode } from 'react';
import { CHAT_PANEL_TEXTS as T, GUEST_INFO_TEXTS } from '../../../app/texts';
import { useChatTimer } from '../hooks/use-chat-timer';

export interface ChatHeaderProps {
  titleId: string;
  /** 'Guest3'. */
  title: string;
  startedAt: string | null;
  /** Mobile and tablet: a back button instead of the close button. */
  showBack: boolean;
  canEnd: boolean;
  onEnd: () => void;
  onClose: () => void;
  onGuestInfo?: () => void;
  /** Set where the button toggles Guest Info beside the chat: announced as expanded or collapsed. */
  guestInfoOpen?: boolean;
  /** The open chat's actions composed in by the app (Book Now, Request Payment). */
  actions?: ReactNode;
  /** Who else has the chat open (issue 26). */
  viewers?: ReactNode;
  /** Transfer and Take over (issue 26), shown to whom they concern whoever holds the chat. */
  teamwork?: ReactNode;
}

/**
 * Title row (guest, care line, timer, close) and a row of actions that wraps on narrow panels, so nothing
 * is cut off at 640 px.
 */
export function ChatHeader({
  titleId,
  title,
  startedAt,
  showBack,
  canEnd,
  onEnd,
  onClose,
  onGuestInfo,
  guestInfoOpen,
  actions,
  viewers,
  teamwork,
}: ChatHeaderProps) {
  const timer = useChatTimer(startedAt);
  const hasActions = Boolean(onGuestInfo || canEnd || teamwork);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 1 }}>
        {showBack && (
          <IconButton onClick={onClose} aria-label={T.back} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {T.careLine}
          </Typography>
        </Box>
        {viewers}
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
        {!showBack && (
          <IconButton onClick={onClose} aria-label={T.close} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      {hasActions && (
        <Stack
          role="toolbar"
          aria-label={T.actions}
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, pb: 1 }}
        >
          {onGuestInfo && (
            <Button size="small" onClick={onGuestInfo} aria-expanded={guestInfoOpen}>
              {GUEST_INFO_TEXTS.open}
            </Button>
          )}
          {canEnd && actions}
          {teamwork}
          {canEnd && (
            <Button size="small" variant="outlined" color="error" onClick={onEnd} sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
              {T.endChat}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
