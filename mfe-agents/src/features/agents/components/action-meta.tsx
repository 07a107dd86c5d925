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

/** Each row action's icon, menu text and screen-reader label (named after the agent). */
export const ACTION_META: Record<AgentAction, { icon: ReactElement; text: string; label: (name: string) => string; danger?: boolean }> = {
  metrics: { icon: <BarChartOutlined fontSize="small" />, text: T.metrics, label: T.metricsLabel },
  edit: { icon: <EditOutlined fontSize="small" />, text: T.edit, label: T.editLabel },
  setOffline: { icon: <CloudOffOutlined fontSize="small" />, text: T.setOffline, label: T.setOfflineLabel },
  deactivate: { icon: <PersonOffOutlined fontSize="small" />, text: T.deactivate, label: T.deactivateLabel, danger: true },
  reactivate: { icon: <HowToRegOutlined fontSize="small" />, text: T.reactivate, label: T.reactivateLabel },
};
