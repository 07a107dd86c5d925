// The widgets module's face: what other modules may use of it; every other file is private to it.
export { registerGetWidgetsRoute } from './get-widgets-route';
export { RATING_ON_W, ratingEnabledFor, ratingSettingsOf } from './rating-settings';
export { routingOf } from './routing-settings';
export { type WidgetSettings } from './widget-defaults';
export { isLiveWidget, liveWidgetByPluginId, ownLiveWidget } from './widget-store';
export { registerWidgetWriteRoutes } from './widget-write-routes';
