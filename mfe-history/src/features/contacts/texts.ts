// Every user-visible string of the Contacts screen (spec 001 §2, §5, §8), in one place for tests. The words
// are the catalogue's.
import { computed } from 'shared-kernel/i18n-react';
import { MESSAGES } from 'shared-kernel/rules';
import { t, texts } from '../../i18n/catalogue';

export const CONTACTS_TEXTS = texts({
  title: 'contacts.title',
  count: (n: number) => t('contacts.count', { count: n }),
  search: 'contacts.search',
  noMatch: 'contacts.noMatch',
  empty: 'contacts.empty',
  loadFailed: 'contacts.loadFailed',
  retry: 'contacts.retry',
  loadingMore: 'contacts.loadingMore',
  // list
  listLabel: 'contacts.listLabel',
  email: 'contacts.email',
  name: 'contacts.name',
  phone: 'contacts.phone',
  country: 'contacts.country',
  region: 'contacts.region',
  lastSeen: 'contacts.lastSeen',
  actions: 'contacts.actions',
  /** A card's label before its value ('Phone:'). */
  fieldLabel: (label: string) => t('contacts.fieldLabel', { label }),
  guest: (guestId: number) => t('contacts.guest', { guestId }),
  openHistory: (who: string) => t('contacts.openHistory', { who }),
  edit: 'contacts.edit',
  remove: 'contacts.remove',
  editLabel: (who: string) => t('contacts.editLabel', { who }),
  removeLabel: (who: string) => t('contacts.removeLabel', { who }),
  menuLabel: (who: string) => t('contacts.menuLabel', { who }),
  // Edit Contact modal
  editTitle: 'contacts.editTitle',
  firstName: 'contacts.firstName',
  lastName: 'contacts.lastName',
  phoneField: 'contacts.phoneField',
  save: 'contacts.save',
  cancel: 'contacts.cancel',
  // The server's rule text (shared-kernel/rules): English for now.
  unchanged: computed(() => MESSAGES.contactUnchanged),
  // Delete Contact modal
  deleteTitle: 'contacts.deleteTitle',
  deleteQuestion: (who: string) => t('contacts.deleteQuestion', { who }),
  deleteConfirm: 'contacts.deleteConfirm',
  // toasts (spec 001 §8; 'something went wrong' in lowercase on the history screens)
  updated: 'contacts.updated',
  deleted: 'contacts.deleted',
  failed: 'contacts.failed',
});
