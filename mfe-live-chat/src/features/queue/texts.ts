// Every user-visible string of the dashboard's Queue card (issue 27), in one place for tests. The words are the
// catalogue's.
import { computed } from 'shared-kernel/i18n-react';
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
  notResponding: 'queue.notResponding',
  loadFailed: 'queue.loadFailed',
});
