import type { AgentReceiveEvents, ConversionRecord, ConversionStatus } from 'shared-kernel/contracts';
import type { ConversionRow } from '../db/schema';

/** The conversion record of spec 000 §3. */
export function toConversionRecord(row: ConversionRow): ConversionRecord {
  return {
    guestId: row.guestId,
    status: row.status as ConversionStatus,
    response: row.response,
    analytics_uploaded: row.analyticsUploaded,
    uploaded_at: row.uploadedAt ? row.uploadedAt.toISOString() : null,
  };
}

export function toBookingResponse(row: ConversionRow): AgentReceiveEvents['booking-response'] {
  return { ...toConversionRecord(row), visitorId: row.visitorId };
}
