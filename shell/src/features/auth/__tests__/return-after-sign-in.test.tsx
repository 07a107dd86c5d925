// After sign-in the stored return path is followed only when it is a console screen the user's role
// may open; any other value lands on the dashboard (never a signed-in user stuck on /login).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from 'shared-kernel/contracts';
import { testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { allRemotesUp, renderConsole, setViewportWidth } from '../../../test-support/render-console';

const agent = testUser({ _id: 'u-agent', clientId: 'u-owner', email: 'agent@example.com', userRole: 'agent', isClient: false, isAgent: true });
const signin = () => ({ ...agent, accessToken: 'access-1', refreshToken: 'refresh-1' });

async function signIn() {
  await userEvent.type(screen.getByLabelText(TEXTS.login.email), agent.email);
  await userEvent.type(screen.getByLabelText(TEXTS.login.password), 'Agent#Demo1');
  await userEvent.click(screen.getByRole('button', { name: TEXTS.login.submit }));
}

beforeEach(() => setViewportWidth(1280));

describe('return path after sign-in', () => {
  it.each([
    '//evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    '/login',
    '/unknown',
    '/my-widgets',
    `/contacts?q=${'a'.repeat(5000)}`,
    '{"pathname":"/dashboard"}',
    '["/chat/offline-message/m-4"]',
    '42',
    'null',
  ])('a stored %s leads to the dashboard', async (stored) => {
    const shell = renderConsole({ user: null, route: ROUTES.login, endpoints: { signin } });
    shell.session.setSavedPath(stored);
    await signIn();
    expect(await screen.findByText('remote mfe_live_chat at /dashboard')).toBeInTheDocument();
    expect(shell.location()).toBe(ROUTES.dashboard);
    expect(shell.session.getSavedPath()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still follows a stored emailed chat link', async () => {
    const shell = renderConsole({ user: null, route: ROUTES.login, endpoints: { signin } });
    shell.session.setSavedPath('/chat/offline-message/m-4');
    await signIn();
    expect(await screen.findByText('remote mfe_history at /chat/offline-message/m-4')).toBeInTheDocument();
  });

  it('does not return an agent to a role-forbidden page that sent them to /login', async () => {
    const load = jest.fn(allRemotesUp);
    const shell = renderConsole({ user: null, route: '/edit-widget', endpoints: { signin }, load });
    await screen.findByRole('heading', { name: TEXTS.login.title });
    await signIn();
    expect(await screen.findByText('remote mfe_live_chat at /dashboard')).toBeInTheDocument();
    expect(shell.location()).toBe(ROUTES.dashboard);
    expect(load.mock.calls.map(([remote]) => remote)).not.toContain('mfe_settings');
  });
});
