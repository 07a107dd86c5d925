import type { Agent, Department } from 'shared-kernel/contracts';
import type { Viewer } from '../lib/agent-rules';
import type { OnAgentAction } from './action-meta';

/** What the table and the cards both take. */
export interface AgentListProps {
  items: readonly Agent[];
  viewer: Viewer;
  /** The account's departments for the editable column; null while read-only. */
  departments: readonly Department[] | null;
  onAction: OnAgentAction;
  onDepartmentsChanged: (agent: Agent, departments: Department[]) => void;
  onChatLimitChanged: (agent: Agent, chatLimit: number | null) => void;
}
