// The contacts module's face: what other modules may use of it; every other file is private to it.
export { registerContactRoutes } from './contact-routes';
