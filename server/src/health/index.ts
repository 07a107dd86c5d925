// The health module's face: what other modules may use of it; every other file is private to it.
export { registerHealthRoutes } from './health-routes';
