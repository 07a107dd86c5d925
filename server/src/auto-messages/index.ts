// The auto-messages module's face: what other modules may use of it; every other file is private to it.
export { registerAutoMessageRoutes } from './auto-message-routes';
export { autoMessageOfWidget, autoMessagesOfWidget } from './widget-auto-messages';
