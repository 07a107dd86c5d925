import { Box, Stack, Typography } from 'shared-kernel/mui';
import { Avatar, Chip } from 'shared-kernel/mui-console';
import type { Agent } from 'shared-kernel/contracts';
import { agentName, agentPhoto, initials, isUnverified } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';

/** Photo (or initials), name, '(you)' on one's own row and the Unverified badge of status 0. */
export function AgentIdentity({ agent, self = false, secondary }: { agent: Agent; self?: boolean; secondary?: string }) {
  const name = agentName(agent);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={agentPhoto(agent)} alt="" sx={{ width: 36, height: 36, fontSize: 14, flexShrink: 0 }}>
        {initials(name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="agent-name">
            {name}
          </Typography>
          {self && (
            <Typography variant="body2" component="span" color="text.secondary">
              {T.you}
            </Typography>
          )}
          {isUnverified(agent) && <Chip label={T.unverified} title={T.unverifiedHint} size="small" color="warning" variant="outlined" sx={{ height: 20, color: 'warning.dark' }} />}
        </Stack>
        {secondary && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {secondary}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
