// Every user-visible string of the dashboard's Queue card (issue 27), in one place for tests. The words are the
// catalogue's; ROUTING_TEXTS (shared with the server) stay as they are.
import { computed } from 'shared-kernel/i18n-react';
import { ROUTING_TEXTS } from 'shared-kernel/queue';
import { t, texts } from '../../i18n/catalogue';

export const QUEUE_TEXTS = texts({
  title: 'queue.title',
  departments: 'queue.departments',
  empty: 'queue.empty',
  waiting: (length: number) => t('queue.waiting', { count: length }),
  longestWait: 'queue.longestWait',
  /** A department nobody waits in. */
  noWait: computed(() => '—'),
  /** Accessible text of the clock, e.g. 'Longest wait 2:05'. */
  longestWaitLabel: (clock: string) => t('queue.longestWaitLabel', { clock }),
  agents: 'queue.agents',
  load: (load: number, limit: number | null) => (limit === null ? t('queue.loadNoLimit', { load }) : t('queue.load', { load, limit })),
  loadLabel: (load: number, limit: number | null) => (limit === null ? t('queue.loadLabelNoLimit', { load }) : t('queue.loadLabel', { load, limit })),
  offline: 'queue.offline',
  notResponding: computed(() => ROUTING_TEXTS.notResponding),
  loadFailed: 'queue.loadFailed',
});
