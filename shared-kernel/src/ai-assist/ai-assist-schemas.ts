// Issue 36, AI assist: the settings form (the console's form and the server check the same) and an agent's request.
import { boolean, number, object, string, type InferType } from 'yup';
import {
  AI_DRAFT_MAX,
  AI_REQUEST_KINDS,
  AI_REWRITE_STYLES,
  DEFAULT_AI_AGENT_PER_MINUTE,
  DEFAULT_AI_MONTHLY_CAP,
  MAX_AI_AGENT_PER_MINUTE,
  MAX_AI_MONTHLY_CAP,
} from './ai-assist-constants';

export const AI_SETTINGS_TEXTS = {
  baseUrl: 'Enter the base URL as a full address, such as https://api.openai.com/v1 or http://localhost:11434',
  baseUrlTooLong: 'The base URL can be at most 2,000 characters',
  model: 'Enter the model name, such as gpt-4o-mini or llama3.1',
  modelTooLong: 'The model name can be at most 200 characters',
  keyTooLong: 'The API key can be at most 1,000 characters',
  organizationTooLong: 'The organisation can be at most 200 characters',
  monthlyCap: `The monthly limit must be a whole number from 1 to ${MAX_AI_MONTHLY_CAP.toLocaleString('en-US')}`,
  agentPerMinute: `The limit per agent must be a whole number from 1 to ${MAX_AI_AGENT_PER_MINUTE}`,
  needsEndpoint: 'Enter the base URL and the model to turn AI assist on',
} as const;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

const whole = (max: number, message: string, fallback: number) =>
  number().typeError(message).integer(message).min(1, message).max(max, message).default(fallback);

/**
 * The account's AI assist. `apiKey` is write-only: a masked hint or nothing keeps the stored key, '' or
 * null removes it. Turning it on needs an endpoint (base URL and model); the key may be empty for a local
 * server that asks none.
 */
export const aiAssistSettingsSchema = object({
  enabled: boolean().default(false),
  baseUrl: string().trim().max(2000, AI_SETTINGS_TEXTS.baseUrlTooLong).matches(HTTP_URL, { message: AI_SETTINGS_TEXTS.baseUrl, excludeEmptyString: true }).default(''),
  model: string().trim().max(200, AI_SETTINGS_TEXTS.modelTooLong).default(''),
  apiKey: string().nullable().max(1000, AI_SETTINGS_TEXTS.keyTooLong),
  organization: string().trim().max(200, AI_SETTINGS_TEXTS.organizationTooLong).default(''),
  suggestions: boolean().default(true),
  rewrite: boolean().default(true),
  summaries: boolean().default(true),
  includeNotes: boolean().default(false),
  monthlyCap: whole(MAX_AI_MONTHLY_CAP, AI_SETTINGS_TEXTS.monthlyCap, DEFAULT_AI_MONTHLY_CAP),
  agentPerMinute: whole(MAX_AI_AGENT_PER_MINUTE, AI_SETTINGS_TEXTS.agentPerMinute, DEFAULT_AI_AGENT_PER_MINUTE),
}).test('endpoint-when-on', AI_SETTINGS_TEXTS.needsEndpoint, (value) => !value.enabled || (Boolean(value.baseUrl) && Boolean(value.model)));

export type AiAssistSettingsForm = InferType<typeof aiAssistSettingsSchema>;

/** "Test connection" tries what the form holds now (a masked or absent key: the stored one). */
export const aiTestConnectionSchema = object({
  baseUrl: string().trim().required(AI_SETTINGS_TEXTS.baseUrl).max(2000, AI_SETTINGS_TEXTS.baseUrlTooLong).matches(HTTP_URL, AI_SETTINGS_TEXTS.baseUrl),
  model: string().trim().required(AI_SETTINGS_TEXTS.model).max(200, AI_SETTINGS_TEXTS.modelTooLong),
  apiKey: string().nullable().max(1000, AI_SETTINGS_TEXTS.keyTooLong),
  organization: string().trim().max(200, AI_SETTINGS_TEXTS.organizationTooLong).default(''),
});

export type AiTestConnectionForm = InferType<typeof aiTestConnectionSchema>;

/** An agent's request (the socket event `ai-assist-request`); `requestId` is the console's, to match the stream. */
export const aiRequestSchema = object({
  requestId: string().required().max(100),
  chatId: string().required().max(100),
  kind: string().required().oneOf([...AI_REQUEST_KINDS]),
  draft: string().max(AI_DRAFT_MAX).default(''),
  style: string().oneOf([...AI_REWRITE_STYLES]).default('fix'),
});

export const aiStopSchema = object({ requestId: string().required().max(100) });
