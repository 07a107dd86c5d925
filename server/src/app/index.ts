// The app module's face: what other modules may use of it; every other file is private to it.
export { createServer } from './app';
export { gracefulStop } from './graceful-stop';
export { startupLines } from './startup-lines';
