// The static module's face: what other modules may use of it; every other file is private to it.
export { registerDemoRoutes } from './demo-routes';
export { registerStaticRoutes } from './static-routes';
