import { Typography } from 'shared-kernel/mui';
import { useCallback, useState } from 'react';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { AddButton, DeleteRecordDialog, ListStates, ListToolbar } from 'shared-kernel/list-screens';
import { useApi, useLoaded } from 'shared-kernel/platform';
import { deleteWebhook, fetchWebhooks } from '../api/webhook-calls';
import { usePauseToggle } from '../hooks/use-pause-toggle';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { SecretDialog } from './secret-dialog';
import { WebhookDialog } from './webhook-dialog';
import { WebhookCards, WebhookTable } from './webhook-list';

const NONE: WebhookEndpointView[] = [];

/** The open dialog: adding an endpoint, its secret (once), or a delete to confirm. */
type Open = { kind: 'add' } | { kind: 'secret'; secret: string } | { kind: 'delete'; endpoint: WebhookEndpointView } | null;

/** The account's webhook endpoints: list, add (then its signing secret, once), pause or resume, delete. */
export function WebhooksTab() {
  const api = useApi();
  const list = useLoaded(fetchWebhooks, NONE, T.failed);
  const { setValue } = list;
  const [open, setOpen] = useState<Open>(null);
  const replace = useCallback((changed: WebhookEndpointView) => setValue((all) => all.map((old) => (old.id === changed.id ? changed : old))), [setValue]);
  const pause = usePauseToggle(replace);
  const close = () => setOpen(null);
  const actions = { busyId: pause.busyId, onPauseToggle: (endpoint: WebhookEndpointView) => void pause.toggle(endpoint), onDelete: (endpoint: WebhookEndpointView) => setOpen({ kind: 'delete', endpoint }) };

  return (
    <>
      <ListToolbar
        start={
          <Typography variant="body2" color="text.secondary">
            {T.webhooksIntro}
          </Typography>
        }
        end={<AddButton onClick={() => setOpen({ kind: 'add' })}>{T.addEndpoint}</AddButton>}
      />
      <ListStates
        list={list}
        texts={{ loadFailed: T.loadFailed, empty: T.webhooksEmpty }}
        empty={list.value.length === 0}
        wideFrom="tablet"
        wide={() => <WebhookTable endpoints={list.value} {...actions} />}
        narrow={() => <WebhookCards endpoints={list.value} {...actions} />}
      />
      {open?.kind === 'add' && (
        <WebhookDialog
          endpoint={null}
          onClose={close}
          onCreated={(answer) => {
            setValue((all) => [...all, answer.endpoint]);
            setOpen({ kind: 'secret', secret: answer.secret });
          }}
        />
      )}
      {open?.kind === 'secret' && <SecretDialog title={T.signingSecret} help={T.signingSecretHelp} secret={open.secret} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteRecordDialog
          texts={{ title: T.deleteTitle, question: T.deleteQuestion(open.endpoint.url), confirm: T.deleteConfirm, cancel: T.cancel, deleted: T.deleted, failed: T.failed }}
          remove={() => deleteWebhook(api, open.endpoint.id)}
          onClose={close}
          onDeleted={() => setValue((all) => all.filter((endpoint) => endpoint.id !== open.endpoint.id))}
        />
      )}
    </>
  );
}
