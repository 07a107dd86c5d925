import type { Agent } from 'shared-kernel/contracts';
import { ActionsMenu } from 'shared-kernel/list-screens';
import type { AgentAction } from '../lib/agent-rules';
import { agentName } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';
import { actionMeta, type OnAgentAction } from './action-meta';

/** The three-dot menu of an agent card (phones and tablets). */
export function AgentCardMenu({ agent, actions, onAction }: { agent: Agent; actions: readonly AgentAction[]; onAction: OnAgentAction }) {
  return (
    <ActionsMenu
      label={T.menuLabel(agentName(agent))}
      actions={actions.map((action) => {
        const meta = actionMeta(action);
        return { key: action, text: meta.text, icon: meta.icon, danger: meta.danger, onSelect: () => onAction(action, agent) };
      })}
    />
  );
}
