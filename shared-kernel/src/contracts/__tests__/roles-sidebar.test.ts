import {
  ROUTES,
  activeSidebarEntry,
  canHandleDepartments,
  canSeeAgents,
  canSeeDomains,
  canSeeUnattended,
  isClientRole,
  roleLabel,
  sidebarEntriesFor,
  type RoleSubject,
} from '../index';

const superAdmin: RoleSubject = { userRole: 'admin', isAdmin: true, isClient: false, clientId: null };
const owner: RoleSubject = { userRole: 'client', isAdmin: false, isClient: true, clientId: null };
const coAdmin: RoleSubject = { userRole: 'co_client', isAdmin: false, isClient: true, clientId: 'owner1' };
const manager: RoleSubject = { userRole: 'manager', isAdmin: false, isClient: false, clientId: 'owner1' };
const agent: RoleSubject = { userRole: 'agent', isAdmin: false, isClient: false, clientId: 'owner1' };

const labels = (user: RoleSubject | null) => sidebarEntriesFor(user).map((e) => e.label);
const ALL = ['Dashboard', 'Active Chats', 'Contacts', 'Chat History', 'Unattended Chats', 'Agents', 'Reports', 'Domains', 'Canned Messages', 'Auto Messages', 'Blocked Guests', 'Integrations'];

describe('sidebarEntriesFor', () => {
  it.each([superAdmin, owner, coAdmin])('admin and client roles see every entry (%p)', (user) => {
    expect(labels(user)).toEqual(ALL);
  });
  it('managers see Active Chats, Agents and Reports but not Unattended Chats or Domains', () => {
    expect(labels(manager)).toEqual(['Dashboard', 'Active Chats', 'Contacts', 'Chat History', 'Agents', 'Reports', 'Canned Messages', 'Auto Messages', 'Blocked Guests']);
  });
  it('agents see neither', () => {
    expect(labels(agent)).toEqual(['Dashboard', 'Contacts', 'Chat History', 'Canned Messages', 'Auto Messages', 'Blocked Guests']);
  });
  it('entries carry the spec paths', () => {
    const paths = Object.fromEntries(sidebarEntriesFor(owner).map((e) => [e.label, e.path]));
    expect(paths).toEqual({
      Dashboard: '/dashboard',
      'Active Chats': '/active-chats',
      Contacts: '/contacts',
      'Chat History': '/conversation-history',
      'Unattended Chats': '/unattended-chats',
      Agents: '/manage-agents',
      Reports: '/reports',
      Domains: '/my-widgets',
      'Canned Messages': '/canned-messages',
      'Auto Messages': '/auto-messages',
      'Blocked Guests': '/blocked-visitors',
      Integrations: '/integrations',
    });
  });
});

describe('activeSidebarEntry', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/chat/conversation-history/abc', 'Chat History'],
    ['/create-auto-message', 'Auto Messages'],
    ['/edit-auto-message', 'Auto Messages'],
    ['/edit-widget', 'Domains'],
    ['/create-agent', 'Agents'],
    ['/contact-history/12', 'Contacts'],
    ['/reports', 'Reports'],
    ['/reports/agents', 'Reports'],
    ['/reports/ratings', 'Reports'],
  ])('%s → %s', (path, label) => {
    expect(activeSidebarEntry(path)?.label).toBe(label);
  });
  it('no entry for /profile', () => {
    expect(activeSidebarEntry(ROUTES.profile)).toBeNull();
  });
});

describe('role helpers', () => {
  it('roleLabel', () => {
    expect(roleLabel(owner)).toBe('Admin');
    expect(roleLabel(superAdmin)).toBe('Admin');
    expect(roleLabel(coAdmin)).toBe('Co-Admin');
    expect(roleLabel(manager)).toBe('Agent');
    expect(roleLabel(agent)).toBe('Agent');
  });
  it('menus', () => {
    expect([owner, coAdmin, superAdmin, manager, agent].map(canSeeUnattended)).toEqual([true, true, true, false, false]);
    expect([owner, coAdmin, superAdmin, manager, agent].map(canSeeDomains)).toEqual([true, true, true, false, false]);
    expect([owner, coAdmin, superAdmin, manager, agent].map(canSeeAgents)).toEqual([true, true, true, true, false]);
    expect([owner, agent, null].map(isClientRole)).toEqual([true, false, false]);
  });
  it('department overlap for non-client agents only', () => {
    const sales = { ...agent, departments: [{ _id: 'sales' }] };
    expect(canHandleDepartments(sales, ['sales', 'support'])).toBe(true);
    expect(canHandleDepartments(sales, [{ _id: 'support' }])).toBe(false);
    expect(canHandleDepartments(sales, [])).toBe(true);
    expect(canHandleDepartments({ ...owner, departments: [] }, ['support'])).toBe(true);
  });
});
