// Every validation message of both specs' §5, word for word (odd spellings included).
// Entries marked "not in the spec" cover server-side checks the spec only shows as disabled buttons.
// English is what the server answers in; a console reads MESSAGES in its language (validation-texts).
import { AUTO_LOCALE, LOCALES } from '../i18n/locales';

/** Not in the spec (issue 37): a language setting that is none of ours. */
export const LANGUAGE_MESSAGE = `language must be ${AUTO_LOCALE} or one of ${LOCALES.join(', ')}`;

const STRONG_PASSWORD_LONG =
  'At least 8 characters, including at least one uppercase letter, one lowercase letter, one number, and one special character. Please note that an underscore (_) is not considered a special character.';
const STRONG_PASSWORD_SHORT = '8 or more characters with atleast 1 capital and small letter, 1 number and 1 special character';

export const ENGLISH_MESSAGES = {
  // login and sign-up (001 §5)
  loginEmail: 'Please provide valid email',
  loginPassword: STRONG_PASSWORD_LONG,
  signupEmail: 'Please provide valid email',
  signupPassword: STRONG_PASSWORD_LONG,
  signupName: 'Name must have 3 to 20 characters',
  signupWebsite: 'Provide valid url like http(s)://{host}',
  signupPhone: 'Provide a valid phone',
  passwordMismatch: 'Password does not match',
  // profile and passwords
  profileFullName: 'Full Name must be between 3 to 20 characters',
  passwordRule: STRONG_PASSWORD_SHORT,
  samePassword: 'New password is same as present password',
  resetEmail: 'Please enter a valid email',
  forgotEmail: 'Provide a valid email',
  /** Not in the spec: activation code of 4 digits. */
  otp: 'Please enter the 4 digit code',
  // widgets
  widgetEmail: 'Please provide valid email',
  widgetEmailsRequired: 'Please provide at least one email',
  /** Not in the spec (button disabled without it). */
  widgetNameRequired: 'Widget name cannot be empty',
  widgetLanguage: LANGUAGE_MESSAGE,
  /** Issue 37: a staff member's language (My Account). */
  language: LANGUAGE_MESSAGE,
  /** Not in the spec (button disabled without it). */
  domainRequired: 'Domain cannot be empty',
  /** Not in the spec: what is left after cleaning must be a host name. */
  domainInvalid: 'Provide a valid domain like example.com',
  /** Not in the spec: one widget per domain and account. */
  domainTaken: 'A widget for this domain already exists',
  /** Not in the spec: widget colours are #RRGGBB. */
  widgetColor: 'Colour must be a hex code like #6495ED',
  /** Issue 37: one language's override of a widget text. */
  widgetTextLength: 'A text for one language can have at most 1,000 characters',
  /** Issue 37: the overrides' shape (hostile keys such as __proto__ included). */
  widgetTextsShape: 'Texts by language take only the languages en, es, de, fr, pt-BR, ar, each with buttonText, onlineText, offlineText or requestEmailMessage',
  // canned messages
  cannedShortcut: 'Shortcut cannot be empty',
  cannedMessage: 'Message cannot be empty',
  /** Not in the spec: a shortcut picks one message. */
  cannedShortcutTaken: 'This shortcut is already used by another canned message',
  // auto messages (not in the spec: save disabled while empty)
  autoTitle: 'Title cannot be empty',
  autoMessage: 'Message cannot be empty',
  autoTimer: 'Timer must be a whole number of seconds, at least 1',
  /** Not in the spec: a bound the database can store. */
  autoTimerMax: 'Timer must be at most 86,400 seconds (a day)',
  autoPagePath: 'Page path must start with /',
  autoDomain: 'Please select a domain',
  // agents and departments
  agentEmail: 'Please provide a valid email',
  agentPassword: STRONG_PASSWORD_SHORT,
  agentName: 'Name must have 3 to 20 characters',
  shiftHours: 'Hour must be between 00 and 23',
  shiftMinutes: 'Minutes must be between 00 and 59',
  /** Not in the spec (save disabled when empty). */
  departmentName: 'Department name cannot be empty',
  // contacts (001 §5)
  contactEmail: 'Please provide a valid email',
  contactPhone: 'Please provide a valid phone number',
  contactFirstName: 'First name must have 3 to 20 characters',
  /** The spec uses the same text for the last name. */
  contactLastName: 'First name must have 3 to 20 characters',
  contactUnchanged: 'No field has been updated',
  // guest contact in the dashboard (000 §5)
  guestEmail: 'Please provide valid email',
  guestPhone: 'Please provide valid phone number',
  guestFallback: 'Please provide valid details',
  // request payment (000 §5)
  amountRequired: 'Amount is required',
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be greater than zero',
  /** Not in the spec: a bound the database and card processors can take. */
  amountMax: 'Amount must be at most 999,999.99',
  descriptionRequired: 'Description is required',
  descriptionSpaces: 'Description cannot be only spaces',
  descriptionMin: 'Description must be at least 10 characters',
  // chat input (000 §5)
  noMatch: 'No match found',
} as const;

export type MessageKey = keyof typeof ENGLISH_MESSAGES;

type MessageSource = (key: MessageKey) => string;
let source: MessageSource | null = null;

/** Where MESSAGES read their words: a console's catalogue of the current language. The server sets none. */
export function setMessageSource(next: MessageSource | null): void {
  source = next;
}

const KEYS = Object.keys(ENGLISH_MESSAGES) as MessageKey[];

/** The messages, each read anew: English, or the language of the catalogue set last. */
export const MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(KEYS.map((key) => [key, { enumerable: true, get: () => (source ? source(key) : ENGLISH_MESSAGES[key]) }])),
) as { readonly [K in MessageKey]: string };

const KEY_OF_ENGLISH = new Map<string, MessageKey>(KEYS.map((key) => [ENGLISH_MESSAGES[key], key]));

/** A text the server answered with: in the console's language when it is one of the messages, else as it came. */
export function localizeMessage(text: string): string {
  const key = KEY_OF_ENGLISH.get(text);
  return key ? MESSAGES[key] : text;
}

/** A message as yup takes it: read when a value is checked, so a schema made once speaks the language of that moment. */
export const messageOf =
  (key: MessageKey): (() => string) =>
  () =>
    MESSAGES[key];
