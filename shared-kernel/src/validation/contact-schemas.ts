// Contact edit (spec 001 §5), guest contact in the dashboard (spec 000 §5) and the payment request (spec 000 §5).
import { number, object, string, type InferType } from 'yup';
import { PAYMENT_AMOUNT_MAX } from 'shared-kernel/rules';
import { messageOf } from './messages';
import { optionalEmailRule, optionalNameRule, optionalPhoneRule } from './rules';

/** Edit Contact modal: every field optional, checked when given. */
export const contactSchema = object({
  firstName: optionalNameRule(messageOf('contactFirstName')),
  lastName: optionalNameRule(messageOf('contactLastName')),
  email: optionalEmailRule(messageOf('contactEmail')),
  phoneNumber: optionalPhoneRule(messageOf('contactPhone')),
});

/** Guest Info panel of the dashboard: email and phone optional. */
export const guestContactSchema = object({
  firstName: string().trim(),
  lastName: string().trim(),
  email: optionalEmailRule(messageOf('guestEmail')),
  phoneNumber: optionalPhoneRule(messageOf('guestPhone')),
});

/** Request-payment dialog; the tests are exclusive so each bad input gets exactly one message. */
export const paymentRequestSchema = object({
  amount: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value,
    )
    .typeError(messageOf('amountNumber'))
    .required(messageOf('amountRequired'))
    .moreThan(0, messageOf('amountPositive'))
    .max(PAYMENT_AMOUNT_MAX, messageOf('amountMax')),
  description: string()
    .required(messageOf('descriptionRequired'))
    .test('not-only-spaces', messageOf('descriptionSpaces'), (value) => !value || value.trim().length > 0)
    .test('min-trimmed', messageOf('descriptionMin'), (value) => {
      const trimmed = (value ?? '').trim();
      return trimmed.length === 0 || trimmed.length >= 10;
    }),
});

export type ContactForm = InferType<typeof contactSchema>;
export type GuestContactForm = InferType<typeof guestContactSchema>;
export type PaymentRequestForm = InferType<typeof paymentRequestSchema>;
