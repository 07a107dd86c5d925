// Guard (spec 001 §2): no token → /login with the origin remembered; emailed chat links are saved
// and restored after login; '/' goes to /dashboard or /login.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { renderConsole, setViewportWidth } from '../../../test-support/render-console';

const owner = testUser();
const signin = () => ({ ...owner, accessToken: 'access-1', refreshToken: 'refresh-1' });

async function signIn() {
  await userEvent.type(screen.getByLabelText(TEXTS.login.email), owner.email);
  await userEvent.type(screen.getByLabelText(TEXTS.login.password), 'Owner#Demo1');
  await userEvent.click(screen.getByRole('button', { name: TEXTS.login.submit }));
}

beforeEach(() => setViewportWidth(1280));

describe('route guard', () => {
  it('sends a signed-out visitor to /login and back to the page they asked for after login', async () => {
    const shell = renderConsole({ user: null, route: '/contacts?page=2', endpoints: { signin } });
    expect(await screen.findByRole('heading', { name: TEXTS.login.title })).toBeInTheDocument();
    expect(shell.location()).toBe('/login');
    await signIn();
    expect(await screen.findByText('remote mfe_history at /contacts')).toBeInTheDocument();
    expect(shell.location()).toBe('/contacts?page=2');
  });

  it.each(['/chat/conversation-history/c-17', '/chat/offline-message/m-4'])('saves %s and returns to it after login', async (path) => {
    const shell = renderConsole({ user: null, route: path, endpoints: { signin } });
    await screen.findByRole('heading', { name: TEXTS.login.title });
    expect(shell.session.getSavedPath()).toBe(path);
    await signIn();
    expect(await screen.findByText(`remote mfe_history at ${path}`)).toBeInTheDocument();
    expect(shell.session.getSavedPath()).toBeNull();
  });

  it('does not save ordinary paths', async () => {
    const shell = renderConsole({ user: null, route: '/manage-agents' });
    await screen.findByRole('heading', { name: TEXTS.login.title });
    expect(shell.session.getSavedPath()).toBeNull();
  });

  it('guards the shell-owned account pages too', async () => {
    const shell = renderConsole({ user: null, route: '/profile' });
    await screen.findByRole('heading', { name: TEXTS.login.title });
    expect(shell.location()).toBe('/login');
  });

  it("sends '/' to /login when signed out and to /dashboard when signed in", async () => {
    const out = renderConsole({ user: null, route: '/' });
    await screen.findByRole('heading', { name: TEXTS.login.title });
    expect(out.location()).toBe('/login');
    out.unmount();
    const signedIn = renderConsole({ route: '/' });
    expect(await screen.findByText('remote mfe_live_chat at /dashboard')).toBeInTheDocument();
    expect(signedIn.location()).toBe('/dashboard');
  });

  it('leaves the public account routes open', async () => {
    renderConsole({ user: null, route: '/users/reset-password/abc?token=t' });
    expect(await screen.findByRole('heading', { name: TEXTS.reset.title })).toBeInTheDocument();
  });
});
