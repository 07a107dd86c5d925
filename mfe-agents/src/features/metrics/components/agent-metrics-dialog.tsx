// The Agent Metrics dialog (spec 001 §2, §3): a per-domain summary and a chat-wise list of one agent,
// for today, the last 7 days or the last month, figures computed by the server from the stored chats.
import { Box, Button } from 'shared-kernel/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-kernel/mui-console';
import { useId, useState } from 'react';
import type { Agent, MetricsDuration } from 'shared-kernel/contracts';
import { useViewport } from 'shared-kernel/platform';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { useAgentMetrics } from '../hooks/use-agent-metrics';
import { DEFAULT_DURATION } from '../lib/metrics-query';
import { METRICS_TEXTS as T, type MetricsView } from '../texts';
import { ChatMetricsTable } from './chat-metrics-table';
import { DomainSummaryTable } from './domain-summary-table';
import { MetricsChart } from './metrics-chart';
import { MetricsControls, panelId, tabId } from './metrics-controls';

export interface AgentMetricsDialogProps {
  agent: Agent;
  onClose(): void;
}

/** Skeleton rows while the figures load. */
const SKELETON_ROWS = 5;

export function agentDisplayName(agent: Pick<Agent, 'email' | 'userinfo'>): string {
  return agent.userinfo?.[0]?.fullName?.trim() || agent.email;
}

/** Rendered only while open; Escape, a click outside and Close all close it. */
export function AgentMetricsDialog({ agent, onClose }: AgentMetricsDialogProps) {
  const viewport = useViewport();
  const id = useId();
  const [view, setView] = useState<MetricsView>('summary');
  const [duration, setDuration] = useState<MetricsDuration>(DEFAULT_DURATION);
  const metrics = useAgentMetrics(agent._id, view, duration);
  const { data } = metrics;

  let body;
  if (metrics.loading) body = <SkeletonList rows={SKELETON_ROWS} height={36} />;
  else if (!data || data.rows.length === 0) body = <EmptyState text={T.empty} />;
  else if (data.view === 'summary')
    body = (
      <>
        <DomainSummaryTable rows={data.rows} />
        <MetricsChart rows={data.rows} />
      </>
    );
  else body = <ChatMetricsTable key={data.duration} rows={data.rows} />;

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md" fullScreen={viewport === 'mobile'}>
      <DialogTitle id={`${id}-title`}>{T.title(agentDisplayName(agent))}</DialogTitle>
      <DialogContent>
        <MetricsControls
          idPrefix={id}
          view={view}
          onView={setView}
          duration={duration}
          onDuration={setDuration}
          compact={viewport === 'mobile'}
        />
        <Box
          role="tabpanel"
          id={panelId(id)}
          aria-labelledby={tabId(id, view)}
          aria-busy={metrics.loading}
          sx={{ mt: 2, display: 'grid', gap: 2, minHeight: 160 }}
        >
          {body}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
