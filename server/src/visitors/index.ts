// The visitors module's face: what other modules may use of it; every other file is private to it.
import type { GuestDirectory } from './guest-directory';
import type { LiveVisitors } from './live-visitors';
import type { AccountAgentsCache } from './account-agents-cache';
export { AccountAgentsCache } from './account-agents-cache';
export { forgetAgentsOnEveryNode } from './account-agents-sync';
export { VISITOR_NOT_FOUND, accountVisitor } from './account-visitor';
export { accountAgents, eligibleOnlineAgents, isRoutable, mayServe, servesEveryDepartment, viewerFor, type GuestViewer } from './audience';
export { guestBlockedSql, isGuestBlocked } from './blocking';
export { CONTACT_DETAIL_COLUMNS, CONTACT_SEARCH_MAX, contactById, contactsPage, eraseContact, markContact } from './contact-store';
export { createGuestDirectory } from './create-guest-directory';
export { registerCurrentVisitorsRoute } from './current-visitors-route';
export { refreshLive, registerGuestActionRoutes, servableVisitor } from './guest-actions-routes';
export { departUnlessElsewhere, startGuestDirectory } from './guest-departure';
export { listenForGuestDetails, updateGuestDetails } from './guest-details';
export { type GuestDirectory } from './guest-directory';
export { BROWSING_EVENTS } from './handlers/browsing-handlers';
export { EMAIL_EVENTS } from './handlers/email-handler';
export { LiveVisitors, snapshotOf, type LiveVisitor } from './live-visitors';
export { createVisitorEventListener, type VisitorEventHandlers } from './on-visitor-event';
export { visitorAuthMiddleware } from './visitor-auth';
export { announceVisitor, pushAvailability, sendActiveVisitors, tellEligibleAgents, visitorNamespace } from './visitor-broadcast';
export { RATING_VALUE_REQUIRED, VISITOR_EVENT_INPUTS } from './visitor-event-inputs';
export { listenForAgentAvailability } from './visitor-listeners';
export { visitorRooms, type VisitorSocket } from './visitor-socket-types';
export { toVisitor } from './visitor-view';
export { registerWidgetConfigRoute } from './widget-config-route';
export { publicConfigOf } from './widget-config';
export { departmentsAllow, widgetDepartmentIds } from './widget-departments';

declare module '../context' {
  interface AppContext {
    /** Each account's agents as guest events need them, read at most every couple of seconds. */
    audience: AccountAgentsCache;
    /** The guests connected to this process now. */
    live: LiveVisitors;
    /** The guests connected to any node now (shared tables on several nodes; `live` on one process). */
    guests: GuestDirectory;
  }
}
export { guestLocale } from './guest-refusals';
