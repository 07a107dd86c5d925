// Sidebar entries of spec 000 §2 and which roles see them.
import { canSeeAgents, canSeeDomains, canSeeUnattended, type RoleSubject } from './roles';
import { ROUTES } from './routes';

export type SidebarAudience = 'all' | 'admin-client' | 'manager-admin-client';

export interface SidebarEntry {
  label: string;
  path: string;
  shownTo: SidebarAudience;
  /** Other paths that highlight this entry (a path containing one of these). */
  alsoActiveOn: readonly string[];
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', path: ROUTES.dashboard, shownTo: 'all', alsoActiveOn: [] },
  { label: 'Active Chats', path: ROUTES.activeChats, shownTo: 'manager-admin-client', alsoActiveOn: [] },
  { label: 'Contacts', path: ROUTES.contacts, shownTo: 'all', alsoActiveOn: ['/contact-history/'] },
  { label: 'Chat History', path: ROUTES.conversationHistory, shownTo: 'all', alsoActiveOn: ['/chat/'] },
  { label: 'Unattended Chats', path: ROUTES.unattendedChats, shownTo: 'admin-client', alsoActiveOn: [] },
  { label: 'Agents', path: ROUTES.manageAgents, shownTo: 'manager-admin-client', alsoActiveOn: [ROUTES.createAgent] },
  { label: 'Reports', path: ROUTES.reports, shownTo: 'manager-admin-client', alsoActiveOn: [] },
  {
    label: 'Domains',
    path: ROUTES.myWidgets,
    shownTo: 'admin-client',
    alsoActiveOn: [ROUTES.createWidget, ROUTES.editWidget, ROUTES.widgetSettings],
  },
  { label: 'Canned Messages', path: ROUTES.cannedMessages, shownTo: 'all', alsoActiveOn: [] },
  { label: 'Auto Messages', path: ROUTES.autoMessages, shownTo: 'all', alsoActiveOn: ['auto-message'] },
  { label: 'Blocked Guests', path: ROUTES.blockedVisitors, shownTo: 'all', alsoActiveOn: [] },
  { label: 'Integrations', path: ROUTES.integrations, shownTo: 'admin-client', alsoActiveOn: [] },
];

/** Extra entries of the mobile/tablet drawer and of the header's profile menu (Log Out is an action, not a path). */
export const ACCOUNT_MENU_ENTRIES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'My Account', path: ROUTES.profile },
  { label: 'Change Password', path: ROUTES.changePassword },
];

function audienceAllows(audience: SidebarAudience, user: RoleSubject | null | undefined): boolean {
  switch (audience) {
    case 'all':
      return true;
    case 'admin-client':
      return canSeeUnattended(user) && canSeeDomains(user); // both are the admin/client types
    case 'manager-admin-client':
      return canSeeAgents(user);
  }
}

export function sidebarEntriesFor(user: RoleSubject | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => audienceAllows(entry.shownTo, user));
}

/** The entry to highlight for a location path, or null. */
export function activeSidebarEntry(pathname: string, entries: readonly SidebarEntry[] = SIDEBAR_ENTRIES): SidebarEntry | null {
  const exact = entries.find((e) => pathname === e.path || pathname.startsWith(`${e.path}/`));
  if (exact) return exact;
  return entries.find((e) => e.alsoActiveOn.some((marker) => pathname.includes(marker))) ?? null;
}
