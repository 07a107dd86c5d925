// Screens a role may not open are refused at their address too: the not-allowed notice in the console
// frame, the area's remote not loaded and none of its calls made; roles that may open them still do.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { API, type ApiKey, type RemoteName } from 'shared-kernel/contracts';
import { useApi, type RemoteModule } from 'shared-kernel/platform';
import { Link, useLocation } from 'shared-kernel/routing';
import { testUser } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import { TEXTS } from '../../../app/texts';
import { renderConsole, setViewportWidth } from '../../../test-support/render-console';

const agent = testUser({ _id: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });
const manager = testUser({ _id: 'u-manager', clientId: 'u-owner', userRole: 'manager', isClient: false, isAgent: true });
const coAdmin = testUser({ _id: 'u-co', clientId: 'u-owner', userRole: 'co_client', isClient: true });
const superAdmin = testUser({ _id: 'u-admin', userRole: 'admin', isClient: false, isAdmin: true });
const owner = testUser();

/** The call each remote's screens make first, as the real areas do (the widget list for Domains...). */
const FIRST_CALL: Record<RemoteName, ApiKey> = {
  mfe_live_chat: 'agentList',
  mfe_settings: 'getWidgets',
  mfe_history: 'unattendedChats',
  mfe_agents: 'agentList',
  mfe_reports: 'reportsOverview',
};

/** A fake area that fetches its data on mount and links to another page of the same area. */
function fetchingRemote(remote: RemoteName): RemoteModule {
  function FetchingArea() {
    const api = useApi();
    const { pathname } = useLocation();
    useEffect(() => {
      api.call(FIRST_CALL[remote]).catch(() => undefined);
    }, [api, pathname]);
    return (
      <>
        <p>{`remote ${remote} at ${pathname}`}</p>
        <Link to="/edit-widget">open the widget editor</Link>
      </>
    );
  }
  return { default: FetchingArea };
}

// Unanswered calls are still recorded (as 404s): only whether a screen asks for its data matters here.
const endpoints = { getAllClients: [] };

function renderAt(user: ReturnType<typeof testUser>, route: string) {
  const load = jest.fn(async (remote: string) => fetchingRemote(remote as RemoteName));
  const shell = renderConsole({ user, route, load, endpoints });
  const loaded = () => load.mock.calls.map(([remote]) => remote);
  const calledPaths = () => shell.calls.map((call) => call.path);
  return { shell, loaded, calledPaths };
}

async function expectRefused() {
  const main = await screen.findByRole('region', { name: UI_TEXTS.notAllowed.title });
  expect(main).toHaveTextContent(UI_TEXTS.notAllowed.text);
  expect(within(main).getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  // Still inside the console frame, with the role's menu.
  expect(screen.getByRole('navigation', { name: TEXTS.nav.label })).toBeInTheDocument();
}

beforeEach(() => setViewportWidth(1280));

describe('role-restricted screens at their address', () => {
  const forbidden: Array<[string, ReturnType<typeof testUser>, string, RemoteName]> = [
    ['agent', agent, '/my-widgets', 'mfe_settings'],
    ['agent', agent, '/create-widget', 'mfe_settings'],
    ['agent', agent, '/edit-widget', 'mfe_settings'],
    ['agent', agent, '/widget-settings', 'mfe_settings'],
    ['agent', agent, '/create-auto-message', 'mfe_settings'],
    ['agent', agent, '/edit-auto-message', 'mfe_settings'],
    ['agent', agent, '/unattended-chats', 'mfe_history'],
    ['agent', agent, '/manage-agents', 'mfe_agents'],
    ['agent', agent, '/create-agent', 'mfe_agents'],
    ['agent', agent, '/reports', 'mfe_reports'],
    ['agent', agent, '/reports/agents', 'mfe_reports'],
    ['agent', agent, '/reports/ratings', 'mfe_reports'],
    ['manager', manager, '/my-widgets', 'mfe_settings'],
    ['manager', manager, '/edit-widget', 'mfe_settings'],
    ['manager', manager, '/create-auto-message', 'mfe_settings'],
    ['manager', manager, '/unattended-chats', 'mfe_history'],
  ];

  it.each(forbidden)('the %s at %s sees the notice; %s is neither loaded nor asked for data', async (_role, user, path, remote) => {
    const { shell, loaded, calledPaths } = renderAt(user, path);
    await expectRefused();
    expect(loaded()).not.toContain(remote);
    expect(calledPaths()).not.toContain(API[FIRST_CALL[remote]].path);
    expect(screen.queryByText(new RegExp(`remote ${remote}`))).not.toBeInTheDocument();
    expect(shell.location()).toBe(path);
  });

  it.each([
    ['owner', owner, '/my-widgets', 'mfe_settings'],
    ['co-admin', coAdmin, '/edit-widget', 'mfe_settings'],
    ['super admin', superAdmin, '/unattended-chats', 'mfe_history'],
    ['manager', manager, '/manage-agents', 'mfe_agents'],
    ['manager', manager, '/create-agent', 'mfe_agents'],
    ['manager', manager, '/reports', 'mfe_reports'],
    ['manager', manager, '/reports/ratings', 'mfe_reports'],
    ['owner', owner, '/reports/agents', 'mfe_reports'],
    ['co-admin', coAdmin, '/reports', 'mfe_reports'],
    ['super admin', superAdmin, '/reports', 'mfe_reports'],
    ['agent', agent, '/canned-messages', 'mfe_settings'],
    ['agent', agent, '/auto-messages', 'mfe_settings'],
    ['agent', agent, '/blocked-visitors', 'mfe_history'],
  ] as const)('the %s opens %s, which loads %s and its data', async (_role, user, path, remote) => {
    const { loaded, calledPaths } = renderAt(user, path);
    expect(await screen.findByText(`remote ${remote} at ${path}`)).toBeInTheDocument();
    expect(loaded()).toContain(remote);
    expect(calledPaths()).toContain(API[FIRST_CALL[remote]].path);
    expect(screen.queryByRole('region', { name: UI_TEXTS.notAllowed.title })).not.toBeInTheDocument();
  });

  it('refuses a forbidden page reached from an allowed page of the same area, without asking for its data', async () => {
    const { shell, calledPaths } = renderAt(agent, '/canned-messages');
    await screen.findByText('remote mfe_settings at /canned-messages');
    const callsBefore = calledPaths().length;
    await userEvent.click(screen.getByRole('link', { name: 'open the widget editor' }));
    await expectRefused();
    expect(shell.location()).toBe('/edit-widget');
    expect(screen.queryByText(/remote mfe_settings/)).not.toBeInTheDocument();
    expect(calledPaths()).toHaveLength(callsBefore);
  });

  it('Go to Dashboard leaves the notice for the dashboard', async () => {
    const { shell } = renderAt(agent, '/my-widgets');
    await expectRefused();
    await userEvent.click(screen.getByRole('button', { name: UI_TEXTS.goToDashboard }));
    expect(await screen.findByText('remote mfe_live_chat at /dashboard')).toBeInTheDocument();
    expect(shell.location()).toBe('/dashboard');
  });
});
