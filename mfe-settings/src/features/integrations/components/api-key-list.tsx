import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { CardList } from 'shared-kernel/list-screens';
import type { ApiKeyView } from 'shared-kernel/integrations';
import { formatDate, formatDateTime } from '../lib/format';
import { INTEGRATIONS_TEXTS as T } from '../texts';

export interface ApiKeyListProps {
  keys: readonly ApiKeyView[];
  onRevoke: (key: ApiKeyView) => void;
}

const KeyPrefix = ({ prefix }: { prefix: string }) => (
  <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
    {`${prefix}…`}
  </Box>
);

const Scopes = ({ scopes }: { scopes: readonly string[] }) => (
  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
    {scopes.map((scope) => (
      <Chip key={scope} size="small" variant="outlined" label={scope} />
    ))}
  </Stack>
);

const RevokeButton = ({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: ApiKeyListProps['onRevoke'] }) => (
  <Button size="small" color="error" aria-label={T.revokeLabel(apiKey.name)} onClick={() => onRevoke(apiKey)}>
    {T.revoke}
  </Button>
);

const expires = (key: ApiKeyView) => formatDate(key.expiresAt) ?? T.never;
const lastUsed = (key: ApiKeyView) => formatDateTime(key.lastUsedAt) ?? T.never;

/** Tablets and desktops: Name, Key, Scopes, Expires, Last used, Created by, Revoke. */
export function ApiKeyTable({ keys, onRevoke }: ApiKeyListProps) {
  return (
    <TableContainer>
      <Table aria-label={T.keysLabel} size="small">
        <TableHead>
          <TableRow>
            {[T.name, T.key, T.scopes, T.expires, T.lastUsed, T.createdBy, T.actions].map((title) => (
              <TableCell key={title}>{title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id} hover>
              <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{key.name}</TableCell>
              <TableCell>
                <KeyPrefix prefix={key.prefix} />
              </TableCell>
              <TableCell>
                <Scopes scopes={key.scopes} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{expires(key)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastUsed(key)}</TableCell>
              <TableCell>{key.createdByName ?? ''}</TableCell>
              <TableCell>
                <RevokeButton apiKey={key} onRevoke={onRevoke} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per key, the same fields stacked. */
export function ApiKeyCards({ keys, onRevoke }: ApiKeyListProps) {
  return (
    <CardList label={T.keysLabel} items={keys} keyOf={(key) => key.id}>
      {(key) => (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
              {key.name}
            </Typography>
            <RevokeButton apiKey={key} onRevoke={onRevoke} />
          </Stack>
          <KeyPrefix prefix={key.prefix} />
          <Scopes scopes={key.scopes} />
          <Typography variant="caption" color="text.secondary" component="p">
            {`${T.expiresOn(expires(key))} · ${T.lastUsedOn(lastUsed(key))}`}
            {key.createdByName ? ` · ${T.createdByName(key.createdByName)}` : ''}
          </Typography>
        </Stack>
      )}
    </CardList>
  );
}
