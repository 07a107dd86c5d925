export { createHttpClient } from './create-http-client';
export { errorMessage } from './error-message';
export { SessionEndedError } from './session-ended-error';
export type { ApiClient, CallOptions, HttpClientOptions } from './http-types';
