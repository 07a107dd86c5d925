// Widgets, canned messages and auto messages (spec 001 §5).
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { DAYS } from '../contracts/entities/common';
import { normalizePagePath } from '../contracts/page-path';
import { WIDGET_OWN_TEXT_FIELDS, WIDGET_OWN_TEXT_MAX } from '../contracts/widget-own-texts';
import { AUTO_MESSAGE_TIMER_MAX, cleanDomain } from 'shared-kernel/rules';
import { ROUTING_BOUNDS } from 'shared-kernel/queue';
import { AUTO_LOCALE, LOCALES } from '../i18n/locales';
import { messageOf } from './messages';
import { PATTERNS } from './patterns';
import { emailRule, requiredTextRule } from './rules';

/** One notification e-mail typed into the widget editor. */
export const notificationEmailSchema = emailRule(messageOf('widgetEmail'));

const slotSchema = object({
  day: string().oneOf([...DAYS]).required(),
  from: string().nullable().defined(),
  to: string().nullable().defined(),
});

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
/** A host name (localhost or dotted labels) with an optional port and path, as left after cleaning. */
const DOMAIN = /^(?:localhost|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)(?::\d{1,5})?(?:\/[^\s]*)?$/;

const colourRule = () => string().trim().matches(HEX_COLOUR, messageOf('widgetColor'));
/** A write-only secret: a masked hint or nothing keeps the stored one, '' or null clears it. */
const secretRule = () => string().nullable();

/**
 * Only these keys, judged on the value as sent: yup's own noUnknown strips before it looks, and its cast
 * turns an own `__proto__` key into a prototype, so neither would see a hostile key.
 */
const onlyKeys = (keys: readonly string[]) =>
  function known(this: { originalValue: unknown }): boolean {
    const sent = this.originalValue;
    return sent === null || sent === undefined || typeof sent !== 'object' || Object.keys(sent).every((key) => keys.includes(key));
  };

/** One language's overrides of the owner's texts (issue 37): only the four texts, none longer than the bound. */
const ownTextsSchema = object(
  Object.fromEntries(WIDGET_OWN_TEXT_FIELDS.map((field) => [field, string().typeError(messageOf('widgetTextsShape')).max(WIDGET_OWN_TEXT_MAX, messageOf('widgetTextLength'))])),
)
  .typeError(messageOf('widgetTextsShape'))
  .test('known-texts', messageOf('widgetTextsShape'), onlyKeys(WIDGET_OWN_TEXT_FIELDS))
  .default(undefined);

/** Keyed by our languages only: any other key (`toString`, `__proto__`) is refused, not ignored. */
const textsByLanguageSchema = object(Object.fromEntries(LOCALES.map((locale) => [locale, ownTextsSchema])))
  .typeError(messageOf('widgetTextsShape'))
  .test('known-languages', messageOf('widgetTextsShape'), onlyKeys(LOCALES))
  .default(undefined);

type RoutingBound = keyof typeof ROUTING_BOUNDS;
const ROUTING_LABELS: Record<RoutingBound, string> = {
  acceptWindowSeconds: 'The accept window',
  maxQueueLength: 'The longest queue',
  maxQueueWaitSeconds: 'The longest wait',
  escalatePendingAfterSeconds: 'Escalate a waiting guest after',
  escalateReplyAfterSeconds: 'Escalate an unanswered guest after',
};

/** A whole number within the field's bounds (issue 27); `nullable` fields may be null (no limit). */
function routingNumber(field: RoutingBound, nullable = false) {
  const { min, max } = ROUTING_BOUNDS[field];
  const message = `${ROUTING_LABELS[field]} must be a whole number from ${min} to ${max}${nullable ? ', or empty for no limit' : ''}`;
  const rule = number().typeError(message).integer(message).min(min, message).max(max, message);
  return nullable ? rule.nullable() : rule;
}

