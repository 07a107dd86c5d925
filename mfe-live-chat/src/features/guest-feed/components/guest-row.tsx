import { Box, Stack, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import { memo } from 'react';
import type { Visitor, VisitorStatus } from 'shared-kernel/contracts';
import { GUEST_FEED_TEXTS as T } from '../../../app/texts';
import type { ChatButtonState } from '../lib/chat-button-state';
import { GuestFlag, locationOf } from 'shared-kernel/transcript-basics';
import { currentPage } from '../lib/guest-view';
import { ChatButton } from './chat-button';

const STATUS_COLOR: Record<VisitorStatus, 'success' | 'info' | 'default'> = { New: 'success', Returning: 'info', Idle: 'default' };

export interface GuestRowProps {
  visitor: Visitor;
  status: VisitorStatus;
  buttonState: ChatButtonState;
  /** Outside a non-client agent's departments: greyed out, no chat. */
  outOfDepartment: boolean;
  busy: boolean;
  onInitiate: (visitor: Visitor) => void;
  onOpenChat?: (visitorId: string) => void;
}

/** One guest: id, status, current page, referrer, location with flag and the chat button. Guest text is text, never HTML. */
export const GuestRow = memo(function GuestRow({ visitor, status, buttonState, outOfDepartment, busy, onInitiate, onOpenChat }: GuestRowProps) {
  const page = currentPage(visitor);
  const referrer = visitor.visitorDetails?.referrer || T.direct;
  const location = locationOf(visitor) || T.unknownLocation;
  return (
    <Box
      data-testid="guest-row"
      aria-disabled={outOfDepartment || undefined}
      title={outOfDepartment ? T.outOfDepartment : undefined}
      sx={{
        display: 'flex',
        // A narrow feed puts the chat button under the details rather than squeezing them.
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: outOfDepartment ? 0.45 : 1,
        filter: outOfDepartment ? 'grayscale(1)' : undefined,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, minWidth: 0 }}>
          <Typography variant="subtitle2" component="span" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {T.guest(visitor.guestId)}
          </Typography>
          <Chip size="small" label={T.status[status]} color={STATUS_COLOR[status]} variant="outlined" />
        </Stack>
        <Typography variant="body2" noWrap title={page}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {T.field(T.currentPage)}{' '}
          </Box>
          {page}
        </Typography>
        <Typography variant="body2" noWrap title={referrer}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {T.field(T.referrer)}{' '}
          </Box>
          {referrer}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <GuestFlag flag={visitor.flag} country={visitor.country} />
          <Typography variant="body2" noWrap color="text.secondary">
            {location}
          </Typography>
        </Stack>
      </Box>
      <Box sx={{ ml: 'auto', flexShrink: 0 }}>
        <ChatButton
          state={buttonState}
          guestId={visitor.guestId}
          disabled={outOfDepartment || busy}
          onInitiate={() => onInitiate(visitor)}
          onOpenChat={onOpenChat && (() => onOpenChat(visitor.visitorId))}
        />
      </Box>
    </Box>
  );
});
