// What the guest card shows (spec 001 §2), and the contact passed by the Contacts list.
import type { Contact } from 'shared-kernel/contracts';
import { CONTACT_HISTORY_TEXTS as T } from '../texts';

/** Name: the first name, or Guest{guestId}. */
export function guestName(contact: Pick<Contact, 'firstName' | 'guestId'>): string {
  return contact.firstName?.trim() || T.guest(contact.guestId);
}

/** A page URL without its protocol, www., query string and fragment. */
export function trimmedPage(url: string | null | undefined): string {
  return (url ?? '')
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '');
}

/** The last viewed page, trimmed. */
export function lastPage(contact: Pick<Contact, 'visitorDetails'>): string {
  const viewing = contact.visitorDetails?.viewing;
  return Array.isArray(viewing) && viewing.length > 0 ? trimmedPage(viewing[viewing.length - 1]) : '';
}

/** The contact from the navigation state, when it is the one the path names. */
export function contactFromState(state: unknown, id: string): Contact | null {
  const contact = (state as { contact?: unknown } | null)?.contact as Contact | undefined;
  if (!contact || typeof contact !== 'object' || contact._id !== id || typeof contact.guestId !== 'number') return null;
  return contact;
}
