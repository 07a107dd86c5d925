// The supervisors' part of the Queue card: each agent's load against their chat limit, and who missed an offer.
import { Box, Typography } from 'shared-kernel/mui';
import { Chip, List, ListItem, ListItemText } from 'shared-kernel/mui-console';
import { useId } from 'react';
import type { RoutingAgent } from 'shared-kernel/contracts';
import { QUEUE_TEXTS as T } from '../texts';

export function AgentsLoad({ agents }: { agents: readonly RoutingAgent[] }) {
  const headingId = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1 }}>
        {T.agents}
      </Typography>
      <List dense aria-labelledby={headingId} sx={{ py: 0 }}>
        {agents.map((agent) => (
          <ListItem key={agent.agentId} sx={{ gap: 1 }}>
            <ListItemText
              primary={agent.fullName}
              secondary={agent.isOnline ? undefined : T.offline}
              slotProps={{ primary: { noWrap: true } }}
              sx={{ minWidth: 0 }}
            />
            {agent.notRespondingSince && <Chip size="small" color="warning" label={T.notResponding} sx={{ color: 'common.black' }} />}
            <Typography variant="body2" aria-label={T.loadLabel(agent.load, agent.chatLimit)} sx={{ whiteSpace: 'nowrap' }}>
              {T.load(agent.load, agent.chatLimit)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
