// Widgets, canned messages and auto messages (spec 001 §5).
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { DAYS } from '../contracts/entities/common';
import { MESSAGES } from './messages';
import { PATTERNS } from './patterns';
import { emailRule, requiredTextRule } from './rules';
import { cleanDomain } from './text-helpers';

/** One notification e-mail typed into the widget editor. */
export const notificationEmailSchema = emailRule(MESSAGES.widgetEmail);

const slotSchema = object({
  day: string().oneOf([...DAYS]).required(),
  from: string().nullable().defined(),
  to: string().nullable().defined(),
});

/**
 * Widget create/update body. Name and domain are required; the domain is cleaned before it is checked;
 * at least one valid notification e-mail. Nested settings are checked for shape when present.
 */
export const widgetSchema = object({
  widgetName: requiredTextRule(MESSAGES.widgetNameRequired),
  domain: string()
    .transform((value: unknown) => (typeof value === 'string' ? cleanDomain(value) : value))
    .required(MESSAGES.domainRequired),
  notificationEmailIds: array()
    .of(string().trim().required(MESSAGES.widgetEmail).matches(PATTERNS.email, MESSAGES.widgetEmail))
    .required(MESSAGES.widgetEmailsRequired)
    .min(1, MESSAGES.widgetEmailsRequired),
  widgetStyle: object({
    backgroundColor: string(),
    textColor: string(),
    buttonLocation: string().oneOf(['bottom-right', 'bottom-left']),
  }).default(undefined),
  chatButton: object({
    buttonText: string(),
    enableTextOnButton: mixed<0 | 1>().oneOf([0, 1]),
  }).default(undefined),
  slots: array().of(slotSchema).max(7),
  department: array().of(string().required()).nullable(),
  requestEmailId: object({
    enableRequestEmailId: boolean(),
    message: string(),
    showAt: string().oneOf(['at_start', 'after_chat_starts']),
  }).default(undefined),
  emailTranscript: boolean(),
  chatPopupWelcomeMessage: object({ online: string(), offline: string() }).default(undefined),
});

export const cannedMessageSchema = object({
  shortCode: requiredTextRule(MESSAGES.cannedShortcut),
  message: requiredTextRule(MESSAGES.cannedMessage),
});

/** Auto message body; site-wide sends pagePath null; the timer is read as an integer. */
export const autoMessageSchema = object({
  title: requiredTextRule(MESSAGES.autoTitle),
  message: requiredTextRule(MESSAGES.autoMessage),
  pagePath: string()
    .trim()
    .nullable()
    .transform((value: string | null) => (value ? value : null))
    .default(null),
  timer: number()
    .transform((value: number, original: unknown) => (typeof original === 'string' ? parseInt(original, 10) : value))
    .typeError(MESSAGES.autoTimer)
    .integer(MESSAGES.autoTimer)
    .min(0, MESSAGES.autoTimer)
    .required(MESSAGES.autoTimer),
  widgetId: requiredTextRule(MESSAGES.autoDomain),
});

export type WidgetForm = InferType<typeof widgetSchema>;
export type CannedMessageForm = InferType<typeof cannedMessageSchema>;
export type AutoMessageForm = InferType<typeof autoMessageSchema>;
