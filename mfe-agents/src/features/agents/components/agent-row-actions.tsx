import { IconButton, Stack } from 'shared-kernel/mui';
import { Tooltip } from 'shared-kernel/mui-console';
import type { Agent } from 'shared-kernel/contracts';
import type { AgentAction } from '../lib/agent-rules';
import { agentName } from '../lib/agent-view';
import { actionMeta, type OnAgentAction } from './action-meta';

/** The table row's actions: one labelled icon button with a tooltip each. */
export function AgentRowActions({ agent, actions, onAction }: { agent: Agent; actions: readonly AgentAction[]; onAction: OnAgentAction }) {
  const name = agentName(agent);
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.map((action) => {
        const meta = actionMeta(action);
        return (
          <Tooltip key={action} title={meta.label(name)}>
            <IconButton aria-label={meta.label(name)} onClick={() => onAction(action, agent)} size="small" sx={meta.danger ? { color: 'error.dark' } : undefined}>
              {meta.icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
