// Super admin client switch (spec 000 §2, §4): a header selector fed by get-all-clients, the choice
// stored, a 5-second 'Please wait...' countdown, then a reload; the list's failure is only logged.
import { act, screen, within } from '@testing-library/react';
import { httpError, testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';
import { advance, timedUser } from '../../../test-support/timers';
import { reloadPage } from '../lib/reload-page';

jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

const T = TEXTS.clientSwitch;
const superAdmin = testUser({ _id: 'u-admin', userId: 'u-admin', userRole: 'admin', isClient: false, isAdmin: true });
const CLIENTS = [
  { _id: 'c1', fullName: 'Acme Owner', email: 'acme@example.com' },
  { _id: 'c2', fullName: 'Globex Owner', email: 'globex@example.com' },
];

beforeEach(() => {
  setViewportWidth(1280);
  jest.mocked(reloadPage).mockClear();
});

describe('client selector', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stores the chosen client, counts down 5 seconds in a Please wait... dialog, then reloads', async () => {
    const shell = renderConsole({ user: superAdmin, route: '/dashboard', endpoints: { getAllClients: CLIENTS } });
    await remoteSettled();
    const user = timedUser();
    await user.click(screen.getByRole('combobox', { name: T.label }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([T.none, 'Acme Owner (acme@example.com)', 'Globex Owner (globex@example.com)']);
    await user.click(screen.getByRole('option', { name: /Globex Owner/ }));
    expect(shell.session.getSelectedAccount()).toBe('c2');
    const dialog = screen.getByRole('dialog', { name: T.title });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(T.countdown(5));
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent(T.countdown(4));
    await advance(3990);
    expect(reloadPage).not.toHaveBeenCalled();
    await advance(10);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await shell.api.call('welcomeUser').catch(() => undefined);
    expect(shell.calls.at(-1)?.headers['x-selected-account']).toBe('c2');
  });

  it('shows the stored choice and None clears it', async () => {
    const shell = renderConsole({ user: superAdmin, selectedAccount: 'c1', route: '/dashboard', endpoints: { getAllClients: CLIENTS } });
    await remoteSettled();
    await advance(0);
    const select = screen.getByRole('combobox', { name: T.label });
    expect(select).toHaveTextContent('Acme Owner (acme@example.com)');
    const user = timedUser();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: T.none }));
    expect(shell.session.getSelectedAccount()).toBeNull();
    await advance(5000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('the socket follows the choice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const follows = (shell: { emitted: Array<{ name: string; payload: unknown; ack: boolean }> }) =>
    shell.emitted.filter((event) => event.name === 'select-account');

  it('tells the socket each account chosen here or in another tab, and None as an empty clientId', async () => {
    const shell = renderConsole({ user: superAdmin, selectedAccount: 'c1', route: '/dashboard', endpoints: { getAllClients: CLIENTS } });
    await remoteSettled();
    await advance(0);
    // The handshake named c1 already.
    expect(follows(shell)).toEqual([]);
    const user = timedUser();
    await user.click(screen.getByRole('combobox', { name: T.label }));
    await user.click(screen.getByRole('option', { name: /Globex Owner/ }));
    expect(follows(shell)).toEqual([{ name: 'select-account', payload: { clientId: 'c2' }, ack: true }]);
    act(() => shell.session.setSelectedAccount(null));
    expect(follows(shell).at(-1)).toEqual({ name: 'select-account', payload: { clientId: '' }, ack: true });
    expect(follows(shell)).toHaveLength(2);
  });

  it('only logs a refused choice', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = { ok: false, message: 'The selected account does not exist' };
    const shell = renderConsole({ user: superAdmin, route: '/dashboard', endpoints: { getAllClients: CLIENTS }, acks: { 'select-account': refusal } });
    await remoteSettled();
    act(() => shell.session.setSelectedAccount('c9'));
    await advance(0);
    expect(log).toHaveBeenCalledWith('[client-switch] select-account refused', refusal.message);
    expect(shell.toasts).toEqual([]);
    log.mockRestore();
  });

  it('is never sent by anyone but the super admin', async () => {
    const shell = renderConsole({ route: '/dashboard', endpoints: { getAllClients: CLIENTS } });
    await remoteSettled();
    act(() => shell.session.setSelectedAccount('c1'));
    expect(follows(shell)).toEqual([]);
  });
});

describe('who sees it', () => {
  it('is not offered to anyone but the super admin', async () => {
    const shell = renderConsole({ route: '/dashboard', endpoints: { getAllClients: CLIENTS } });
    await remoteSettled();
    expect(screen.queryByRole('combobox', { name: T.label })).not.toBeInTheDocument();
    expect(shell.calls.filter((c) => c.key === 'getAllClients')).toHaveLength(0);
  });

  it('only logs a failed client list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderConsole({ user: superAdmin, route: '/dashboard', endpoints: { getAllClients: httpError(500, 'Boom') } });
    await remoteSettled();
    await screen.findByRole('combobox', { name: T.label });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveBeenCalledWith('[client-switch] get-all-clients failed', expect.anything());
    expect(shell.toasts).toEqual([]);
    log.mockRestore();
  });
});

describe('narrow screens', () => {
  it.each([640, 1024])('at %i px the header still offers the client selector and the availability toggle', async (width) => {
    setViewportWidth(width);
    renderConsole({ user: superAdmin, route: '/dashboard', endpoints: { getAllClients: CLIENTS } });
    await remoteSettled();
    expect(await screen.findByRole('combobox', { name: T.label })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: new RegExp(`^${TEXTS.availability.label}: `) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.nav.openMenu })).toBeInTheDocument();
  });
});
