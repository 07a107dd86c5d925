// The blocked-guest calls of spec 001 §7.
import type { BlockedGuest } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { listed } from '../lib/blocked-view';

/** An answer without the spec's success sign; carries the answer for its message. */
export class BlockedCallRefused extends Error {
  constructor(readonly answer: unknown) {
    super('refused');
  }
}

/** GET /guest/get-all-blocked: only entries with blockedBy (anything but a list reads as none). */
export async function fetchBlocked(api: ApiClient, signal?: AbortSignal): Promise<BlockedGuest[]> {
  const answer = await api.call('getAllBlocked', undefined, { signal });
  return Array.isArray(answer) ? listed(answer) : [];
}

/** POST /guest/block-unblock {ipAddress, visitorId, pluginId}: success when blockedBy or acknowledged is present. */
export async function unblockGuest(api: ApiClient, entry: BlockedGuest): Promise<void> {
  const answer = await api.call('blockUnblock', { ipAddress: entry.ipAddress, visitorId: entry.visitorId._id, pluginId: entry.widgetId.pluginId });
  if (!answer || !(answer.blockedBy || answer.acknowledged)) throw new BlockedCallRefused(answer);
}
