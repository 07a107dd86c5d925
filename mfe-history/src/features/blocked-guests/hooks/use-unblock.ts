// Unblock one guest: the call, the toast, and which row is waiting for its answer.
import { useState } from 'react';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { BlockedCallRefused, unblockGuest } from '../api/blocked-calls';
import { BLOCKED_TEXTS as T } from '../texts';

export function useUnblock(onUnblocked: (entry: BlockedGuest) => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const unblock = async (entry: BlockedGuest) => {
    setBusy(entry._id);
    try {
      await unblockGuest(api, entry);
      toast.success(T.unblocked);
      onUnblocked(entry);
    } catch (err) {
      toast.error(errorMessage(err instanceof BlockedCallRefused ? err.answer : err, T.failed));
    } finally {
      setBusy(null);
    }
  };
  return { busy, unblock: (entry: BlockedGuest) => void unblock(entry) };
}
