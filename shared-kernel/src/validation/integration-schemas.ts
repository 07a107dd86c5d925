// Issue 35, integrations: what creating an API key takes (the console's form and the server check the same).
import { array, date, object, string, type InferType } from 'yup';
import { API_KEY_SCOPES, DEFAULT_API_KEY_SCOPES } from '../contracts/entities/integrations';
import { requiredTextRule } from './rules';

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
