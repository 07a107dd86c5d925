// Every user-visible string of the Ratings report, in one place for tests. The words are the catalogue's.
import type { ChatRatingValue } from 'shared-kernel/contracts';
import { t, texts, type ReportsTextKey } from '../../i18n/catalogue';

export const RATINGS_TEXTS = texts({
  title: 'ratings.title',
  tableLabel: 'ratings.tableLabel',
  columns: {
    rating: 'ratings.columns.rating',
    comment: 'ratings.columns.comment',
    agent: 'ratings.columns.agent',
    domain: 'ratings.columns.domain',
    ended: 'ratings.columns.ended',
    chat: 'ratings.columns.chat',
  },
  values: { good: 'ratings.values.good', bad: 'ratings.values.bad' } satisfies Record<ChatRatingValue, ReportsTextKey>,
  ratedLabel: (value: string) => t('ratings.ratedLabel', { value }),
  noComment: 'ratings.noComment',
  noAgent: 'ratings.noAgent',
  openChat: 'ratings.openChat',
  openChatLabel: (guestId: number) => t('ratings.openChatLabel', { guestId }),
  pagesLabel: 'ratings.pagesLabel',
  previous: 'ratings.previous',
  next: 'ratings.next',
  pageOf: (page: number, pages: number, count: number) => t('ratings.pageOf', { page, pages, count }),
  empty: 'ratings.empty',
});
