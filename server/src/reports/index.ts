// The reports module's face: what other modules may use of it; every other file is private to it.
export { registerReportJobs, resumeReports } from './report-jobs';
export { MAX_RANGE_DAYS, REPORTS_QUERY_MESSAGES, calendarDate, rangeOf } from './report-query';
export { registerReportRoutes } from './report-routes';
