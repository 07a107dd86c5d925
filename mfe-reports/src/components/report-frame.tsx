// A report screen: its heading, the tabs, the filter bar, an action (Download CSV) and the report.
import { Box, Stack, Typography } from 'shared-kernel/mui';
import type { ReactNode } from 'react';
import { useFilterOptions } from '../hooks/use-filter-options';
import type { ReportViewState } from '../hooks/use-report-view';
import { FilterBar } from './filter-bar';
import { ReportTabs, type ReportTab } from './report-tabs';

export interface ReportFrameProps {
  title: string;
  tab: ReportTab;
  state: ReportViewState;
  action?: ReactNode;
  children: ReactNode;
}

export function ReportFrame({ title, tab, state, action, children }: ReportFrameProps) {
  const options = useFilterOptions();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {action}
      </Stack>
      <ReportTabs active={tab} search={state.search} />
      <FilterBar state={state} options={options} />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
