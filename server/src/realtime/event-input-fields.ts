import { DATABASE_INT_MAX } from 'shared-kernel/rules';
import { array, boolean, number, string } from 'yup';

// Field shapes of socket payloads (agent-event-inputs.ts, visitor-event-inputs.ts). Types only: each
// handler still answers a missing, null or unknown value with its own message.

export const text = () => string().nullable();
export const count = (name: string) =>
  number()
    .nullable()
    .typeError(`${name} must be a number`)
    .min(0, `${name} must not be negative`)
    .max(DATABASE_INT_MAX, `${name} is too large`);
export const flag = (name: string) => boolean().nullable().typeError(`${name} must be true or false`);
export const texts = (name: string) => array(string()).nullable().typeError(`${name} must be a list`);
