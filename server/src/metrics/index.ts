// The metrics module's face: what other modules may use of it; every other file is private to it.
export { registerMetricsRoutes } from './metrics-routes';
