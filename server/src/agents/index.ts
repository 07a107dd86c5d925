// The agents module's face: what other modules may use of it; every other file is private to it.
export { registerAgentListRoute } from './agent-list-route';
export { registerAgentManagementRoutes } from './agent-management-routes';
export { registerAgentStatusRoute } from './agent-status-route';
export { CHAT_LIMIT_INVALID, chatLimitOf, setChatLimit } from './chat-limit';
export { registerRegisterAgentRoute } from './register-agent-route';
export { manageableStaff } from './staff-access';
export { registerUpdateProfileRoute } from './update-profile-route';
