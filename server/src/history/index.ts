// The history module's face: what other modules may use of it; every other file is private to it.
export { DURATIONS, durationStart, isTimeZone, pageFields, zonedMidnight } from './history-query';
export { registerHistoryRoutes } from './history-routes';
