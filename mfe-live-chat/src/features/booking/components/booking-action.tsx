import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button } from 'shared-kernel/mui';
import { useState } from 'react';
import { isBookingLocked, type ChatRef, type ConversionRecord } from 'shared-kernel/contracts';
import { ConfirmDialog } from 'shared-kernel/ui';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import { useConfirmBooking } from '../hooks/use-confirm-booking';
import { useConversion } from '../hooks/use-conversion';
import { ConversionMark } from './conversion-mark';

export interface BookingActionProps {
  chat: ChatRef;
  /** The conversation's conversion record (dashboard-conversation). */
  conversion: ConversionRecord | null | undefined;
}

/**
 * Book Now with its confirmation, and the guest's conversion state beside it. Book Now is disabled once the
 * booking is scheduled or uploaded (spec 000 §4); after a failure it can be confirmed again.
 */
export function BookingAction({ chat, conversion }: BookingActionProps) {
  const { state, reload } = useConversion(chat.guestId, conversion);
  const confirmBooking = useConfirmBooking();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const locked = isBookingLocked(state);

  const confirm = async () => {
    setBusy(true);
    const ok = await confirmBooking(chat);
    setBusy(false);
    setAsking(false);
    if (ok) reload();
  };

  return (
    <>
      {state && <ConversionMark state={state} />}
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<EventAvailableIcon aria-hidden />}
        disabled={locked || busy}
        onClick={() => setAsking(true)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {T.bookNow}
      </Button>
      <ConfirmDialog
        open={asking}
        title={T.bookNowTitle}
        message={T.question(chat.guestId)}
        confirmLabel={T.yes}
        cancelLabel={T.no}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
