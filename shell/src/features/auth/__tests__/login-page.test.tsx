// Login (spec 001 §2, §5): the shared schema's messages, nothing sent until both fields pass, the
// server's message under the form, links, and the redirect of someone already signed in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from 'shared-kernel/contracts';
import { httpError, testTokens, testUser } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { renderConsole, setViewportWidth } from '../../../test-support/render-console';

beforeEach(() => setViewportWidth(1280));

const email = () => screen.getByLabelText(TEXTS.login.email);
const password = () => screen.getByLabelText(TEXTS.login.password);
const submit = () => userEvent.click(screen.getByRole('button', { name: TEXTS.login.submit }));

describe('LoginPage', () => {
  it('shows the validation messages and sends nothing until both fields pass', async () => {
    const shell = renderConsole({ user: null, route: '/login' });
    await submit();
    expect(await screen.findByText(MESSAGES.loginEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginPassword)).toBeInTheDocument();

    await userEvent.type(email(), 'not-an-email');
    await userEvent.type(password(), 'weak');
    await submit();
    expect(await screen.findByText(MESSAGES.loginEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginPassword)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it("shows the server's message under the form", async () => {
    const shell = renderConsole({
      user: null,
      route: '/login',
      endpoints: { signin: httpError(400, 'Invalid email or password') },
    });
    await userEvent.type(email(), 'owner@example.com');
    await userEvent.type(password(), 'Wrong#Pass1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(shell.calls.map((c) => [c.key, c.payload])).toEqual([['signin', { email: 'owner@example.com', password: 'Wrong#Pass1' }]]);
    expect(shell.location()).toBe('/login');
  });

  it('falls back to a generic message when the server gives none', async () => {
    renderConsole({ user: null, route: '/login', endpoints: { signin: new Error('socket hang up') } });
    await userEvent.type(email(), 'owner@example.com');
    await userEvent.type(password(), 'Owner#Demo1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.genericError);
  });

  it('stores the session and goes to /dashboard', async () => {
    const user = testUser();
    // A real-looking token: the signed-in console's first calls (the header's mentions) do not renew it.
    const acc = testTokens(user).accessToken;
    const shell = renderConsole({
      user: null,
      route: '/login',
      endpoints: { signin: { ...user, accessToken: acc, refreshToken: 'ref' } },
    });
    await userEvent.type(email(), user.email);
    await userEvent.type(password(), 'Owner#Demo1');
    await submit();
    await waitFor(() => expect(shell.location()).toBe(ROUTES.dashboard));
    // The refresh token of a spec-form answer is never kept where scripts can read it.
    expect(shell.session.getTokens()).toEqual({ accessToken: acc });
    expect(shell.session.getUser()).toEqual(user);
  });

  it('goes straight to /dashboard when a session is stored', async () => {
    const shell = renderConsole({ route: '/login' });
    expect(await screen.findByText('remote mfe_live_chat at /dashboard')).toBeInTheDocument();
    expect(shell.location()).toBe(ROUTES.dashboard);
  });

  it('links to forgot-password and sign-up', () => {
    renderConsole({ user: null, route: '/login' });
    expect(screen.getByRole('link', { name: TEXTS.login.forgotPassword })).toHaveAttribute('href', ROUTES.forgotPassword);
    expect(screen.getByRole('link', { name: TEXTS.login.signup })).toHaveAttribute('href', ROUTES.signup);
  });
});
