import type { CannedMessage } from 'shared-kernel/contracts';

/** A stored canned message as GET /canned/get-all answers it. */
export function canned(n: number, patch: Partial<CannedMessage> = {}): CannedMessage {
  return {
    _id: `c${n}`,
    shortCode: `short${n}`,
    message: `Message number ${n}`,
    clientId: 'u-owner',
    createdBy: 'u-author',
    created_at: `2024-03-0${n}T10:20:30.000Z`,
    user: [{ fullName: `Author ${n}` }],
    ...patch,
  };
}
