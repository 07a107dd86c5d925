// The integrations module's face: API keys (and, next, webhooks) of the account.
export { API_KEY_NOT_FOUND, registerApiKeyRoutes } from './api-key-routes';
