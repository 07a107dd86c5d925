// Issue 35, integrations: what creating an API key takes (the console's form and the server check the same).
import { array, boolean, date, object, string, type InferType } from 'yup';
import { API_KEY_SCOPES, DEFAULT_API_KEY_SCOPES, WEBHOOK_EVENTS } from './integration-constants';
import { requiredTextRule } from '../validation/rules';

export const API_KEY_TEXTS = {
  name: 'Enter a name for the key',
  nameTooLong: 'The name can be at most 80 characters',
  scopes: 'Pick at least one scope',
  unknownScope: 'Pick scopes from the list',
  expiry: 'The expiry must be in the future',
} as const;

const NAME_MAX = 80;

export const apiKeySchema = object({
  name: requiredTextRule(API_KEY_TEXTS.name).max(NAME_MAX, API_KEY_TEXTS.nameTooLong),
  scopes: array(string().required().oneOf([...API_KEY_SCOPES], API_KEY_TEXTS.unknownScope))
    .min(1, API_KEY_TEXTS.scopes)
    .default(() => [...DEFAULT_API_KEY_SCOPES]),
  // Checked against the clock when validated: a key created already expired is a mistake.
  expiresAt: date()
    .nullable()
    .default(null)
    .typeError(API_KEY_TEXTS.expiry)
    .test('future', API_KEY_TEXTS.expiry, (value) => value == null || value.getTime() > Date.now()),
});

export type ApiKeyForm = InferType<typeof apiKeySchema>;

export const WEBHOOK_TEXTS = {
  url: 'Enter the endpoint as a full address, such as https://example.com/hooks/chat',
  urlTooLong: 'The address can be at most 2,000 characters',
  descriptionTooLong: 'The description can be at most 200 characters',
  events: 'Pick at least one event',
  unknownEvent: 'Pick events from the list',
} as const;

/** An endpoint as saved; where it points is checked again by the server (public addresses only). */
export const webhookEndpointSchema = object({
  url: requiredTextRule(WEBHOOK_TEXTS.url).max(2000, WEBHOOK_TEXTS.urlTooLong).matches(/^https?:\/\/\S+$/i, WEBHOOK_TEXTS.url),
  description: string().trim().max(200, WEBHOOK_TEXTS.descriptionTooLong).default(''),
  events: array(string().required().oneOf([...WEBHOOK_EVENTS], WEBHOOK_TEXTS.unknownEvent)).min(1, WEBHOOK_TEXTS.events).required(WEBHOOK_TEXTS.events),
  includeNotes: boolean().default(false),
});

export type WebhookEndpointForm = InferType<typeof webhookEndpointSchema>;
