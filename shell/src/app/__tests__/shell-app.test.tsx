// The composed console as bootstrap renders it (minus the browser router and the federation
// runtime): platform services, remote loading, routes, and the session-ended navigation.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared-kernel/routing';
import { createMockShell, testUser } from 'shared-kernel/testing';
import { createAreaLoader } from '../../features/remotes/lib/area-loader';
import { allRemotesUp, setViewportWidth } from '../../test-support/render-console';
import { welcomeFor } from '../../test-support/welcome-endpoint';
import { navigateTo } from '../navigation-bridge';
import { ShellApp } from '../shell-app';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} from=${(location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? ''}`}</output>;
}

function renderShellApp(route: string) {
  const mock = createMockShell({ endpoints: { welcomeUser: () => welcomeFor(testUser()) } });
  render(
    <MemoryRouter initialEntries={[route]}>
      <ShellApp platform={mock.platform} loadArea={createAreaLoader(allRemotesUp, { sleep: () => Promise.resolve() })} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return mock;
}

beforeEach(() => setViewportWidth(1280));

describe('ShellApp', () => {
  it('renders the routed area with the platform around it and opens the socket', async () => {
    const mock = renderShellApp('/blocked-visitors');
    expect(await screen.findByText('remote mfe_history at /blocked-visitors')).toBeInTheDocument();
    let state = '';
    mock.bus.connection$.subscribe((s) => (state = s));
    expect(state).toBe('connected');
  });

  it('goes to /login remembering the page when the platform reports the session ended', async () => {
    const mock = renderShellApp('/contacts');
    await screen.findByText('remote mfe_history at /contacts');
    act(() => {
      mock.session.clear();
      navigateTo('/login');
    });
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/login from=/contacts');
  });
});
