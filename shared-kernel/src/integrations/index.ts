// Public surface of shared-kernel/integrations: API keys' and webhooks' constants, texts and form schemas.
export * from './integration-constants';
export * from './integration-schemas';
export * from './integration-calls';
export type * from './integration-types';