/** The widget's routing (issue 27): every field optional (stored defaults fill the rest). */
export const widgetRoutingSchema = object({
  mode: string().oneOf(['offer-all', 'auto'], 'The routing mode must be offer-all or auto'),
  acceptWindowSeconds: routingNumber('acceptWindowSeconds'),
  maxQueueLength: routingNumber('maxQueueLength', true),
  maxQueueWaitSeconds: routingNumber('maxQueueWaitSeconds', true),
  escalatePendingAfterSeconds: routingNumber('escalatePendingAfterSeconds'),
  escalateReplyAfterSeconds: routingNumber('escalateReplyAfterSeconds'),
})
  // Keys it does not know are dropped, as in the widget's other blocks.
  .noUnknown()
  .default(undefined);

/**
 * Widget create/update body. Name and domain are required; the domain is cleaned before it is checked;
 * at least one valid notification e-mail. Nested settings are checked for shape when present.
 */
export const widgetSchema = object({
  widgetName: requiredTextRule(messageOf('widgetNameRequired')),
  domain: string()
    .transform((value: unknown) => (typeof value === 'string' ? cleanDomain(value) : value))
    .required(messageOf('domainRequired'))
    .matches(DOMAIN, messageOf('domainInvalid')),
  notificationEmailIds: array()
    .of(string().trim().required(messageOf('widgetEmail')).matches(PATTERNS.email, messageOf('widgetEmail')))
    .required(messageOf('widgetEmailsRequired'))
    .min(1, messageOf('widgetEmailsRequired')),
  widgetStyle: object({
    backgroundColor: colourRule(),
    textColor: colourRule(),
    buttonLocation: string().oneOf(['bottom-right', 'bottom-left']),
  }).default(undefined),
  chatButton: object({
    buttonText: string().trim(),
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
  googleAnalytics: object({
    measurementId: string().trim(),
    apiSecret: secretRule(),
    event_name: string().trim(),
  }).default(undefined),
  stripeConfig: object({
    updateAll: boolean(),
    stripe_public_key: string().trim(),
    stripe_secret_key: secretRule(),
  }).default(undefined),
  googleAdsConfig: object({
    updateAll: boolean(),
    mcc_customer_id: string().trim(),
    google_client_id: string().trim(),
    google_client_secret: secretRule(),
    google_developer_token: secretRule(),
    project_id: string().trim(),
    google_redirect_uri: string().trim(),
    refresh_token: secretRule(),
  }).default(undefined),
  routing: widgetRoutingSchema,
  language: string().oneOf([AUTO_LOCALE, ...LOCALES], messageOf('widgetLanguage')),
  textsByLanguage: textsByLanguageSchema,
});

/** PATCH /widget/update: the whole settings body plus the widget's ids. */
export const widgetUpdateSchema = widgetSchema.shape({
  widgetId: requiredTextRule('widgetId is required'),
  clientId: string(),
  pluginId: string(),
});

export const cannedMessageSchema = object({
  shortCode: requiredTextRule(messageOf('cannedShortcut')),
  message: requiredTextRule(messageOf('cannedMessage')),
});

/** Auto message body; site-wide sends pagePath null; the timer is read as an integer. */
export const autoMessageSchema = object({
  title: requiredTextRule(messageOf('autoTitle')),
  message: requiredTextRule(messageOf('autoMessage')),
  pagePath: string()
    .nullable()
    .transform((value: string | null) => normalizePagePath(value))
    .default(null),
  timer: number()
    // Typed seconds are whole digits only: '1.5' or '3s' is refused, not read as 1 or 3.
    .transform((value: number, original: unknown) => (typeof original === 'string' ? (/^\s*\d+\s*$/.test(original) ? Number(original) : NaN) : value))
    .typeError(messageOf('autoTimer'))
    .integer(messageOf('autoTimer'))
    .min(1, messageOf('autoTimer'))
    .max(AUTO_MESSAGE_TIMER_MAX, messageOf('autoTimerMax'))
    .required(messageOf('autoTimer')),
  widgetId: requiredTextRule(messageOf('autoDomain')),
});

export type WidgetForm = InferType<typeof widgetSchema>;
export type WidgetUpdateForm = InferType<typeof widgetUpdateSchema>;
export type CannedMessageForm = InferType<typeof cannedMessageSchema>;
export type AutoMessageForm = InferType<typeof autoMessageSchema>;
