// Every user-visible string of the Canned Messages screen (spec 001 §2, §5, §8), in one place for tests.
// The words are the catalogue's; the field messages are the shared rules' (the server says them too).
import { MESSAGE_MARKERS } from 'shared-kernel/contracts';
import { computed } from 'shared-kernel/i18n-react';
import { MESSAGES } from 'shared-kernel/rules';
import { t, texts } from '../../i18n/catalogue';

export const CANNED_TEXTS = texts({
  title: 'cannedMessages.title',
  count: (n: number) => t('cannedMessages.count', { count: n }),
  shownOf: (shown: number, total: number) => t('cannedMessages.shownOf', { shown, total }),
  search: 'cannedMessages.search',
  add: 'cannedMessages.add',
  empty: 'cannedMessages.empty',
  noMatch: 'cannedMessages.noMatch',
  loadFailed: 'cannedMessages.loadFailed',
  retry: 'cannedMessages.retry',
  // list
  listLabel: 'cannedMessages.listLabel',
  shortcut: 'cannedMessages.shortcut',
  message: 'cannedMessages.message',
  createdBy: 'cannedMessages.createdBy',
  date: 'cannedMessages.date',
  actions: 'cannedMessages.actions',
  edit: (shortCode: string) => t('cannedMessages.edit', { shortCode }),
  remove: (shortCode: string) => t('cannedMessages.remove', { shortCode }),
  hasContactForm: 'cannedMessages.hasContactForm',
  // dialogs
  createTitle: 'cannedMessages.createTitle',
  editTitle: 'cannedMessages.editTitle',
  shortcutHelp: 'cannedMessages.shortcutHelp',
  save: 'cannedMessages.save',
  cancel: 'cannedMessages.cancel',
  shortcutRequired: computed(() => MESSAGES.cannedShortcut),
  messageRequired: computed(() => MESSAGES.cannedMessage),
  shortcutTaken: computed(() => MESSAGES.cannedShortcutTaken),
  contactFormPlaceholder: computed(() => MESSAGE_MARKERS.contactForm),
  contactFormTitle: 'cannedMessages.contactFormTitle',
  contactFormHelp: computed(() => t('cannedMessages.contactFormHelp', { marker: MESSAGE_MARKERS.contactForm })),
  insertContactForm: computed(() => t('cannedMessages.insertContactForm', { marker: MESSAGE_MARKERS.contactForm })),
  deleteTitle: 'cannedMessages.deleteTitle',
  deleteQuestion: (shortCode: string) => t('cannedMessages.deleteQuestion', { shortCode }),
  deleteConfirm: 'cannedMessages.deleteConfirm',
  // toasts (spec 001 §8)
  created: 'cannedMessages.created',
  updated: 'cannedMessages.updated',
  deleted: 'cannedMessages.deleted',
  failed: 'cannedMessages.failed',
});
