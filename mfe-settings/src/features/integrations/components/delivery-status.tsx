import { Stack, Typography } from 'shared-kernel/mui';
import { Chip } from 'shared-kernel/mui-console';
import type { WebhookDeliveryView } from 'shared-kernel/integrations';
import { INTEGRATIONS_TEXTS as T } from '../texts';

const COLOURS = { delivered: 'success', failed: 'error', pending: 'default' } as const;

/** Delivered, Failed or Pending, with the last answer's status code (or a dash when none came). */
export function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryView }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" variant="outlined" color={COLOURS[delivery.state]} label={T.deliveryStates[delivery.state]} />
      <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {delivery.lastStatus ?? T.none}
      </Typography>
    </Stack>
  );
}
