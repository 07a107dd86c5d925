// The history module's face: what other modules may use of it; every other file is private to it.
export { DURATIONS, durationStart, isTimeZone, pageFields } from './history-query';
export { registerHistoryRoutes } from './history-routes';
export { DAY_MS, MAX_RANGE_DAYS, RANGE_MESSAGES, calendarDate, localDatesRange } from './local-dates';
