// Which console screens each role may open (spec 000 §2, spec 001 §6). The menu and the route guard
// both read this one table, so a screen hidden from a role's menu is also refused at its address, and a
// remembered return path is followed only to a screen listed here for the user's role.
import { matchPath } from 'react-router-dom';
import { ROUTES, type RoleSubject } from 'shared-kernel/contracts';

export type ConsoleRole = 'super-admin' | 'owner' | 'co-admin' | 'manager' | 'agent';

export interface RouteAccess {
  /** A react-router pattern of a signed-in console screen. */
  pattern: string;
  roles: readonly ConsoleRole[];
}

const EVERYONE: readonly ConsoleRole[] = ['super-admin', 'owner', 'co-admin', 'manager', 'agent'];
/** The account's admins: the super admin, the owner and co-admins. */
const ADMINS: readonly ConsoleRole[] = ['super-admin', 'owner', 'co-admin'];
const ADMINS_AND_MANAGERS: readonly ConsoleRole[] = [...ADMINS, 'manager'];

/** Every signed-in console screen and the roles that may open it. */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { pattern: ROUTES.dashboard, roles: EVERYONE },
  // Issue 26: the supervisors' Active chats view (the server answers 403 to the others).
  { pattern: ROUTES.activeChats, roles: ADMINS_AND_MANAGERS },
  { pattern: ROUTES.contacts, roles: EVERYONE },
  { pattern: ROUTES.contactHistory, roles: EVERYONE },
  { pattern: ROUTES.conversationHistory, roles: EVERYONE },
  { pattern: ROUTES.chat, roles: EVERYONE },
  { pattern: ROUTES.unattendedChats, roles: ADMINS },
  { pattern: ROUTES.blockedVisitors, roles: EVERYONE },
  { pattern: ROUTES.manageAgents, roles: ADMINS_AND_MANAGERS },
  { pattern: ROUTES.createAgent, roles: ADMINS_AND_MANAGERS },
  // Issue 28: reports (a manager's figures are narrowed to their agents by the server; agents get 403).
  { pattern: ROUTES.reports, roles: ADMINS_AND_MANAGERS },
  { pattern: ROUTES.reportsAgents, roles: ADMINS_AND_MANAGERS },
  { pattern: ROUTES.reportsRatings, roles: ADMINS_AND_MANAGERS },
  { pattern: ROUTES.myWidgets, roles: ADMINS },
  { pattern: ROUTES.createWidget, roles: ADMINS },
  { pattern: ROUTES.editWidget, roles: ADMINS },
  { pattern: ROUTES.widgetSettings, roles: ADMINS },
  { pattern: ROUTES.cannedMessages, roles: EVERYONE },
  { pattern: ROUTES.autoMessages, roles: EVERYONE },
  // Agents and managers read auto messages; creating and editing them is for admins.
  { pattern: ROUTES.createAutoMessage, roles: ADMINS },
  { pattern: ROUTES.editAutoMessage, roles: ADMINS },
  // Issue 35: API keys and webhook endpoints are the account admins' (the server refuses the others too).
  { pattern: `${ROUTES.integrations}/*`, roles: ADMINS },
  { pattern: ROUTES.profile, roles: EVERYONE },
  { pattern: ROUTES.changePassword, roles: EVERYONE },
];

/** The user's role in the console; null without a user. */
export function consoleRoleOf(user: RoleSubject | null | undefined): ConsoleRole | null {
  if (!user) return null;
  if (user.isAdmin) return 'super-admin';
  if (user.isClient) return user.clientId ? 'co-admin' : 'owner';
  return user.userRole === 'manager' ? 'manager' : 'agent';
}

/** The table's entry for a location path, or undefined when it is not a console screen. */
export function routeAccessFor(pathname: string): RouteAccess | undefined {
  return ROUTE_ACCESS.find((entry) => matchPath(entry.pattern, pathname) !== null);
}

/** Whether the user's role may open the console screen at `pathname` (false for an unknown path). */
export function canOpenRoute(user: RoleSubject | null | undefined, pathname: string): boolean {
  const role = consoleRoleOf(user);
  const entry = routeAccessFor(pathname);
  return role !== null && entry !== undefined && entry.roles.includes(role);
}
