import { useEvent } from 'shared-kernel/platform';
import { conversionState, saveConversion } from '../lib/conversion-storage';

/** Remembers every booking-response for its guest, also while no chat panel of that guest is open. */
export function useBookingResponses() {
  useEvent('booking-response', (event) => {
    const state = conversionState(event);
    if (state && Number.isFinite(event.guestId)) saveConversion(event.guestId, state);
  });
}
