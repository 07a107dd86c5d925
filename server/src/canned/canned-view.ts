import type { CannedMessage } from 'shared-kernel/contracts';
import type { CannedMessageRow } from '../db/schema';

/** A stored canned message as the console reads it (spec 001 §3), with its creator's name. */
export function toCannedMessage(row: CannedMessageRow, creatorName: string | null): CannedMessage {
  return {
    _id: row.id,
    shortCode: row.shortCode,
    message: row.message,
    clientId: row.clientId,
    createdBy: row.createdBy ?? '',
    created_at: row.createdAt.toISOString(),
    user: [{ fullName: creatorName ?? '' }],
  };
}
