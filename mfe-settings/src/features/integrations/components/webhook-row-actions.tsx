import { Button, IconButton, Stack } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { INTEGRATIONS_TEXTS as T } from '../texts';

export interface WebhookRowActionsProps {
  endpoint: WebhookEndpointView;
  /** The endpoint whose pause or resume is on its way (its button waits). */
  busyId: string | null;
  onPauseToggle: (endpoint: WebhookEndpointView) => void;
  onDelete: (endpoint: WebhookEndpointView) => void;
}

/** Pause or Resume, and Delete, each named after the endpoint's address for screen readers. */
export function WebhookRowActions({ endpoint, busyId, onPauseToggle, onDelete }: WebhookRowActionsProps) {
  const paused = endpoint.pausedAt !== null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        aria-label={paused ? T.resumeLabel(endpoint.url) : T.pauseLabel(endpoint.url)}
        disabled={busyId === endpoint.id}
        onClick={() => onPauseToggle(endpoint)}
      >
        {paused ? T.resume : T.pause}
      </Button>
      <Tooltip title={T.deleteLabel(endpoint.url)}>
        <IconButton aria-label={T.deleteLabel(endpoint.url)} onClick={() => onDelete(endpoint)} size="small" color="error">
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
