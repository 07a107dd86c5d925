import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import type { ReactElement } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import type { AgentAction } from '../lib/agent-rules';
import { AGENTS_TEXTS as T } from '../texts';

export type OnAgentAction = (action: AgentAction, agent: Agent) => void;

export interface ActionMeta {
  icon: ReactElement;
  text: string;
  label: (name: string) => string;
  danger?: boolean;
}

/** Each row action's icon, menu text and screen-reader label (named after the agent); read at render, in the current language. */
export function actionMeta(action: AgentAction): ActionMeta {
  switch (action) {
    case 'metrics':
      return { icon: <BarChartOutlined fontSize="small" />, text: T.metrics, label: T.metricsLabel };
    case 'edit':
      return { icon: <EditOutlined fontSize="small" />, text: T.edit, label: T.editLabel };
    case 'setOffline':
      return { icon: <CloudOffOutlined fontSize="small" />, text: T.setOffline, label: T.setOfflineLabel };
    case 'deactivate':
      return { icon: <PersonOffOutlined fontSize="small" />, text: T.deactivate, label: T.deactivateLabel, danger: true };
    case 'reactivate':
      return { icon: <HowToRegOutlined fontSize="small" />, text: T.reactivate, label: T.reactivateLabel };
  }
}
