import { Stack } from 'shared-kernel/mui';
import { Tab, Tabs } from 'shared-kernel/mui-console';
import { ToggleButton, ToggleButtonGroup } from 'shared-kernel/mui-data';
import type { MetricsDuration } from 'shared-kernel/contracts';
import { DURATIONS } from '../lib/metrics-query';
import { METRICS_TEXTS as T, type MetricsView } from '../texts';

export const VIEWS: readonly MetricsView[] = ['summary', 'chats'];

export interface MetricsControlsProps {
  /** Prefix of the tabs' ids, so the panel can name the selected one. */
  idPrefix: string;
  view: MetricsView;
  onView: (view: MetricsView) => void;
  duration: MetricsDuration;
  onDuration: (duration: MetricsDuration) => void;
  compact: boolean;
}

export const tabId = (prefix: string, view: MetricsView) => `${prefix}-tab-${view}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** The view tabs (Domain summary / Chat-wise) and the duration choice (Today / Last 7 days / Last month). */
export function MetricsControls({ idPrefix, view, onView, duration, onDuration, compact }: MetricsControlsProps) {
  return (
    <Stack direction={compact ? 'column' : 'row'} sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: compact ? 'stretch' : 'center' }}>
      <Tabs value={view} onChange={(_event, next: MetricsView) => onView(next)} aria-label={T.viewLabel} variant={compact ? 'fullWidth' : 'standard'}>
        {VIEWS.map((option) => (
          <Tab key={option} value={option} label={T.views[option]} id={tabId(idPrefix, option)} aria-controls={panelId(idPrefix)} />
        ))}
      </Tabs>
      <ToggleButtonGroup
        value={duration}
        exclusive
        size="small"
        fullWidth={compact}
        aria-label={T.durationLabel}
        onChange={(_event, next: MetricsDuration | null) => {
          if (next) onDuration(next);
        }}
      >
        {DURATIONS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
            {T.durations[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
