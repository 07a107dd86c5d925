import { Link } from 'shared-kernel/mui';
import { Link as RouterLink } from 'shared-kernel/routing';
import type { Contact } from 'shared-kernel/contracts';
import { contactHistoryPath, contactLabel, emailOrGuest } from '../lib/contact-view';
import { CONTACTS_TEXTS as T } from '../texts';

/** The e-mail (or Guest{guestId}) opening the contact's history, with the contact as navigation state. */
export function ContactEmailLink({ contact }: { contact: Contact }) {
  return (
    <Link
      component={RouterLink}
      to={contactHistoryPath(contact)}
      state={{ contact }}
      aria-label={T.openHistory(contactLabel(contact))}
      sx={{ fontWeight: 600, wordBreak: 'break-all' }}
    >
      {emailOrGuest(contact)}
    </Link>
  );
}
