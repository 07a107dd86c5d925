import { Chip } from 'shared-kernel/mui-console';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { endpointState } from '../lib/endpoint-state';
import { INTEGRATIONS_TEXTS as T } from '../texts';

const COLOURS = { active: 'success', paused: 'default', failures: 'error' } as const;

/** Active, Paused or Paused after failures. */
export function EndpointStateChip({ endpoint }: { endpoint: WebhookEndpointView }) {
  const state = endpointState(endpoint);
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={T.states[state]} />;
}
