// The range and filters every report shares (Domain, Department, Agent), written to the URL.
import { Box, Typography } from 'shared-kernel/mui';
import type { FilterOptions } from '../hooks/use-filter-options';
import type { ReportViewState } from '../hooks/use-report-view';
import { PRESETS } from '../lib/report-range';
import { CustomRange } from './custom-range';
import { FilterSelect } from './filter-select';
import { REPORTS_TEXTS as T } from './texts';

export interface FilterBarProps {
  state: ReportViewState;
  options: FilterOptions;
}

export function FilterBar({ state, options }: FilterBarProps) {
  const { view, range } = state;
  return (
    <Box component="section" aria-label={T.filtersLabel} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <FilterSelect label={T.range} value={view.preset} options={PRESETS.map((preset) => ({ value: preset, label: T.presets[preset] }))} onChange={(value) => state.setPreset(value as typeof view.preset)} />
        {view.preset === 'custom' && <CustomRange value={view.custom} onChange={state.setCustom} />}
        <FilterSelect label={T.domain} allLabel={T.allDomains} value={view.filters.pluginId ?? ''} options={options.pluginId} onChange={(value) => state.setFilter('pluginId', value)} />
        <FilterSelect
          label={T.department}
          allLabel={T.allDepartments}
          value={view.filters.departmentId ?? ''}
          options={options.departmentId}
          onChange={(value) => state.setFilter('departmentId', value)}
        />
        <FilterSelect label={T.agent} allLabel={T.allAgents} value={view.filters.agentId ?? ''} options={options.agentId} onChange={(value) => state.setFilter('agentId', value)} />
      </Box>
      {range && (
        <Typography variant="body2" color="text.secondary" role="status">
          {T.rangeSummary(range.from, range.to)}
        </Typography>
      )}
    </Box>
  );
}
