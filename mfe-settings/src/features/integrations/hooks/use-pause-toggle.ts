import { useCallback, useState } from 'react';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { setWebhookPaused } from '../api/webhook-calls';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/** Pause a running endpoint or resume a paused one; `busyId` is the one on its way (its button waits). */
export function usePauseToggle(onChanged: (endpoint: WebhookEndpointView) => void) {
  const api = useApi();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const toggle = useCallback(
    async (endpoint: WebhookEndpointView) => {
      const pause = endpoint.pausedAt === null;
      setBusyId(endpoint.id);
      try {
        onChanged(await setWebhookPaused(api, endpoint.id, pause));
        toast.success(pause ? T.paused : T.resumed);
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      } finally {
        setBusyId(null);
      }
    },
    [api, toast, onChanged],
  );
  return { busyId, toggle };
}
