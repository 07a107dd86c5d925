import { Stack, Typography } from 'shared-kernel/mui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared-kernel/mui-data';
import { CardList } from 'shared-kernel/list-screens';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { EndpointLink } from './endpoint-link';
import { EndpointStateChip } from './endpoint-state-chip';
import { WebhookRowActions, type WebhookRowActionsProps } from './webhook-row-actions';

export interface WebhookListProps extends Omit<WebhookRowActionsProps, 'endpoint'> {
  endpoints: readonly WebhookEndpointView[];
}

/** Tablets and desktops: URL, Description, Events, State, Actions. */
export function WebhookTable({ endpoints, ...actions }: WebhookListProps) {
  return (
    <TableContainer>
      <Table aria-label={T.webhooksLabel} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{T.url}</TableCell>
            <TableCell>{T.description}</TableCell>
            <TableCell sx={{ width: 100 }}>{T.events}</TableCell>
            <TableCell sx={{ width: 170 }}>{T.state}</TableCell>
            <TableCell sx={{ width: 140 }}>{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {endpoints.map((endpoint) => (
            <TableRow key={endpoint.id} hover>
              <TableCell>
                <EndpointLink id={endpoint.id} url={endpoint.url} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{endpoint.description}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{T.eventCount(endpoint.events.length)}</TableCell>
              <TableCell>
                <EndpointStateChip endpoint={endpoint} />
              </TableCell>
              <TableCell>
                <WebhookRowActions endpoint={endpoint} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per endpoint, the same fields stacked. */
export function WebhookCards({ endpoints, ...actions }: WebhookListProps) {
  return (
    <CardList label={T.webhooksLabel} items={endpoints} keyOf={(endpoint) => endpoint.id}>
      {(endpoint) => (
        <Stack spacing={1}>
          <EndpointLink id={endpoint.id} url={endpoint.url} />
          {endpoint.description && (
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {endpoint.description}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EndpointStateChip endpoint={endpoint} />
              <Typography variant="caption" color="text.secondary">
                {T.eventCount(endpoint.events.length)}
              </Typography>
            </Stack>
            <WebhookRowActions endpoint={endpoint} {...actions} />
          </Stack>
        </Stack>
      )}
    </CardList>
  );
}
