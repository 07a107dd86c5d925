// The filter bar of both review screens: date and domain always, chat status and agent where offered,
// Clear and Search (with its spinner), and the sort.
import { Box, Button, CircularProgress, Stack } from 'shared-kernel/mui';
import { CHAT_STATUS_LABELS, type ChatStatus, type HistoryDuration } from 'shared-kernel/contracts';
import type { AgentOption, DomainOption } from './api/filter-option-calls';
import { FilterSelect, type FilterChoice } from './filter-select';
import type { ReviewFilters, ReviewOrder } from './review-filters';
import { REVIEW_TEXTS as T } from './texts';

// The choices are built at render: their words are the console's language of the moment.
const dateChoices = (): FilterChoice[] => [
  { value: '', label: T.allDates },
  { value: 'today', label: T.today },
  { value: 'last-7-days', label: T.lastWeek },
  { value: 'last-month', label: T.lastMonth },
];

/** The Date select's choice for a range of arrival dates: it stays selected until another date choice is made. */
const RANGE_CHOICE = 'range';

/** 2026-11-01 → 1 Nov 2026. */
function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return T.day(day, month, year);
}

const statusChoices = (): FilterChoice[] => [
  { value: '0', label: T.allStatuses },
  ...([1, 2, 3, 4, 5] as const).map((code) => ({ value: String(code), label: T.statusOption(code, CHAT_STATUS_LABELS[code]) })),
];

const sortChoices = (): FilterChoice[] => [
  { value: 'DESC', label: T.newest },
  { value: 'ASC', label: T.oldest },
];

export interface FilterBarProps {
  filters: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
  onSearch: () => void;
  onClear: () => void;
  searching: boolean;
  domains: readonly DomainOption[];
  /** The chat status filter (Conversation History only). */
  withStatus?: boolean;
  /** The agent choices; null = no agent filter (agents, Unattended Chats). */
  agents?: readonly AgentOption[] | null;
  order: ReviewOrder;
  onOrderChange: (order: ReviewOrder) => void;
}

export function FilterBar({ filters, onChange, onSearch, onClear, searching, domains, withStatus = false, agents = null, order, onOrderChange }: FilterBarProps) {
  const domainChoices: FilterChoice[] = [{ value: '', label: T.allDomains }, ...domains.map((d) => ({ value: d.pluginId, label: d.domain }))];
  const { range } = filters;
  const dateOptions = range ? [...dateChoices(), { value: RANGE_CHOICE, label: T.dateRange(dayLabel(range.from), dayLabel(range.to)) }] : dateChoices();
  const onDateChange = (value: string) => {
    if (value === RANGE_CHOICE) return;
    // Another date choice replaces the range.
    onChange({ ...filters, duration: value as HistoryDuration | '', range: undefined });
  };
  const agentChoices: FilterChoice[] | null = agents ? [{ value: '', label: T.allAgents }, ...agents.map((a) => ({ value: a.id, label: a.name }))] : null;
  return (
    <Box
      component="form"
      role="search"
      aria-label={T.filtersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
      sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FilterSelect label={T.dateLabel} value={range ? RANGE_CHOICE : filters.duration} choices={dateOptions} minWidth={range ? 230 : 150} onChange={onDateChange} />
        <FilterSelect label={T.domainLabel} value={filters.pluginId} choices={domainChoices} pendingLabel={T.pendingChoice} onChange={(v) => onChange({ ...filters, pluginId: v })} />
        {withStatus && (
          <FilterSelect
            label={T.statusLabel}
            value={String(filters.status)}
            choices={statusChoices()}
            minWidth={200}
            onChange={(v) => onChange({ ...filters, status: Number(v) as 0 | ChatStatus })}
          />
        )}
        {agentChoices && (
          <FilterSelect label={T.agentLabel} value={filters.agentId} choices={agentChoices} pendingLabel={T.pendingChoice} onChange={(v) => onChange({ ...filters, agentId: v })} />
        )}
        <Button type="button" variant="outlined" onClick={onClear}>
          {T.clear}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={searching}
          startIcon={searching ? <CircularProgress size={16} color="inherit" aria-label={T.searching} /> : undefined}
        >
          {T.search}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <FilterSelect label={T.sortLabel} value={order} choices={sortChoices()} onChange={(v) => onOrderChange(v === 'ASC' ? 'ASC' : 'DESC')} />
      </Stack>
    </Box>
  );
}
