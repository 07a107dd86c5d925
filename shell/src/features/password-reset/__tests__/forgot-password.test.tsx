// Forgot password (spec 001 §2, §5, §8): Send disabled while empty or running, the three outcomes,
// the button text after a send, Cancel to /login.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { renderConsole } from '../../../test-support/render-console';

const T = TEXTS.forgot;
const SENT = { statusCode: 200, message: T.sent };

function renderForgot(endpoints = {}) {
  return renderConsole({ user: null, route: '/forgot-password', endpoints });
}

async function send(email: string) {
  await userEvent.type(screen.getByLabelText(T.email), email);
  await userEvent.click(screen.getByRole('button', { name: T.send }));
}

describe('forgot password', () => {
  it('has the heading, the Email field and Send disabled while empty', async () => {
    renderForgot();
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.send })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.email), ' ');
    expect(screen.getByRole('button', { name: T.send })).toBeDisabled();
  });

  it("refuses a bad address with 'Provide a valid email'", async () => {
    const shell = renderForgot({ forgotPasswordLink: SENT });
    await send('ada@');
    expect(await screen.findByText(MESSAGES.forgotEmail)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it("sends the link, says so in a blue toast, and the button reads 'Send Reset Link Again'", async () => {
    const shell = renderForgot({ forgotPasswordLink: SENT });
    await send('ada@example.com');
    expect(await screen.findByRole('button', { name: T.sendAgain })).toBeEnabled();
    expect(shell.toasts).toEqual([{ variant: 'success', message: T.sent }]);
    expect(shell.calls.map((c) => [c.method, c.path, c.payload])).toEqual([['POST', '/users/forgot-password-link', { email: 'ada@example.com' }]]);
  });

  it("shows the server's message of a 400 in a red toast", async () => {
    const shell = renderForgot({ forgotPasswordLink: httpError(400, 'Provide a valid email') });
    await send('ada@example.com');
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'Provide a valid email' }]));
    expect(screen.getByRole('button', { name: T.send })).toBeInTheDocument();
  });

  it.each([
    ['an unknown email (404)', httpError(404, 'Not Found')],
    ['a network failure', new Error('network')],
  ])("says 'This Email is not registered with us' for %s", async (_case, failure) => {
    const shell = renderForgot({ forgotPasswordLink: failure });
    await send('nobody@example.com');
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: T.notRegistered }]));
  });

  it('disables Send while the request runs', async () => {
    let answer: (value: typeof SENT) => void = () => undefined;
    renderForgot({ forgotPasswordLink: () => new Promise<typeof SENT>((resolve) => (answer = resolve)) });
    await send('ada@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: T.send })).toBeDisabled());
    answer(SENT);
    expect(await screen.findByRole('button', { name: T.sendAgain })).toBeEnabled();
  });

  it('Cancel goes to /login', async () => {
    const shell = renderForgot();
    await userEvent.click(screen.getByRole('button', { name: T.cancel }));
    expect(shell.location()).toBe('/login');
  });
});
