// The AI assist module's face (issue 36): the account's settings and the agents' requests.
export { registerAiAssistHandlers } from './ai-handlers';
export { registerAiSettingsRoutes } from './ai-settings-routes';
