import {
  AREAS,
  ROUTES,
  SIDEBAR_ENTRIES,
  canSeeAgents,
  canSeeDomains,
  canSeeUnattended,
  isClientRole,
  sidebarEntriesFor,
  type RoleSubject,
} from 'shared-kernel/contracts';
import { ROUTE_ACCESS, canOpenRoute, consoleRoleOf, routeAccessFor } from '../route-access';

const superAdmin: RoleSubject = { userRole: 'admin', isAdmin: true, isClient: false, clientId: null };
const owner: RoleSubject = { userRole: 'client', isAdmin: false, isClient: true, clientId: null };
const coAdmin: RoleSubject = { userRole: 'co_client', isAdmin: false, isClient: true, clientId: 'owner1' };
const manager: RoleSubject = { userRole: 'manager', isAdmin: false, isClient: false, clientId: 'owner1' };
const agent: RoleSubject = { userRole: 'agent', isAdmin: false, isClient: false, clientId: 'owner1' };
const USERS = { superAdmin, owner, coAdmin, manager, agent };

/** Each role's screens, as the spec's menu and permissions give them. */
const ADMIN_ONLY = [
  '/unattended-chats',
  '/my-widgets',
  '/create-widget',
  '/edit-widget',
  '/widget-settings',
  '/create-auto-message',
  '/edit-auto-message',
  '/integrations',
  '/integrations/webhooks/w1',
];
const MANAGERS_TOO = ['/active-chats', '/manage-agents', '/create-agent', '/reports', '/reports/agents', '/reports/ratings'];
const EVERYONE = [
  '/dashboard',
  '/contacts',
  '/contact-history/c1',
  '/conversation-history',
  '/chat/conversation-history/c1',
  '/chat/offline-message/m1',
  '/blocked-visitors',
  '/canned-messages',
  '/auto-messages',
  '/profile',
  '/change-password',
];

describe('consoleRoleOf', () => {
  it.each([
    [superAdmin, 'super-admin'],
    [owner, 'owner'],
    [coAdmin, 'co-admin'],
    [manager, 'manager'],
    [agent, 'agent'],
    [null, null],
  ])('%p is %p', (user, role) => {
    expect(consoleRoleOf(user)).toBe(role);
  });
});

describe('canOpenRoute', () => {
  it.each(Object.entries(USERS))('%s opens every screen meant for everyone', (_name, user) => {
    for (const path of EVERYONE) expect([path, canOpenRoute(user, path)]).toEqual([path, true]);
  });

  it.each([
    ['superAdmin', true, true],
    ['owner', true, true],
    ['coAdmin', true, true],
    ['manager', false, true],
    ['agent', false, false],
  ] as const)('%s: admin screens %p, agents screens %p', (name, admin, agents) => {
    const user = USERS[name];
    for (const path of ADMIN_ONLY) expect([path, canOpenRoute(user, path)]).toEqual([path, admin]);
    for (const path of MANAGERS_TOO) expect([path, canOpenRoute(user, path)]).toEqual([path, agents]);
  });

  it('refuses an address whatever its letter case or trailing slash', () => {
    expect(canOpenRoute(agent, '/MY-WIDGETS')).toBe(false);
    expect(canOpenRoute(agent, '/edit-widget/')).toBe(false);
    expect(canOpenRoute(owner, '/edit-widget/')).toBe(true);
  });

  it('refuses unknown paths, signed-out screens and a missing user', () => {
    for (const path of ['/', '/login', '/signup', '/nowhere', '/my-widgets/extra', '//my-widgets']) {
      expect([path, canOpenRoute(owner, path)]).toEqual([path, false]);
    }
    expect(canOpenRoute(null, '/dashboard')).toBe(false);
  });
});

describe('the table covers the console', () => {
  it('has an entry for every path of every area and for the account screens', () => {
    const patterns = ROUTE_ACCESS.map((entry) => entry.pattern);
    const areaPaths: string[] = AREAS.flatMap((area) => [...area.paths]);
    expect([...areaPaths, ROUTES.profile, ROUTES.changePassword].sort()).toEqual([...patterns].sort());
  });

  it('matches each pattern to its own entry', () => {
    expect(routeAccessFor('/contact-history/42')?.pattern).toBe(ROUTES.contactHistory);
    expect(routeAccessFor('/chat/offline-message/9')?.pattern).toBe(ROUTES.chat);
    expect(routeAccessFor('/login')).toBeUndefined();
  });

  it.each(Object.entries(USERS))('agrees with the role helpers for %s', (_name, user) => {
    expect(canOpenRoute(user, ROUTES.unattendedChats)).toBe(canSeeUnattended(user));
    expect(canOpenRoute(user, ROUTES.myWidgets)).toBe(canSeeDomains(user));
    expect(canOpenRoute(user, ROUTES.manageAgents)).toBe(canSeeAgents(user));
    expect(canOpenRoute(user, ROUTES.activeChats)).toBe(canSeeAgents(user));
    expect(canOpenRoute(user, ROUTES.reports)).toBe(canSeeAgents(user));
    expect(canOpenRoute(user, ROUTES.createAutoMessage)).toBe(isClientRole(user));
  });

  it.each(Object.entries(USERS))("never shows %s a menu entry it would refuse (nor hides one it allows)", (_name, user) => {
    const allowed = SIDEBAR_ENTRIES.filter((entry) => canOpenRoute(user, entry.path));
    expect(allowed).toEqual(sidebarEntriesFor(user));
  });
});
