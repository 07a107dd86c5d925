// Every user-visible string of the Agents report, in one place for tests. The words are the catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const AGENTS_REPORT_TEXTS = texts({
  title: 'agentsReport.title',
  tableLabel: 'agentsReport.tableLabel',
  columns: {
    agent: 'agentsReport.columns.agent',
    chats: 'agentsReport.columns.chats',
    answered: 'agentsReport.columns.answered',
    firstResponse: 'agentsReport.columns.firstResponse',
    duration: 'agentsReport.columns.duration',
    satisfaction: 'agentsReport.columns.satisfaction',
    online: 'agentsReport.columns.online',
  },
  rated: (count: string) => t('agentsReport.rated', { count }),
  historyLink: (name: string) => t('agentsReport.historyLink', { name }),
  sortBy: 'agentsReport.sortBy',
  empty: 'agentsReport.empty',
});
