// Error texts built with values (issue 37). The thrower names the error catalogue's English template (its key,
// an ICU message with `{placeholders}`, src/http/i18n) and the values; the English answer is formatted from
// that template, exactly the text it replaces, and a translation formats the language's template with the same
// values (error-texts.ts). Values are only ever values: a path with `{x}` or `'` in it comes back as sent.
import { compileTexts } from 'shared-kernel/i18n-compile';
import type { MessageValues } from 'shared-kernel/i18n-format';

/** A value of a text: plain, or itself a text of the catalogue ("in 5 minutes"), translated along. */
export type TextValue = string | number | ValuedText;

/** A text with values: the catalogue's template (its key), the values, and the English answer made of them. */
export interface ValuedText {
  readonly template: string;
  readonly values: Readonly<Record<string, TextValue>>;
  readonly english: string;
}

/** A message as a thrower gives it: a fixed text, or a text with values. */
export type ErrorMessage = string | ValuedText;

const englishTemplates = new Map<string, (values?: MessageValues) => string>();

/** `template` formatted in English with `values` (texts among them in English too); compiled once per template. */
function english(template: string, values: Readonly<Record<string, TextValue>>): string {
  let format = englishTemplates.get(template);
  if (!format) {
    format = compileTexts('en', { [template]: template })[template];
    englishTemplates.set(template, format);
  }
  return format(plainValues(values, (value) => value.english));
}

/** The values with each text among them made a string by `say` (English, or a language's translation). */
export function plainValues(values: Readonly<Record<string, TextValue>>, say: (text: ValuedText) => string): MessageValues {
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) plain[name] = typeof value === 'object' ? say(value) : value;
  return plain;
}

/**
 * A text with values, for an answer made when it is thrown: `badRequest(text('The field {field} is too long', { field }))`.
 * `template` must be a key of src/http/i18n/en.json, written here in quotes (the catalogue check finds it so).
 */
export function text(template: string, values: Readonly<Record<string, TextValue>>): ValuedText {
  return { template, values, english: english(template, values) };
}

/** Texts made once from constants (limits in a schema's messages), by their English: found as they are thrown. */
const fixedTexts = new Map<string, ValuedText>();
/** Bound on those: they are made from constants, so a few dozen; anything past it simply stays English. */
const MAX_FIXED_TEXTS = 500;

/**
 * A text made once from constants, as a plain string wherever one is wanted (a yup message, a `*_MESSAGES`
 * object): its English, remembered with its template, so the answer that carries it is translated as well.
 */
export function fixedText(template: string, values: Readonly<Record<string, TextValue>>): string {
  const made = text(template, values);
  if (fixedTexts.size < MAX_FIXED_TEXTS && !fixedTexts.has(made.english)) fixedTexts.set(made.english, made);
  return made.english;
}

/** The text with values a fixed English message was made from (fixedText), if any. */
export const fixedTextOf = (message: string): ValuedText | undefined => fixedTexts.get(message);

/** The English of a message. */
export const englishOf = (message: ErrorMessage): string => (typeof message === 'string' ? message : message.english);

/** Where an answer keeps the text with values its message was made from: not enumerable, never sent. */
const TEXT = Symbol('valued text');

/**
 * `answer` with `message` (its English), keeping the text with values it was made from for the step that puts
 * the answer in the caller's language (the error handler's hook, a console socket's acks).
 */
export function withMessage<T extends object>(answer: T, message: ErrorMessage): Omit<T, 'message'> & { message: string } {
  const made = { ...answer, message: englishOf(message) };
  if (typeof message !== 'string') Object.defineProperty(made, TEXT, { value: message, enumerable: false });
  return made;
}

/** A socket refusal `{ ok: false, message }` of a fixed text or a text with values. */
export const refusal = (message: ErrorMessage): { ok: false; message: string } => withMessage({ ok: false as const }, message);

/** An answer's message as it was made: its text with values while `message` is still that text's English, else `message`. */
export function messageOf(answer: object): ErrorMessage | undefined {
  const { message } = answer as { message?: unknown };
  if (typeof message !== 'string') return undefined;
  const made = (answer as { [TEXT]?: ValuedText })[TEXT];
  return made && made.english === message ? made : message;
}
