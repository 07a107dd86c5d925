// Every user-visible string of the dashboard's Queue card (issue 27), in one place for tests.
import { ROUTING_TEXTS } from 'shared-kernel/queue';

export const QUEUE_TEXTS = {
  title: 'Queue',
  departments: 'Queues by department',
  empty: 'No guests waiting',
  waiting: (length: number) => `${length} waiting`,
  longestWait: 'Longest wait',
  /** A department nobody waits in. */
  noWait: '—',
  /** Accessible text of the clock, e.g. 'Longest wait 2:05'. */
  longestWaitLabel: (clock: string) => `Longest wait ${clock}`,
  agents: "Agents' load",
  load: (load: number, limit: number | null) => `${load} / ${limit === null ? 'no limit' : limit}`,
  loadLabel: (load: number, limit: number | null) => (limit === null ? `${load} chats, no limit` : `${load} of ${limit} chats`),
  offline: 'Offline',
  notResponding: ROUTING_TEXTS.notResponding,
  loadFailed: 'The queue could not be loaded.',
} as const;
