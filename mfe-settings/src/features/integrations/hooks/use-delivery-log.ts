// An endpoint's delivery log, one page at a time. While a row is pending the page is asked for again
// every 3 s (after each answer, so slow answers never pile up); it stops when none is, or on unmount.
import { useCallback, useEffect, useState } from 'react';
import type { Paginated } from 'shared-kernel/contracts';
import type { WebhookDeliveryView } from 'shared-kernel/integrations';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchDeliveries, resendDelivery } from '../api/delivery-calls';
import { INTEGRATIONS_TEXTS as T } from '../texts';

export const DELIVERY_POLL_MS = 3000;

export interface DeliveryLog {
  /** null until the first answer. */
  log: Paginated<WebhookDeliveryView> | null;
  page: number;
  failed: boolean;
  refresh: () => void;
  /** Page 1 again (after a test event, the newest row). */
  showNewest: () => void;
  goTo: (page: number) => void;
  resend: (delivery: WebhookDeliveryView) => Promise<void>;
}

export function useDeliveryLog(endpointId: string): DeliveryLog {
  const api = useApi();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [log, setLog] = useState<Paginated<WebhookDeliveryView> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchDeliveries(api, endpointId, page, abort.signal)
      .then((answer) => {
        if (abort.signal.aborted) return;
        setLog(answer);
        setFailed(false);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, T.failed));
      });
    return () => abort.abort();
  }, [api, toast, endpointId, page, attempt]);

  const pending = log?.data.some((delivery) => delivery.state === 'pending') ?? false;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setAttempt((n) => n + 1), DELIVERY_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, log]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const showNewest = useCallback(() => {
    setPage(1);
    setAttempt((n) => n + 1);
  }, []);

  const resend = useCallback(
    async (delivery: WebhookDeliveryView) => {
      try {
        const again = await resendDelivery(api, endpointId, delivery.id);
        setLog((current) => current && { ...current, data: current.data.map((row) => (row.id === again.id ? again : row)) });
        toast.success(T.resent);
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
      }
    },
    [api, toast, endpointId],
  );

  return { log, page, failed, refresh, showNewest, goTo: setPage, resend };
}
