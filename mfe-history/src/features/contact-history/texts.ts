// Every user-visible string of the Contact history screen (spec 001 §2, §4, §8), in one place for tests.
export const CONTACT_HISTORY_TEXTS = {
  title: 'Contacts',
  breadcrumb: 'Breadcrumb',
  contacts: 'Contacts',
  details: 'Contact Details',
  guest: (guestId: number) => `Guest${guestId}`,
  guestCard: 'Guest details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  url: 'URL',
  location: 'Location',
  /** Opened from a pasted link or bookmark: the list is where the guest's details come from. */
  noDetails: 'Open this contact from the Contacts list to see their details.',
  sessionCount: (n: number) => (n === 1 ? '1 past chat session' : `${n} past chat sessions`),
  sessions: 'Past chat sessions',
  empty: 'The conversation with the contact will be displayed here',
  loadFailed: 'Could not load the data from the API.',
  retry: 'Retry',
  sessionMessages: (reason: string, start: string) => `Messages of the session ${reason}, ${start}`,
  noMessages: 'No messages in this session',
  failed: 'something went wrong',
} as const;
