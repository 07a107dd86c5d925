import { Button, Link, Stack, Typography } from 'shared-kernel/mui';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Autorenew from '@mui/icons-material/Autorenew';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Send from '@mui/icons-material/Send';
import { ROUTES } from 'shared-kernel/contracts';
import { type WebhookEndpointView } from 'shared-kernel/integrations';
import { Link as RouterLink } from 'shared-kernel/routing';
import { formatDateTime } from '../lib/format';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { EndpointStateChip } from './endpoint-state-chip';

export interface EndpointHeaderProps {
  endpoint: WebhookEndpointView;
  testing: boolean;
  pausing: boolean;
  onTest: () => void;
  onEdit: () => void;
  onRotate: () => void;
  onPauseToggle: () => void;
}

/** Back to Integrations, the address (the page's h1) with its state, what it receives, and its actions. */
export function EndpointHeader({ endpoint, testing, pausing, onTest, onEdit, onRotate, onPauseToggle }: EndpointHeaderProps) {
  const previousUntil = endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > Date.now() ? formatDateTime(endpoint.previousSecretUntil) : null;
  return (
    <Stack spacing={1.5}>
      <Link component={RouterLink} to={ROUTES.integrations} underline="hover" sx={{ alignSelf: 'flex-start' }}>
        <ArrowBack fontSize="small" sx={{ verticalAlign: 'text-bottom', mr: 0.5 }} />
        {T.back}
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography>
        <EndpointStateChip endpoint={endpoint} />
      </Stack>
      {endpoint.description && <Typography color="text.secondary">{endpoint.description}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {T.eventsOf(endpoint.events.map((event) => (Object.hasOwn(T.eventNames, event) ? T.eventNames[event] : event)).join(', '))}
        {endpoint.includeNotes ? ` · ${T.notesIncluded}` : ''}
      </Typography>
      {previousUntil && (
        <Typography variant="body2" color="text.secondary">
          {T.previousSecretUntil(previousUntil)}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<Send />} onClick={onTest} disabled={testing}>
          {T.sendTest}
        </Button>
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
          {T.edit}
        </Button>
        <Button variant="outlined" startIcon={<Autorenew />} onClick={onRotate}>
          {T.rotate}
        </Button>
        <Button variant="outlined" onClick={onPauseToggle} disabled={pausing}>
          {endpoint.pausedAt ? T.resume : T.pause}
        </Button>
      </Stack>
    </Stack>
  );
}
