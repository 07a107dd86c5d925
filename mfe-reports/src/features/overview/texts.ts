// Every user-visible string of the Overview report, in one place for tests. The words are the catalogue's.
import { computed, weekdayNames } from 'shared-kernel/i18n-react';
import { t, texts } from '../../i18n/catalogue';

export const OVERVIEW_TEXTS = texts({
  title: 'overview.title',
  figuresLabel: 'overview.figuresLabel',
  totalChats: 'overview.totalChats',
  missedChats: 'overview.missedChats',
  offlineMessages: 'overview.offlineMessages',
  timeToAccept: 'overview.timeToAccept',
  firstResponse: 'overview.firstResponse',
  chatDuration: 'overview.chatDuration',
  satisfaction: 'overview.satisfaction',
  median: 'overview.median',
  p90: (value: string) => t('overview.p90', { value }),
  rated: (count: string) => t('overview.rated', { count }),
  seriesTitle: { day: 'overview.seriesTitle.day', hour: 'overview.seriesTitle.hour' },
  seriesColumns: { day: 'overview.seriesColumns.day', hour: 'overview.seriesColumns.hour', chats: 'overview.seriesColumns.chats' },
  heatTitle: 'overview.heatTitle',
  heatCorner: 'overview.heatCorner',
  /** Monday first, in the console's language. */
  weekdays: computed(() => weekdayNames('long')),
  weekdaysShort: computed(() => weekdayNames('short')),
  heatCell: (weekday: string, hour: string, chats: number) => t('overview.heatCell', { weekday, hour, chats }),
  noChats: 'overview.noChats',
});
