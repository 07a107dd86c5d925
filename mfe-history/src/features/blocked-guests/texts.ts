// Every user-visible string of the Blocked Guests screen (spec 001 §2, §8), in one place for tests. The words
// are the catalogue's.
import { t, texts } from '../../i18n/catalogue';

export const BLOCKED_TEXTS = texts({
  title: 'blocked.title',
  count: (n: number) => t('blocked.count', { count: n }),
  empty: 'blocked.empty',
  loadFailed: 'blocked.loadFailed',
  retry: 'blocked.retry',
  listLabel: 'blocked.listLabel',
  ipAddress: 'blocked.ipAddress',
  guestId: 'blocked.guestId',
  blockedDate: 'blocked.blockedDate',
  blockedBy: 'blocked.blockedBy',
  domain: 'blocked.domain',
  actions: 'blocked.actions',
  unblock: 'blocked.unblock',
  guest: (guestId: number) => t('blocked.guest', { guestId }),
  unblockLabel: (guestId: number) => t('blocked.unblockLabel', { guestId }),
  unblocked: 'blocked.unblocked',
  failed: 'blocked.failed',
  /** A card's label before its value ('Domain:'). */
  fieldLabel: (label: string) => t('blocked.fieldLabel', { label }),
});
