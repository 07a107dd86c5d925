// Every user-visible string of the reports' shared parts (filter bar, tabs, CSV button, notices), in one
// place for tests; each screen's own strings live in its feature's texts.ts. The words are the catalogue's.
import type { RangePreset } from '../lib/report-range';
import { MAX_RANGE_DAYS } from '../lib/report-range';
import { computed } from 'shared-kernel/i18n-react';
import { t, texts, type ReportsTextKey } from '../i18n/catalogue';

export const REPORTS_TEXTS = texts({
  title: 'reports.title',
  tabsLabel: 'reports.tabsLabel',
  tabs: { overview: 'reports.tabs.overview', agents: 'reports.tabs.agents', ratings: 'reports.tabs.ratings' },
  filtersLabel: 'reports.filtersLabel',
  range: 'reports.range',
  presets: {
    today: 'reports.presets.today',
    yesterday: 'reports.presets.yesterday',
    'last-7-days': 'reports.presets.last7Days',
    'last-30-days': 'reports.presets.last30Days',
    'last-90-days': 'reports.presets.last90Days',
    custom: 'reports.presets.custom',
  } satisfies Record<RangePreset, ReportsTextKey>,
  from: 'reports.from',
  to: 'reports.to',
  rangeErrors: {
    missing: 'reports.rangeErrors.missing',
    order: 'reports.rangeErrors.order',
    length: computed(() => t('reports.rangeErrors.length', { days: MAX_RANGE_DAYS })),
  },
  domain: 'reports.domain',
  allDomains: 'reports.allDomains',
  department: 'reports.department',
  allDepartments: 'reports.allDepartments',
  agent: 'reports.agent',
  allAgents: 'reports.allAgents',
  /** Shown under the filters: the dates the figures are for. */
  rangeSummary: (from: string, to: string) => (from === to ? t('reports.rangeSummary.oneDay', { day: from }) : t('reports.rangeSummary.days', { from, to })),
  downloadCsv: 'reports.downloadCsv',
  downloadingCsv: 'reports.downloadingCsv',
  downloadFailed: 'reports.downloadFailed',
  forbidden: 'reports.forbidden',
  failed: 'reports.failed',
  showTable: 'reports.showTable',
  showChart: 'reports.showChart',
});
