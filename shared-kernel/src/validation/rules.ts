// Reusable yup field rules; each takes the exact message it reports (or a function reading it when checked).
import { string, type Message } from 'yup';
import { LIMITS } from '../contracts/limits';
import { PATTERNS } from './patterns';

const { min: NAME_MIN, max: NAME_MAX } = LIMITS.NAME;

export const emailRule = (message: Message) => string().trim().required(message).matches(PATTERNS.email, message);

/** Empty is fine; anything typed must be an email. */
export const optionalEmailRule = (message: Message) =>
  string().trim().matches(PATTERNS.email, { message, excludeEmptyString: true });

export const optionalPhoneRule = (message: Message) =>
  string().trim().matches(PATTERNS.phone, { message, excludeEmptyString: true });

export const strongPasswordRule = (message: Message) => string().required(message).matches(PATTERNS.password, message);

export const nameRule = (message: Message) => string().trim().required(message).min(NAME_MIN, message).max(NAME_MAX, message);

/** 3 to 20 characters when filled. */
export const optionalNameRule = (message: Message) =>
  string()
    .trim()
    .test('name-length', message, (value) => !value || (value.length >= NAME_MIN && value.length <= NAME_MAX));

export const requiredTextRule = (message: Message) => string().trim().required(message);
