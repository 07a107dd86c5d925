// Every user-visible string of the Contact history screen (spec 001 §2, §4, §8), in one place for tests. The
// words are the catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const CONTACT_HISTORY_TEXTS = texts({
  title: 'contactHistory.title',
  breadcrumb: 'contactHistory.breadcrumb',
  contacts: 'contactHistory.contacts',
  details: 'contactHistory.details',
  guest: (guestId: number) => t('contactHistory.guest', { guestId }),
  guestCard: 'contactHistory.guestCard',
  name: 'contactHistory.name',
  email: 'contactHistory.email',
  phone: 'contactHistory.phone',
  url: 'contactHistory.url',
  location: 'contactHistory.location',
  cardLoading: 'contactHistory.cardLoading',
  /** The id is no contact of this account (deleted, or another account's). */
  noDetails: 'contactHistory.noDetails',
  sessionCount: (n: number) => t('contactHistory.sessionCount', { count: n }),
  sessions: 'contactHistory.sessions',
  empty: 'contactHistory.empty',
  loadFailed: 'contactHistory.loadFailed',
  retry: 'contactHistory.retry',
  sessionMessages: (reason: string, start: string) => t('contactHistory.sessionMessages', { reason, start }),
  noMessages: 'contactHistory.noMessages',
  failed: 'contactHistory.failed',
});
