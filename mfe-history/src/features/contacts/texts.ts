// Every user-visible string of the Contacts screen (spec 001 §2, §5, §8), in one place for tests.
import { MESSAGES } from 'shared-kernel/rules';

export const CONTACTS_TEXTS = {
  title: 'Contacts',
  count: (n: number) => (n === 1 ? '1 contact' : `${n} contacts`),
  search: 'Search by email, first name and last name',
  noMatch: 'No contact found',
  empty: 'Your Contacts will be displayed here',
  loadFailed: 'Could not load the data from the API.',
  retry: 'Retry',
  loadingMore: 'Loading more contacts',
  // list
  listLabel: 'Contacts',
  email: 'Email',
  name: 'Name',
  phone: 'Phone',
  country: 'Country',
  region: 'Region',
  lastSeen: 'Last Seen',
  actions: 'Actions',
  guest: (guestId: number) => `Guest${guestId}`,
  openHistory: (who: string) => `Open the history of ${who}`,
  edit: 'Edit',
  remove: 'Delete',
  editLabel: (who: string) => `Edit contact ${who}`,
  removeLabel: (who: string) => `Delete contact ${who}`,
  menuLabel: (who: string) => `Actions for contact ${who}`,
  // Edit Contact modal
  editTitle: 'Edit Contact',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneField: 'Phone',
  save: 'Save',
  cancel: 'Cancel',
  unchanged: MESSAGES.contactUnchanged,
  // Delete Contact modal
  deleteTitle: 'Delete Contact',
  deleteQuestion: (who: string) => `Delete the contact ${who}? Their name, e-mail and phone are erased; their chats stay in the history.`,
  deleteConfirm: 'Delete',
  // toasts (spec 001 §8; 'something went wrong' in lowercase on the history screens)
  updated: 'The contact has been successfully updated',
  deleted: 'The contact has been successfully deleted',
  failed: 'something went wrong',
} as const;
