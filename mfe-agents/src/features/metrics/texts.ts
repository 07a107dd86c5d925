// Every user-visible string of the Agent Metrics dialog (spec 001 §2, §3, §8), in one place for tests. The
// words are the catalogue's.
import type { MetricsDuration } from 'shared-kernel/contracts';
import { t, texts, type AgentsTextKey } from '../../i18n/catalogue';

export type MetricsView = 'summary' | 'chats';

export const METRICS_TEXTS = texts({
  title: (name: string) => t('metrics.title', { name }),
  close: 'metrics.close',
  durationLabel: 'metrics.durationLabel',
  durations: {
    today: 'metrics.durations.today',
    'last-7-days': 'metrics.durations.last7Days',
    'last-month': 'metrics.durations.lastMonth',
  } satisfies Record<MetricsDuration, AgentsTextKey>,
  viewLabel: 'metrics.viewLabel',
  views: { summary: 'metrics.views.summary', chats: 'metrics.views.chats' } satisfies Record<MetricsView, AgentsTextKey>,
  loading: 'metrics.loading',
  empty: 'metrics.empty',
  failed: 'metrics.failed',
  // domain summary
  summaryLabel: 'metrics.summaryLabel',
  domain: 'metrics.domain',
  accepted: 'metrics.accepted',
  responded: 'metrics.responded',
  averageResponse: 'metrics.averageResponse',
  proactive: 'metrics.proactive',
  // chat-wise
  chatsLabel: 'metrics.chatsLabel',
  chat: 'metrics.chat',
  messages: 'metrics.messages',
  timeSpent: 'metrics.timeSpent',
  responseTime: 'metrics.responseTime',
  waitTime: 'metrics.waitTime',
  ended: 'metrics.ended',
  yes: 'metrics.yes',
  no: 'metrics.no',
  notAnswered: 'metrics.notAnswered',
  shownOf: (shown: number, total: number) => t('metrics.shownOf', { shown, total }),
  showMore: 'metrics.showMore',
  // chart
  chartTitle: 'metrics.chartTitle',
  chartLabel: (items: ReadonlyArray<{ domain: string; time: string }>) =>
    t('metrics.chartLabel', { items: items.map((item) => `${item.domain} ${item.time}`).join('; ') }),
});
