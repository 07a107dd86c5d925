// Header availability (spec 000 §2, §4): the toggle (spinner ~1 s, status at 0.9 s, stored), the
// live sync with the 'updated elsewhere' notice, the state asked on connect, and the greyed console.
import { screen } from '@testing-library/react';
import { httpError, testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';
import { advance, timedUser } from '../../../test-support/timers';

const T = TEXTS.availability;
const agent = testUser({ _id: 'u-agent', userId: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });
const toggle = () => screen.getByRole('switch', { name: new RegExp(`^${T.label}: `) });
const main = () => screen.getByRole('main');

beforeEach(() => setViewportWidth(1280));

describe('availability toggle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function renderHeader(options: Parameters<typeof renderConsole>[0] = {}) {
    const shell = renderConsole({ route: '/dashboard', ...options });
    await remoteSettled();
    return shell;
  }

  it("shows the stored state as a labelled switch ('Online' / 'Offline')", async () => {
    await renderHeader({ isOnline: false });
    expect(toggle()).not.toBeChecked();
    expect(screen.getByText(T.offline)).toBeInTheDocument();
  });

  it('calls toggle-online, spins about 1 s and applies the answer at 0.9 s', async () => {
    const shell = await renderHeader({ isOnline: true, endpoints: { toggleOnline: { isOnline: false } } });
    expect(toggle()).toBeChecked();
    await timedUser().click(toggle());
    await advance(0);
    expect(shell.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /users/toggle-online']);
    expect(screen.getByRole('progressbar', { name: T.updating })).toBeInTheDocument();
    expect(toggle()).toBeDisabled();
    await advance(880);
    expect(shell.session.isOnline()).toBe(true);
    await advance(20);
    expect(shell.session.isOnline()).toBe(false);
    expect(toggle()).not.toBeChecked();
    expect(screen.getByText(T.offline)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: T.updating })).toBeInTheDocument();
    await advance(100);
    expect(screen.queryByRole('progressbar', { name: T.updating })).not.toBeInTheDocument();
    expect(toggle()).toBeEnabled();
  });

  it("does not call its own toggle's echo a change from elsewhere", async () => {
    const shell = await renderHeader({ isOnline: true, endpoints: { toggleOnline: { isOnline: false } } });
    await timedUser().click(toggle());
    await advance(10);
    shell.push('user-online-status-is', { userId: 'u-owner', isOnline: false });
    await advance(1000);
    expect(shell.session.isOnline()).toBe(false);
    expect(shell.toasts).toEqual([]);
  });

  it('settles a change made elsewhere while its own toggle was running', async () => {
    const shell = await renderHeader({ isOnline: true, endpoints: { toggleOnline: { isOnline: false } } });
    await timedUser().click(toggle());
    await advance(10);
    shell.push('user-online-status-is', { userId: 'u-owner', isOnline: false });
    await advance(300);
    // Another device switched back on before this tab's spinner ended.
    shell.push('user-online-status-is', { userId: 'u-owner', isOnline: true });
    await advance(1000);
    expect(shell.session.isOnline()).toBe(true);
    expect(toggle()).toBeChecked();
    expect(shell.toasts.map((t) => t.message)).toEqual([T.changedElsewhere]);
  });

  it('toasts a failed toggle in red and keeps the state', async () => {
    const shell = await renderHeader({ isOnline: true, endpoints: { toggleOnline: httpError(500, 'Something broke') } });
    await timedUser().click(toggle());
    await advance(1000);
    expect(shell.toasts).toEqual([{ variant: 'error', message: 'Something broke' }]);
    expect(shell.session.isOnline()).toBe(true);
    expect(toggle()).toBeEnabled();
  });
});

describe('availability sync', () => {
  it('asks for the current state when the socket connects, and again after a reconnect', async () => {
    const shell = renderConsole({ route: '/dashboard' });
    await remoteSettled();
    const asked = () => shell.emitted.filter((e) => e.name === 'user-online-status');
    expect(asked().map((e) => e.payload)).toEqual([{ userId: 'u-owner' }]);
    shell.bus.setConnection('disconnected');
    shell.bus.setConnection('connected');
    expect(asked()).toHaveLength(2);
  });

  it('applies a change made elsewhere with the info toast', async () => {
    const shell = renderConsole({ route: '/dashboard', isOnline: true });
    await remoteSettled();
    shell.push('user-online-status-is', { userId: 'u-owner', isOnline: false });
    expect(await screen.findByText(T.offline)).toBeInTheDocument();
    expect(shell.session.isOnline()).toBe(false);
    expect(shell.toasts).toEqual([{ variant: 'info', message: T.changedElsewhere }]);
  });

  it('stays quiet when the state is already the same or the event is about someone else', async () => {
    const shell = renderConsole({ route: '/dashboard', isOnline: true });
    await remoteSettled();
    shell.push('user-online-status-is', { userId: 'u-owner', isOnline: true });
    shell.push('user-online-status-is', { userId: 'u-other', isOnline: false });
    expect(shell.session.isOnline()).toBe(true);
    expect(shell.toasts).toEqual([]);
  });
});

describe('greyed console', () => {
  it('greys the page of an offline agent and restores it when back online', async () => {
    const shell = renderConsole({ user: agent, route: '/dashboard', isOnline: false });
    await remoteSettled();
    expect(main()).toHaveAttribute('data-greyed', 'true');
    shell.push('user-online-status-is', { userId: 'u-agent', isOnline: true });
    expect(main()).not.toHaveAttribute('data-greyed');
  });

  it.each([
    ['owner', testUser()],
    ['co-admin', testUser({ _id: 'u-co', clientId: 'u-owner', userRole: 'co_client' })],
  ])('never greys a client account (%s)', async (_role, user) => {
    renderConsole({ user, route: '/dashboard', isOnline: false });
    await remoteSettled();
    expect(main()).not.toHaveAttribute('data-greyed');
    expect(toggle()).not.toBeChecked();
  });

  it('keeps the toggle usable while greyed', async () => {
    renderConsole({ user: agent, route: '/dashboard', isOnline: false });
    await remoteSettled();
    expect(toggle()).toBeEnabled();
  });
});
