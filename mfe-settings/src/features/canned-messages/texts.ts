// Every user-visible string of the Canned Messages screen (spec 001 §2, §5, §8), in one place for tests.
import { MESSAGE_MARKERS } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';

export const CANNED_TEXTS = {
  title: 'Canned Messages',
  count: (n: number) => (n === 1 ? '1 canned message' : `${n} canned messages`),
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  search: 'Search by shortcut',
  add: 'Add Canned Message',
  empty: 'Canned Messages will be displayed here',
  noMatch: 'No match found',
  loadFailed: 'Could not load the data from the API.',
  retry: 'Retry',
  // list
  listLabel: 'Canned messages',
  shortcut: 'Shortcut',
  message: 'Message',
  createdBy: 'Created By',
  date: 'Date',
  actions: 'Actions',
  edit: (shortCode: string) => `Edit canned message ${shortCode}`,
  remove: (shortCode: string) => `Delete canned message ${shortCode}`,
  hasContactForm: 'Contact form',
  // dialogs
  createTitle: 'Add Canned Message',
  editTitle: 'Edit Canned Message',
  shortcutHelp: 'Agents type #shortcut in the chat box to use it. Use no spaces; underscores are allowed (order_status).',
  save: 'Save',
  cancel: 'Cancel',
  shortcutRequired: MESSAGES.cannedShortcut,
  messageRequired: MESSAGES.cannedMessage,
  shortcutTaken: MESSAGES.cannedShortcutTaken,
  contactFormPlaceholder: MESSAGE_MARKERS.contactForm,
  contactFormTitle: 'Ask the guest for their contact details',
  contactFormHelp:
    `Where ${MESSAGE_MARKERS.contactForm} stands in the message, the guest sees a small form for first name, last name, ` +
    'e-mail and phone. Their answers update the contact, and you see them in Guest Info.',
  insertContactForm: `Insert ${MESSAGE_MARKERS.contactForm}`,
  deleteTitle: 'Delete Canned Message',
  deleteQuestion: (shortCode: string) => `Delete the canned message #${shortCode}? Agents will no longer be able to use it.`,
  deleteConfirm: 'Delete',
  // toasts (spec 001 §8)
  created: 'Canned Message successfully created',
  updated: 'Canned Message is successfully updated',
  deleted: 'Canned Message is successfully deleted',
  failed: 'Something went wrong',
} as const;
