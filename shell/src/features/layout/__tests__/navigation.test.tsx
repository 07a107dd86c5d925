// Sidebar and drawer (spec 000 §2): entries by role, the current entry highlighted, collapsible on
// desktop, a drawer with the account entries on mobile and tablet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';

const ALL = ['Dashboard', 'Active Chats', 'Contacts', 'Chat History', 'Unattended Chats', 'Agents', 'Reports', 'Domains', 'Canned Messages', 'Auto Messages', 'Blocked Guests', 'Integrations'];
const AGENT = ['Dashboard', 'Contacts', 'Chat History', 'Canned Messages', 'Auto Messages', 'Blocked Guests'];
const MANAGER = ['Dashboard', 'Active Chats', 'Contacts', 'Chat History', 'Agents', 'Reports', 'Canned Messages', 'Auto Messages', 'Blocked Guests'];

const agent = testUser({ _id: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });
const manager = testUser({ _id: 'u-manager', clientId: 'u-owner', userRole: 'manager', isClient: false, isAgent: true });
const coAdmin = testUser({ _id: 'u-co', clientId: 'u-owner', userRole: 'co_client', isClient: true });
const superAdmin = testUser({ _id: 'u-admin', userRole: 'admin', isClient: false, isAdmin: true });

function menuLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: TEXTS.nav.label });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('desktop sidebar', () => {
  beforeEach(() => setViewportWidth(1280));

  it.each([
    ['owner', testUser(), ALL],
    ['co-admin', coAdmin, ALL],
    ['super admin', superAdmin, ALL],
    ['manager', manager, MANAGER],
    ['agent', agent, AGENT],
  ])('shows the %s their entries', async (_role, user, expected) => {
    renderConsole({ user, route: '/dashboard', endpoints: { getAllClients: [] } });
    await screen.findByText('remote mfe_live_chat at /dashboard');
    expect(menuLabels()).toEqual(expected);
  });

  it('highlights the entry of the current path, also on its sub-pages', async () => {
    renderConsole({ route: '/chat/conversation-history/c-1' });
    await screen.findByText('remote mfe_history at /chat/conversation-history/c-1');
    expect(screen.getByRole('link', { name: 'Chat History' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'Domains' }));
    expect(screen.getByRole('link', { name: 'Domains' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens Reports from its entry and keeps it highlighted on the report tabs', async () => {
    const shell = renderConsole({ user: manager, route: '/dashboard', endpoints: { getAllClients: [] } });
    await screen.findByText('remote mfe_live_chat at /dashboard');
    await userEvent.click(screen.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByText('remote mfe_reports at /reports')).toBeInTheDocument();
    expect(shell.location()).toBe('/reports');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/reports/agents', '/reports/ratings'])('highlights Reports at %s', async (path) => {
    renderConsole({ route: path });
    await screen.findByText(`remote mfe_reports at ${path}`);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses and expands with a labelled toggle, keeping every entry reachable by name', async () => {
    renderConsole({ route: '/contacts' });
    await remoteSettled();
    const collapse = screen.getByRole('button', { name: TEXTS.nav.collapse });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    const expand = screen.getByRole('button', { name: TEXTS.nav.expand });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(menuLabels()).toEqual(ALL.map(() => '')); // icons only…
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page'); // …still named
    await userEvent.click(expand);
    expect(menuLabels()).toEqual(ALL);
  });

  it('has no drawer button on desktop', async () => {
    renderConsole({ route: '/contacts' });
    await remoteSettled();
    expect(screen.queryByRole('button', { name: TEXTS.nav.openMenu })).not.toBeInTheDocument();
  });
});

describe('mobile and tablet drawer', () => {
  it.each([[1024], [640], [375]])('at %i px offers the menu plus My Account, Change Password and Log Out', async (width) => {
    setViewportWidth(width);
    renderConsole({ user: agent, route: '/contacts' });
    await remoteSettled();
    expect(screen.queryByRole('button', { name: TEXTS.nav.collapse })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.nav.openMenu }));
    const nav = await screen.findByRole('navigation', { name: TEXTS.nav.label });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([...AGENT, TEXTS.nav.myAccount, TEXTS.nav.changePassword]);
    expect(within(nav).getByRole('button', { name: TEXTS.nav.logOut })).toBeInTheDocument();
  });

  it('closes after picking an entry and opens the logout modal from Log Out', async () => {
    setViewportWidth(800);
    const shell = renderConsole({ route: '/contacts' });
    await remoteSettled();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.nav.openMenu }));
    await userEvent.click(await screen.findByRole('link', { name: TEXTS.nav.myAccount }));
    expect(shell.location()).toBe('/profile');
    expect(await screen.findByRole('heading', { name: TEXTS.profile.title })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: TEXTS.nav.openMenu }));
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.nav.logOut }));
    expect(await screen.findByRole('dialog', { name: TEXTS.logoutDialog.title })).toBeInTheDocument();
  });
});
