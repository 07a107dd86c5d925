// One webhook endpoint (/integrations/webhooks/:id, issue 35): its settings and actions, and the log of
// what was sent to it in the last 7 days. There is no call for one endpoint: it is found in the list.
import { Box, Button, Typography } from 'shared-kernel/mui';
import { useCallback } from 'react';
import { LIMITS, ROUTES } from 'shared-kernel/contracts';
import { type WebhookEndpointView } from 'shared-kernel/integrations';
import { useAreaParams, useLoaded } from 'shared-kernel/platform';
import { Link as RouterLink } from 'shared-kernel/routing';
import { EmptyState, LoadFailed, SkeletonList } from 'shared-kernel/ui';
import { fetchWebhooks } from '../api/webhook-calls';
import { EndpointDetail } from '../components/endpoint-detail';
import { INTEGRATIONS_TEXTS as T } from '../texts';

const NONE: WebhookEndpointView[] = [];
const FRAME = { p: { xs: 2, sm: 3 }, maxWidth: 1280 } as const;

export default function WebhookPage() {
  const { id = '' } = useAreaParams<'id'>();
  const list = useLoaded(fetchWebhooks, NONE, T.failed);
  const { setValue } = list;
  const endpoint = list.value.find((candidate) => candidate.id === id);
  const changed = useCallback((next: WebhookEndpointView) => setValue((all) => all.map((old) => (old.id === next.id ? next : old))), [setValue]);

  if (endpoint && !list.loading)
    return (
      <Box sx={FRAME}>
        <EndpointDetail endpoint={endpoint} onChanged={changed} />
      </Box>
    );
  // Until the endpoint is known (or when it is gone), the page is named by what it shows.
  return (
    <Box sx={FRAME}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {T.endpointTitle}
      </Typography>
      {list.loading ? (
        <SkeletonList rows={LIMITS.SKELETONS.list} />
      ) : list.failed ? (
        <LoadFailed text={T.loadFailed} onRetry={list.reload} />
      ) : (
        <EmptyState text={T.endpointMissing}>
          <Button component={RouterLink} to={ROUTES.integrations} sx={{ mt: 1 }}>
            {T.back}
          </Button>
        </EmptyState>
      )}
    </Box>
  );
}
