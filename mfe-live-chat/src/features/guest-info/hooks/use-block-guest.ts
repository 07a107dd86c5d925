import { useState } from 'react';
import type { Visitor } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { GUEST_INFO_TEXTS as T } from '../../../app/texts';
import { blockUnblock } from '../api/guest-info-calls';

/** Block / Unblock toggle (spec 000 §7: success when blockedBy or acknowledged is in the answer). */
export function useBlockGuest(visitor: Visitor) {
  const api = useApi();
  const toast = useToast();
  const [blocked, setBlocked] = useState(visitor.isBlocked);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await blockUnblock(api, { ipAddress: visitor.technicalDetails?.ipAddress ?? '', visitorId: visitor.visitorId, pluginId: visitor.pluginId });
      if (!answer || !('blockedBy' in answer || 'acknowledged' in answer)) {
        toast.error(T.blockFailed);
        return;
      }
      const next = typeof answer.isBlocked === 'boolean' ? answer.isBlocked : !blocked;
      setBlocked(next);
      toast.success(next ? T.blocked : T.unblocked);
    } catch (err) {
      toast.error(errorMessage(err, T.blockFailed));
    } finally {
      setBusy(false);
    }
  };
  return { blocked, busy, toggle };
}
