// The booking conversion of a guest as this console last knew it, kept per guest in local storage
// (`booking_status_<guestId>`, spec 000 §3, §4) so it survives the chat and a reload.
import { bookingStatusKey, type ConversionRecord, type ConversionStatus } from 'shared-kernel/contracts';

/** What the console shows of a conversion. */
export interface ConversionState {
  status: ConversionStatus;
  /** The analytics upload's answer or failure reason. */
  response: string;
  analytics_uploaded: boolean;
}

const isStatus = (value: unknown): value is ConversionStatus => value === 0 || value === 1 || value === 2 || value === 3;

/** From a conversion record or a booking-response; null when it carries no known status. */
export function conversionState(record: Partial<ConversionRecord> | null | undefined): ConversionState | null {
  if (!record || !isStatus(record.status)) return null;
  return {
    status: record.status,
    response: typeof record.response === 'string' ? record.response : '',
    analytics_uploaded: record.analytics_uploaded === true,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored state; a bare status digit is read too. Anything unreadable counts as nothing stored. */
export function readConversion(guestId: number): ConversionState | null {
  const raw = storage()?.getItem(bookingStatusKey(guestId));
  if (!raw) return null;
  if (/^[0-3]$/.test(raw.trim())) return conversionState({ status: Number(raw.trim()) as ConversionStatus });
  try {
    return conversionState(JSON.parse(raw) as Partial<ConversionRecord>);
  } catch {
    return null;
  }
}

export function saveConversion(guestId: number, state: ConversionState): void {
  try {
    storage()?.setItem(bookingStatusKey(guestId), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the state still shows until the page is left.
  }
}
