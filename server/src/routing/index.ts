// The routing module's face: what other modules may use of it; every other file is private to it.
import type { RoutingKicker } from './routing-kicker';
export { queueStateOf } from './queue-state';
export { registerRoutingJobs, resumeRouting } from './routing-jobs';
export { createRoutingKicker, routingActive, type RoutingKicker } from './routing-kicker';
export { registerRoutingRoutes } from './routing-routes';

declare module '../context' {
  interface AppContext {
    /** Chat limits, automatic assignment and the queue: each account's routing pass, run after changes (issue 27). */
    routing: RoutingKicker;
  }
}
