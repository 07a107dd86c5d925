// The guest's contact form (a canned message's [contact-form] placeholder): the Contact rules of spec 001 §5,
// checked without yup so the widget stays small; the server checks the same with contactSchema.
import { LIMITS } from 'shared-kernel/contracts';
import { PATTERNS } from './patterns';
import { MESSAGES } from './messages';

export interface ContactFormFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const satisfies ReadonlyArray<keyof ContactFormFields>;

const nameOk = (value: string) => !value || (value.length >= LIMITS.NAME.min && value.length <= LIMITS.NAME.max);

/** Each field's message when it breaks its rule (every field optional, checked when filled). */
export function contactFormErrors(fields: ContactFormFields): Partial<Record<keyof ContactFormFields, string>> {
  const errors: Partial<Record<keyof ContactFormFields, string>> = {};
  const value = (key: keyof ContactFormFields) => (fields[key] ?? '').trim();
  if (!nameOk(value('firstName'))) errors.firstName = MESSAGES.contactFirstName;
  if (!nameOk(value('lastName'))) errors.lastName = MESSAGES.contactLastName;
  if (value('email') && !PATTERNS.email.test(value('email'))) errors.email = MESSAGES.contactEmail;
  if (value('phoneNumber') && !PATTERNS.phone.test(value('phoneNumber'))) errors.phoneNumber = MESSAGES.contactPhone;
  return errors;
}
