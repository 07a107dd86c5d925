// Every user-visible string of this area, in one place for tests.
import type { AreaPath } from './area';

/** Page names, by the path pattern the area owns. */
export const PAGE_NAMES = {
  '/contacts': 'Contacts',
  '/contact-history/:id': 'Contact Details',
  '/conversation-history': 'Conversation History',
  '/chat/*': 'Chat Link',
  '/unattended-chats': 'Unattended Chats',
  '/blocked-visitors': 'Blocked Guests',
} as const satisfies Record<AreaPath, string>;
