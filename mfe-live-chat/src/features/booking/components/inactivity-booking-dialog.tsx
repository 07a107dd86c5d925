import { Box, Button, CircularProgress, Typography } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared-kernel/mui-console';
import { useId } from 'react';
import type { ChatRef } from 'shared-kernel/contracts';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import { useInactivityBookings } from '../hooks/use-inactivity-bookings';

export interface InactivityBookingDialogProps {
  /** Whether an ended chat was this agent's (for end events without an agent id). */
  isMyChat: (chat: ChatRef) => boolean;
}

/** 'End Chat Confirmation (Visitor inactivity) - Guest#{id}': did the chat convert to a booking? */
export function InactivityBookingDialog({ isMyChat }: InactivityBookingDialogProps) {
  const { current, confirming, confirm, discard } = useInactivityBookings(isMyChat);
  const id = useId();
  if (!current) return null;
  return (
    <Dialog
      // A new question for the next chat in the queue.
      key={current.chatId}
      open
      onClose={discard}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{T.inactivityTitle(current.guestId)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-question`}>{T.question(current.guestId)}</DialogContentText>
        {confirming && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{T.confirming}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={discard} disabled={confirming} color="inherit">
          {T.no}
        </Button>
        <Button onClick={confirm} disabled={confirming} variant="contained" autoFocus>
          {T.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
