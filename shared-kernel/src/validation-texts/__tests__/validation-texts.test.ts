// Issue 37: validation messages in the console's language. en.json (the translators' source) says exactly what
// the rules' English says; once a language is loaded, MESSAGES and a schema made before read it; the server's
// English is what stays when no catalogue was ever loaded.
import { ENGLISH_MESSAGES, MESSAGES, setMessageSource, type MessageKey } from 'shared-kernel/rules';
import { errorMessage } from 'shared-kernel/http';
import { loginSchema, validateWith } from 'shared-kernel/validation';
import { LOCALES } from 'shared-kernel/i18n';
import { createValidationCatalogue } from '../catalogue';
import en from '../i18n/en.json';
import de from '../i18n/de.json';

/** A compiled message as it reads with no values ("{host}" shown as itself). */
const textOf = (message: unknown) => (typeof message === 'function' ? (message as (values: object) => string)({ host: '{host}' }) : message);

afterEach(() => setMessageSource(null));

it('en.json holds the rules English, key for key and word for word', () => {
  const catalogue = en as unknown as Record<string, unknown>;
  expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ENGLISH_MESSAGES).sort());
  for (const key of Object.keys(ENGLISH_MESSAGES) as MessageKey[]) expect([key, textOf(catalogue[key])]).toEqual([key, ENGLISH_MESSAGES[key]]);
});

it('reads English until a catalogue has loaded a language', () => {
  expect(MESSAGES.loginEmail).toBe('Please provide valid email');
  expect({ ...MESSAGES }).toEqual(ENGLISH_MESSAGES);
});

it('speaks German once loaded, in MESSAGES and in a schema made at start-up, and English again after', async () => {
  const catalogue = createValidationCatalogue();
  await expect(catalogue.load('de')).resolves.toBe('de');
  const german = de as unknown as Record<string, unknown>;
  expect(MESSAGES.loginEmail).toBe(german.loginEmail);
  expect(MESSAGES.loginEmail).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
  expect(MESSAGES.signupWebsite).toBe('Geben Sie eine gültige URL wie http(s)://{host} an');
  const checked = await validateWith(loginSchema, { email: 'not an email', password: 'x' });
  expect(checked.ok).toBe(false);
  expect(checked.ok ? null : checked.errors.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');

  // The server answers in English: one of the messages reaches the console in German, any other text as it came.
  expect(errorMessage({ statusCode: 409, message: ENGLISH_MESSAGES.domainTaken }, 'fallback')).toBe('Für diese Domain gibt es bereits ein Widget');
  expect(errorMessage({ statusCode: 404, message: 'Chat not found' }, 'fallback')).toBe('Chat not found');

  await catalogue.load('en');
  expect(MESSAGES.loginEmail).toBe('Please provide valid email');
  expect(errorMessage({ statusCode: 409, message: ENGLISH_MESSAGES.domainTaken }, 'fallback')).toBe(ENGLISH_MESSAGES.domainTaken);
});

it.each(LOCALES.filter((locale) => locale !== 'en'))('%s: every message translated, none left in English but the language codes', async (locale) => {
  const catalogue = createValidationCatalogue();
  await catalogue.load(locale);
  const untranslated = (Object.keys(ENGLISH_MESSAGES) as MessageKey[]).filter((key) => MESSAGES[key] === ENGLISH_MESSAGES[key]);
  expect(untranslated.sort()).toEqual(['language', 'widgetLanguage']);
});
