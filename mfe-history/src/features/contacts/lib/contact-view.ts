// How a contact reads in the list (spec 001 §2, §9).
import type { Contact } from 'shared-kernel/contracts';
import { CONTACTS_TEXTS as T } from '../texts';

/** Last Seen: the timestamp without its last 8 characters, T replaced by a space. */
export function lastSeenText(lastSeen: string | null | undefined): string {
  if (!lastSeen) return '';
  return lastSeen.slice(0, -8).replace('T', ' ');
}

export function fullName(contact: Pick<Contact, 'firstName' | 'lastName'>): string {
  return [contact.firstName, contact.lastName].filter((part) => part && part.trim()).join(' ');
}

/** The e-mail, or Guest{guestId} for a contact without one (the link text). */
export function emailOrGuest(contact: Pick<Contact, 'email' | 'guestId'>): string {
  return contact.email?.trim() || T.guest(contact.guestId);
}

/** Who a row is, for the names of its buttons. */
export function contactLabel(contact: Pick<Contact, 'email' | 'guestId' | 'firstName' | 'lastName'>): string {
  return contact.email?.trim() || fullName(contact) || T.guest(contact.guestId);
}

export const contactKey = (contact: Contact): string => contact._id;

export const contactHistoryPath = (contact: Pick<Contact, '_id'>): string => `/contact-history/${encodeURIComponent(contact._id)}`;
