// The collapsible Deactivated Agents section (spec 001 §2): collapsed at first, its count in the header,
// each deactivated agent with Reactivate for whoever manages them.
import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Collapse } from 'shared-kernel/mui-data';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import { EmptyState } from 'shared-kernel/ui';
import { allowedActions, type Viewer } from '../lib/agent-rules';
import { agentName, roleText } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';
import type { OnAgentAction } from './action-meta';
import { AgentIdentity } from './agent-identity';

export interface DeactivatedSectionProps {
  /** The deactivated agents that match the search. */
  items: readonly Agent[];
  viewer: Viewer;
  onAction: OnAgentAction;
}

export function DeactivatedSection({ items, viewer, onAction }: DeactivatedSectionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id={`${id}-title`} sx={{ fontSize: '1rem' }}>
        <Button
          color="inherit"
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          endIcon={<ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
          sx={{ fontSize: 'inherit', fontWeight: 600, textTransform: 'none', px: 1 }}
        >
          {T.deactivatedCount(items.length)}
        </Button>
      </Typography>
      <Collapse in={open} id={`${id}-panel`} unmountOnExit>
        {items.length === 0 ? (
          <EmptyState text={T.noMatch} />
        ) : (
          <Box component="ul" aria-label={T.deactivatedListLabel} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1, display: 'grid', gap: 1 }}>
            {items.map((agent) => (
              <Box
                component="li"
                key={agent._id}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.25, bgcolor: 'action.hover' }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1 }}>
                  <AgentIdentity agent={agent} secondary={`${agent.email} · ${roleText(agent)}`} />
                  {allowedActions(viewer, agent).includes('reactivate') && (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={T.reactivateLabel(agentName(agent))}
                      onClick={() => onAction('reactivate', agent)}
                      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
                    >
                      {T.reactivate}
                    </Button>
                  )}
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </Collapse>
    </Box>
  );
}
