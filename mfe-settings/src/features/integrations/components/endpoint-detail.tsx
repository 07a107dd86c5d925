import { useState } from 'react';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { errorMessage } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { ConfirmDialog } from 'shared-kernel/ui';
import { sendTestEvent } from '../api/delivery-calls';
import { rotateWebhookSecret } from '../api/webhook-calls';
import { useDeliveryLog } from '../hooks/use-delivery-log';
import { usePauseToggle } from '../hooks/use-pause-toggle';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { DeliveryLog } from './delivery-log';
import { EndpointHeader } from './endpoint-header';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog } from './webhook-dialog';

type Open = { kind: 'edit' } | { kind: 'rotate' } | { kind: 'secret'; secret: string } | null;

export interface EndpointDetailProps {
  endpoint: WebhookEndpointView;
  /** The endpoint as the server answered it after a change (edit, pause, rotation). */
  onChanged: (endpoint: WebhookEndpointView) => void;
}

/** One endpoint: its header and actions, its dialogs, and its delivery log. */
export function EndpointDetail({ endpoint, onChanged }: EndpointDetailProps) {
  const api = useApi();
  const toast = useToast();
  const log = useDeliveryLog(endpoint.id);
  const pause = usePauseToggle(onChanged);
  const [open, setOpen] = useState<Open>(null);
  const [testing, setTesting] = useState(false);
  const [rotating, setRotating] = useState(false);
  const close = () => setOpen(null);

  const sendTest = async () => {
    setTesting(true);
    try {
      await sendTestEvent(api, endpoint.id);
      toast.success(T.testQueued);
      log.showNewest();
    } catch (err) {
      toast.error(errorMessage(err, T.failed));
    } finally {
      setTesting(false);
    }
  };

  const rotate = async () => {
    setRotating(true);
    try {
      const answer = await rotateWebhookSecret(api, endpoint.id);
      onChanged(answer.endpoint);
      setOpen({ kind: 'secret', secret: answer.secret });
    } catch (err) {
      toast.error(errorMessage(err, T.failed));
    } finally {
      setRotating(false);
    }
  };

  return (
    <>
      <EndpointHeader
        endpoint={endpoint}
        testing={testing}
        pausing={pause.busyId === endpoint.id}
        onTest={() => void sendTest()}
        onEdit={() => setOpen({ kind: 'edit' })}
        onRotate={() => setOpen({ kind: 'rotate' })}
        onPauseToggle={() => void pause.toggle(endpoint)}
      />
      <DeliveryLog log={log} />
      {open?.kind === 'edit' && <WebhookDialog endpoint={endpoint} onClose={close} onSaved={onChanged} />}
      <ConfirmDialog
        open={open?.kind === 'rotate'}
        title={T.rotateTitle}
        message={T.rotateQuestion}
        confirmLabel={T.rotateConfirm}
        cancelLabel={T.cancel}
        busy={rotating}
        onConfirm={() => void rotate()}
        onCancel={close}
      />
      {open?.kind === 'secret' && <SecretDialog title={T.signingSecret} help={T.signingSecretHelp} secret={open.secret} onClose={close} />}
    </>
  );
}
