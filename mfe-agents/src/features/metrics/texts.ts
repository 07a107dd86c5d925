// Every user-visible string of the Agent Metrics dialog (spec 001 §2, §3, §8), in one place for tests.
import type { MetricsDuration } from 'shared-kernel/contracts';

export type MetricsView = 'summary' | 'chats';

export const METRICS_TEXTS = {
  title: (name: string) => `Agent Metrics: ${name}`,
  close: 'Close',
  durationLabel: 'Duration',
  durations: { today: 'Today', 'last-7-days': 'Last 7 days', 'last-month': 'Last month' } satisfies Record<MetricsDuration, string>,
  viewLabel: 'Metrics view',
  views: { summary: 'Domain summary', chats: 'Chat-wise' } satisfies Record<MetricsView, string>,
  loading: 'Loading metrics…',
  empty: 'No Record Found',
  failed: 'Something went wrong',
  // domain summary
  summaryLabel: 'Metrics per domain',
  domain: 'Domain',
  accepted: 'Accepted chats',
  responded: 'Responded chats',
  averageResponse: 'Average response time',
  proactive: 'Proactive chats',
  // chat-wise
  chatsLabel: 'Metrics per chat',
  chat: 'Chat',
  messages: 'Messages',
  timeSpent: 'Time spent',
  responseTime: 'Response time',
  waitTime: 'Wait time',
  ended: 'Ended',
  yes: 'Yes',
  no: 'No',
  notAnswered: 'Not answered',
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total} chats`,
  showMore: 'Show more chats',
  // chart
  chartTitle: 'Average response time per domain',
  chartLabel: (items: ReadonlyArray<{ domain: string; time: string }>) =>
    `Average response time per domain: ${items.map((item) => `${item.domain} ${item.time}`).join('; ')}`,
} as const;
