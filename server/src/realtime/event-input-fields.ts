import { DATABASE_INT_MAX } from 'shared-kernel/rules';
import { array, boolean, number, string } from 'yup';
import { fixedText } from '../http/valued-text';

// Field shapes of socket payloads (agent-event-inputs.ts, visitor-event-inputs.ts). Types only: each
// handler still answers a missing, null or unknown value with its own message.

export const text = () => string().nullable();
// The messages are fixed texts of the error catalogue (one per field, made when the schemas are: http/valued-text.ts).
export const count = (name: string) =>
  number()
    .nullable()
    .typeError(fixedText('{name} must be a number', { name }))
    .min(0, fixedText('{name} must not be negative', { name }))
    .max(DATABASE_INT_MAX, fixedText('{name} is too large', { name }));
export const flag = (name: string) => boolean().nullable().typeError(fixedText('{name} must be true or false', { name }));
export const texts = (name: string) => array(string()).nullable().typeError(fixedText('{name} must be a list', { name }));
