// Header profile menu and the logout modal (spec 000 §2, §8).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';

beforeEach(() => setViewportWidth(1280));

async function openLogout() {
  await remoteSettled();
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${TEXTS.header.profileMenu}`) }));
  await userEvent.click(await screen.findByRole('menuitem', { name: TEXTS.header.logout }));
  return screen.findByRole('dialog', { name: TEXTS.logoutDialog.title });
}

describe('profile menu', () => {
  it('offers My Account, Change Password and Logout', async () => {
    const shell = renderConsole({ route: '/dashboard' });
    await remoteSettled();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${TEXTS.header.profileMenu}`) }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([TEXTS.header.myAccount, TEXTS.header.changePassword, TEXTS.header.logout]);
    await userEvent.click(screen.getByRole('menuitem', { name: TEXTS.header.changePassword }));
    expect(shell.location()).toBe('/change-password');
  });
});

describe('logout modal', () => {
  it('Cancel closes it and keeps the session', async () => {
    const shell = renderConsole({ route: '/dashboard', endpoints: { logout: { success: true } } });
    await openLogout();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.logoutDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shell.calls).toHaveLength(0);
    expect(shell.session.getTokens()).not.toBeNull();
  });

  it('Logout calls POST /auth/logout, clears the session, closes the socket and goes to /login', async () => {
    const shell = renderConsole({ route: '/dashboard', endpoints: { logout: { success: true } } });
    const disconnect = jest.spyOn(shell.bus, 'disconnect');
    shell.session.setSavedPath(null);
    localStorage.setItem('chat_history', 'kept');
    await openLogout();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.logoutDialog.confirm }));
    expect(await screen.findByRole('heading', { name: TEXTS.login.title })).toBeInTheDocument();
    expect(shell.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/logout']);
    expect(shell.session.getTokens()).toBeNull();
    expect(shell.session.getUser()).toBeNull();
    expect(disconnect).toHaveBeenCalled();
    expect(shell.location()).toBe('/login');
  });

  it('signing in again after a logout goes to /dashboard, not back to the page logged out from', async () => {
    const signin = () => ({ ...testUser(), accessToken: 'access-2', refreshToken: 'refresh-2' });
    const shell = renderConsole({ route: '/contacts', endpoints: { logout: { success: true }, signin } });
    await openLogout();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.logoutDialog.confirm }));
    await screen.findByRole('heading', { name: TEXTS.login.title });
    await userEvent.type(screen.getByLabelText(TEXTS.login.email), testUser().email);
    await userEvent.type(screen.getByLabelText(TEXTS.login.password), 'Owner#Demo1');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.login.submit }));
    await waitFor(() => expect(shell.location()).toBe('/dashboard'));
  });

  it("toasts the server's message when logout fails and stays signed in", async () => {
    const shell = renderConsole({ route: '/dashboard', endpoints: { logout: httpError(400, 'Login already ended') } });
    await openLogout();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.logoutDialog.confirm }));
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'Login already ended' }]));
    expect(shell.session.getTokens()).not.toBeNull();
  });

  it("toasts 'Something went wrong' when the failure carries no message", async () => {
    const shell = renderConsole({ route: '/dashboard', endpoints: { logout: new Error('network') } });
    await openLogout();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.logoutDialog.confirm }));
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'Something went wrong' }]));
  });
});
