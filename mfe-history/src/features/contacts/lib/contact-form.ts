// The Edit Contact form's values: from a contact, trimmed for sending, compared with the saved ones.
import type { Contact, UpdateVisitorPayload } from 'shared-kernel/contracts';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const satisfies ReadonlyArray<keyof ContactValues>;

export function valuesOf(contact: Contact): ContactValues {
  return {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    email: contact.email ?? '',
    phoneNumber: contact.phoneNumber ?? '',
  };
}

export function trimmed(values: ContactValues): ContactValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
  };
}

/** Nothing differs from the saved contact once spaces around the values are ignored. */
export function unchanged(contact: Contact, values: ContactValues): boolean {
  const before = trimmed(valuesOf(contact));
  const after = trimmed(values);
  return CONTACT_FIELDS.every((field) => before[field] === after[field]);
}

/** PATCH /visitor/update-visitor body: the four fields plus who the contact is. */
export function updatePayload(contact: Contact, values: ContactValues): UpdateVisitorPayload {
  return { ...trimmed(values), guestId: contact.guestId, visitorId: contact.visitorId ?? '' };
}
