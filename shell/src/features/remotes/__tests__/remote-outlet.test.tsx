// The shell's side of the remote contract with fake remotes: a loaded area renders; a failing
// load shows only that area's fallback with Retry, and Retry loads it; a remote that throws while
// rendering is caught by the boundary; the runtime plugin's stand-in module shows the fallback.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole, fakeRemote, setViewportWidth } from '../../../test-support/render-console';
import { TEXTS } from '../../../app/texts';
import { createFallbackModule } from '../lib/fallback-plugin';
import { AreaUnavailable } from '../components/area-unavailable';
import type { LoadRemoteModule } from '../lib/area-loader';

beforeEach(() => setViewportWidth(1280));
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteOutlet', () => {
  it('renders the component the remote exposes, and the sidebar around it', async () => {
    renderConsole({ route: '/contacts' });
    expect(screen.getByRole('progressbar', { name: TEXTS.remote.loading('History') })).toBeInTheDocument();
    expect(await screen.findByText('remote mfe_history at /contacts')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: TEXTS.nav.label })).toBeInTheDocument();
  });

  it('retries a failing load before giving up, then shows the area fallback; Retry loads it again', async () => {
    let historyUp = false;
    const attempts: string[] = [];
    const load: LoadRemoteModule = async (remote) => {
      attempts.push(remote);
      if (remote === 'mfe_history' && !historyUp) throw new Error('manifest 503');
      return fakeRemote(remote);
    };
    renderConsole({ route: '/contacts', load });
    expect(await screen.findByText(TEXTS.remote.unavailable('History'))).toBeInTheDocument();
    expect(attempts.filter((r) => r === 'mfe_history')).toHaveLength(3);
    // The rest of the console keeps working.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${TEXTS.header.profileMenu}`) })).toBeInTheDocument();

    historyUp = true;
    await userEvent.click(screen.getByRole('button', { name: TEXTS.remote.retry }));
    expect(await screen.findByText('remote mfe_history at /contacts')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.remote.unavailable('History'))).not.toBeInTheDocument();
  });

  it('keeps other areas working while one remote is down', async () => {
    const load: LoadRemoteModule = async (remote) => {
      if (remote === 'mfe_history') throw new Error('down');
      return fakeRemote(remote);
    };
    renderConsole({ route: '/contacts', load });
    expect(await screen.findByText(TEXTS.remote.unavailable('History'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('remote mfe_live_chat at /dashboard')).toBeInTheDocument();
  });

  it('shows the fallback when the runtime answers with the errorLoadRemote stand-in, and Retry reloads', async () => {
    let calls = 0;
    const load: LoadRemoteModule = async (remote) => {
      calls += 1;
      return calls <= 3 ? createFallbackModule(`${remote}/App`, new Error('RUNTIME-003'), AreaUnavailable) : fakeRemote(remote);
    };
    renderConsole({ route: '/manage-agents', load });
    expect(await screen.findByText(TEXTS.remote.unavailable('Agents'))).toBeInTheDocument();
    expect(calls).toBe(3); // the stand-in counts as a failure for the retry layer
    await userEvent.click(screen.getByRole('button', { name: TEXTS.remote.retry }));
    expect(await screen.findByText('remote mfe_agents at /manage-agents')).toBeInTheDocument();
  });

  it('gives the Reports area the same fallback and Retry when its remote is down', async () => {
    let up = false;
    const load = jest.fn<ReturnType<LoadRemoteModule>, Parameters<LoadRemoteModule>>(async (remote) => {
      if (remote === 'mfe_reports' && !up) throw new Error('manifest 503');
      return fakeRemote(remote);
    });
    renderConsole({ route: '/reports/ratings', load });
    expect(await screen.findByText(TEXTS.remote.unavailable('Reports'))).toBeInTheDocument();
    expect(load.mock.calls.filter(([remote]) => remote === 'mfe_reports')).toHaveLength(3);
    // The rest of the console keeps working.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: TEXTS.remote.retry }));
    expect(await screen.findByText('remote mfe_reports at /reports/ratings')).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering; Retry renders it again', async () => {
    let broken = true;
    function Crashing() {
      if (broken) throw new Error('render failure');
      return <p>settings recovered</p>;
    }
    const load: LoadRemoteModule = async (remote) => (remote === 'mfe_settings' ? { default: Crashing } : fakeRemote(remote));
    renderConsole({ route: '/canned-messages', load });
    expect(await screen.findByText(TEXTS.remote.unavailable('Settings'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Canned Messages' })).toHaveAttribute('aria-current', 'page');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: TEXTS.remote.retry }));
    expect(await screen.findByText('settings recovered')).toBeInTheDocument();
  });

  it('loads a remote once while moving between its pages', async () => {
    const load = jest.fn<ReturnType<LoadRemoteModule>, Parameters<LoadRemoteModule>>(async (remote) => fakeRemote(remote));
    renderConsole({ route: '/canned-messages', load });
    expect(await screen.findByText('remote mfe_settings at /canned-messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Auto Messages' }));
    expect(await screen.findByText('remote mfe_settings at /auto-messages')).toBeInTheDocument();
    expect(load.mock.calls.filter(([remote]) => remote === 'mfe_settings')).toHaveLength(1);
  });

  it("mounts the Background part of the remotes that declare one, and fetches no other remote", async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn<ReturnType<LoadRemoteModule>, Parameters<LoadRemoteModule>>(async (remote) =>
        remote === 'mfe_live_chat' ? fakeRemote(remote, { Background: () => <p>live chat listener</p> }) : fakeRemote(remote),
      );
      renderConsole({ route: '/contacts', load, backgrounds: ['mfe_live_chat'] });
      expect(screen.queryByText('live chat listener')).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      await waitFor(() => expect(screen.getByText('live chat listener')).toBeInTheDocument());
      expect(load.mock.calls.map(([remote]) => remote).sort()).toEqual(['mfe_history', 'mfe_live_chat']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches no remote but the routed one, and prefetches an area when its menu entry is hovered or focused', async () => {
    const load = jest.fn<ReturnType<LoadRemoteModule>, Parameters<LoadRemoteModule>>(async (remote) => fakeRemote(remote));
    renderConsole({ route: '/contacts', load });
    expect(await screen.findByText('remote mfe_history at /contacts')).toBeInTheDocument();
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['mfe_history']);

    await userEvent.hover(screen.getByRole('link', { name: 'Canned Messages' }));
    await waitFor(() => expect(load.mock.calls.map(([remote]) => remote)).toEqual(['mfe_history', 'mfe_settings']));
    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await waitFor(() => expect(load.mock.calls.map(([remote]) => remote)).toContain('mfe_live_chat'));

    // Prefetched areas are loaded once: opening one uses what the hover fetched.
    await userEvent.click(screen.getByRole('link', { name: 'Canned Messages' }));
    expect(await screen.findByText('remote mfe_settings at /canned-messages')).toBeInTheDocument();
    expect(load.mock.calls.filter(([remote]) => remote === 'mfe_settings')).toHaveLength(1);
  });
});
