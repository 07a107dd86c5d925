import { useCallback } from 'react';
import { bookingStatusKey, CONVERSION_STATUS, type ChatRef } from 'shared-kernel/contracts';
import { useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import { saveConversion } from '../lib/conversion-storage';

const readRaw = (guestId: number) => {
  try {
    return window.localStorage.getItem(bookingStatusKey(guestId));
  } catch {
    return null;
  }
};

/**
 * Emits confirm-booking for a chat. Accepted = the conversion is Scheduled for the guest (unless the
 * upload's answer already came meanwhile: that answer stays). A refusal shows the server's message.
 */
export function useConfirmBooking() {
  const bus = useEventBus();
  const toast = useToast();
  const { user } = useSession();
  return useCallback(
    async (chat: ChatRef): Promise<boolean> => {
      const before = readRaw(chat.guestId);
      try {
        const ack = await bus.emitWithAck('confirm-booking', {
          guestId: chat.guestId,
          visitorId: chat.visitorId,
          agentId: user?.userId || user?._id || '',
          agentName: user?.fullName ?? '',
          chatId: chat.chatId,
        });
        if (!ack?.ok) {
          toast.error(ack?.message || T.confirmFailed);
          return false;
        }
        if (readRaw(chat.guestId) === before) {
          saveConversion(chat.guestId, { status: CONVERSION_STATUS.SCHEDULED, response: '', analytics_uploaded: false });
        }
        return true;
      } catch {
        toast.error(T.confirmFailed);
        return false;
      }
    },
    [bus, toast, user],
  );
}
