// The reports module's face: what other modules may use of it; every other file is private to it.
export { registerReportJobs, resumeReports } from './report-jobs';
export { registerReportRoutes } from './report-routes';
