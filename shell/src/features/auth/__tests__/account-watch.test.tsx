// Sign-out without asking (spec 000 §4, 001 §3): a deactivated agent at the server's word, and a
// stored user whose status is not 1.
import { act, screen, waitFor } from '@testing-library/react';
import { testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';

const agent = testUser({ _id: 'u-agent', userId: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });

beforeEach(() => setViewportWidth(1280));

describe('account watch', () => {
  it("signs a deactivated agent out at once on 'server:agent_deactivated'", async () => {
    const shell = renderConsole({ user: agent, route: '/contacts' });
    await remoteSettled();
    const disconnect = jest.spyOn(shell.bus, 'disconnect');
    shell.push('server:agent_deactivated', { agentId: 'u-agent' });
    expect(await screen.findByRole('heading', { name: TEXTS.login.title })).toBeInTheDocument();
    expect(shell.location()).toBe('/login');
    expect(shell.session.getTokens()).toBeNull();
    expect(shell.session.getUser()).toBeNull();
    expect(disconnect).toHaveBeenCalled();
    expect(shell.calls.filter((c) => c.key === 'logout')).toHaveLength(0);
  });

  it('signs out a stored user whose status is not 1', async () => {
    const shell = renderConsole({ user: testUser({ status: 3 }), route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: TEXTS.login.title })).toBeInTheDocument();
    expect(shell.session.getUser()).toBeNull();
  });

  it('signs out when the stored status changes (e.g. another tab stored a deactivated user)', async () => {
    const shell = renderConsole({ route: '/dashboard' });
    await remoteSettled();
    act(() => shell.session.updateUser({ status: 0 }));
    await waitFor(() => expect(shell.location()).toBe('/login'));
  });

  it('says why the server closed this console for a newer one, and keeps the user signed in', async () => {
    const shell = renderConsole({ route: '/dashboard' });
    await remoteSettled();
    act(() => shell.push('console-replaced', { max: 10 }));
    expect(await screen.findByText(TEXTS.consoleReplaced(10))).toBeInTheDocument();
    expect(shell.session.getTokens()).not.toBeNull();
  });

  it('keeps an active user signed in', async () => {
    const shell = renderConsole({ route: '/dashboard' });
    await remoteSettled();
    expect(shell.session.getTokens()).not.toBeNull();
    expect(shell.location()).toBe('/dashboard');
  });
});
