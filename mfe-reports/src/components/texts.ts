// Every user-visible string of the reports' shared parts (filter bar, tabs, CSV button, notices), in one
// place for tests; each screen's own strings live in its feature's texts.ts.
import type { RangePreset } from '../lib/report-range';
import { MAX_RANGE_DAYS } from '../lib/report-range';

export const REPORTS_TEXTS = {
  title: 'Reports',
  tabsLabel: 'Reports',
  tabs: { overview: 'Overview', agents: 'Agents', ratings: 'Ratings' },
  filtersLabel: 'Report filters',
  range: 'Range',
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    'last-7-days': 'Last 7 days',
    'last-30-days': 'Last 30 days',
    'last-90-days': 'Last 90 days',
    custom: 'Custom',
  } satisfies Record<RangePreset, string>,
  from: 'From',
  to: 'To',
  rangeErrors: {
    missing: 'Enter both dates',
    order: 'The start date must not be after the end date',
    length: `The range can be at most ${MAX_RANGE_DAYS} days`,
  },
  domain: 'Domain',
  allDomains: 'All domains',
  department: 'Department',
  allDepartments: 'All departments',
  agent: 'Agent',
  allAgents: 'All agents',
  /** Shown under the filters: the dates the figures are for. */
  rangeSummary: (from: string, to: string) => (from === to ? `Figures for ${from}` : `Figures from ${from} to ${to}`),
  downloadCsv: 'Download CSV',
  downloadingCsv: 'Downloading…',
  downloadFailed: 'The CSV file could not be downloaded',
  forbidden: 'Reports are for the admins, co-admins and managers of the account.',
  failed: 'Something went wrong',
  showTable: 'Show as table',
  showChart: 'Show as chart',
} as const;
