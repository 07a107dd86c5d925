import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConversionRecord } from 'shared-kernel/contracts';
import { useEvent } from 'shared-kernel/platform';
import { conversionState, readConversion, saveConversion, type ConversionState } from '../lib/conversion-storage';

/**
 * A guest's conversion as the chat panel shows it. Newest first: a booking-response event or this console's
 * own confirmation, then the conversation's record (the server's), then what was stored for the guest.
 * Mount it per guest (the chat panel is keyed by guest).
 */
export function useConversion(guestId: number, record: ConversionRecord | null | undefined) {
  const [stored] = useState(() => readConversion(guestId));
  const [latest, setLatest] = useState<ConversionState | null>(null);
  const server = useMemo(() => conversionState(record), [record]);

  useEffect(() => {
    if (server) saveConversion(guestId, server);
  }, [guestId, server]);

  useEvent('booking-response', (event) => {
    if (event.guestId !== guestId) return;
    const next = conversionState(event);
    if (!next) return;
    saveConversion(guestId, next);
    setLatest(next);
  });

  /** Takes what is stored now (after this console confirmed a booking). */
  const reload = useCallback(() => setLatest(readConversion(guestId)), [guestId]);

  return { state: latest ?? server ?? stored, reload };
}
