import { Button, Stack, Typography } from 'shared-kernel/mui';
import { waitClock } from 'shared-kernel/queue';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { ROUTING_ROW_TEXTS as R } from '../texts';

export interface OfferActionsProps {
  expiresAt: string;
  /** The guest's name, for the buttons' accessible names. */
  name: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** An automatic assignment to this user: Accept / Decline within the accept window, then 'Offer expired'. */
export function OfferActions({ expiresAt, name, onAccept, onDecline }: OfferActionsProps) {
  const left = useSecondsLeft(expiresAt);
  const expired = left === 0;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
      <Button size="small" variant="contained" disabled={expired} onClick={onAccept} aria-label={T.acceptLabel(name)}>
        {T.accept}
      </Button>
      <Button size="small" disabled={expired} onClick={onDecline} aria-label={R.declineLabel(name)}>
        {R.decline}
      </Button>
      {/* A timer: read when reached, not announced at every tick. */}
      <Typography role="timer" aria-live="off" variant="caption" color={expired ? 'text.secondary' : 'warning.main'} data-testid="offer-countdown">
        {expired ? R.offerExpired : R.acceptWithin(waitClock(left))}
      </Typography>
    </Stack>
  );
}
