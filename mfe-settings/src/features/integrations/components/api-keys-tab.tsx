import { Box, Typography } from 'shared-kernel/mui';
import { useState } from 'react';
import type { ApiKeyView } from 'shared-kernel/integrations';
import { AddButton, DeleteRecordDialog, ListStates, ListToolbar } from 'shared-kernel/list-screens';
import { useApi, useLoaded } from 'shared-kernel/platform';
import { fetchApiKeys, revokeApiKey } from '../api/api-key-calls';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { ApiKeyCards, ApiKeyTable } from './api-key-list';
import { ApiKeyDialog } from './api-key-dialog';
import { SecretDialog } from './secret-dialog';

const NONE: ApiKeyView[] = [];

/** The open dialog: creating a key, its secret (once), or a revoke to confirm. */
type Open = { kind: 'create' } | { kind: 'secret'; secret: string } | { kind: 'revoke'; key: ApiKeyView } | null;

/** The account's API keys: list, create (then the secret, once, with how to call), revoke. */
export function ApiKeysTab() {
  const api = useApi();
  const list = useLoaded(fetchApiKeys, NONE, T.failed);
  const { setValue } = list;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const onRevoke = (key: ApiKeyView) => setOpen({ kind: 'revoke', key });

  return (
    <>
      <ListToolbar
        start={
          <Typography variant="body2" color="text.secondary">
            {T.apiKeysIntro}
          </Typography>
        }
        end={<AddButton onClick={() => setOpen({ kind: 'create' })}>{T.createKey}</AddButton>}
      />
      <ListStates
        list={list}
        texts={{ loadFailed: T.loadFailed, empty: T.keysEmpty }}
        empty={list.value.length === 0}
        wideFrom="tablet"
        wide={() => <ApiKeyTable keys={list.value} onRevoke={onRevoke} />}
        narrow={() => <ApiKeyCards keys={list.value} onRevoke={onRevoke} />}
      />
      {open?.kind === 'create' && (
        <ApiKeyDialog
          onClose={close}
          onCreated={(created) => {
            setValue((all) => [created.key, ...all]);
            setOpen({ kind: 'secret', secret: created.secret });
          }}
        />
      )}
      {open?.kind === 'secret' && (
        <SecretDialog title={T.keySecretTitle} secret={open.secret} onClose={close}>
          <Typography variant="body2">{T.keyUsage}</Typography>
          <Box component="pre" sx={{ m: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {T.curl(open.secret, window.location.origin)}
          </Box>
        </SecretDialog>
      )}
      {open?.kind === 'revoke' && (
        <DeleteRecordDialog
          texts={{ title: T.revokeTitle, question: T.revokeQuestion(open.key.name), confirm: T.revoke, cancel: T.cancel, deleted: T.revoked, failed: T.failed }}
          remove={() => revokeApiKey(api, open.key.id)}
          onClose={close}
          onDeleted={() => setValue((all) => all.filter((key) => key.id !== open.key.id))}
        />
      )}
    </>
  );
}
