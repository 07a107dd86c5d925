// Reset password from the mailed link (spec 001 §2, §5, §8): email from the query, the button
// disabled until both passwords are filled, the rules, success toast then /login after 3 s.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { renderConsole } from '../../../test-support/render-console';
import { advance, timedUser } from '../../../test-support/timers';

const T = TEXTS.reset;
const LINK = '/users/reset-password/new?token=tok-123&email=ada%40example.com';
const DONE = { statusCode: 200, message: 'Your password has been reset' };

function renderReset(endpoints = {}, route = LINK) {
  return renderConsole({ user: null, route, endpoints });
}

const submit = () => screen.getByRole('button', { name: T.submit });

describe('reset password', () => {
  it('prefills the email of the link and keeps Reset Password disabled until both passwords are filled', async () => {
    renderReset();
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByLabelText(T.email)).toHaveValue('ada@example.com');
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.password), 'Secret#123');
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.confirmPassword), 'S');
    expect(submit()).toBeEnabled();
  });

  it.each([
    [{ email: 'ada@', password: 'Secret#123', confirm: 'Secret#123' }, MESSAGES.resetEmail],
    [{ email: 'ada@example.com', password: 'secret', confirm: 'secret' }, MESSAGES.passwordRule],
    [{ email: 'ada@example.com', password: 'Secret#123', confirm: 'Secret#124' }, MESSAGES.passwordMismatch],
  ])('refuses %o with "%s"', async ({ email, password, confirm }, message) => {
    const shell = renderReset({ setForgotPassword: DONE });
    await userEvent.clear(screen.getByLabelText(T.email));
    await userEvent.type(screen.getByLabelText(T.email), email);
    await userEvent.type(screen.getByLabelText(T.password), password);
    await userEvent.type(screen.getByLabelText(T.confirmPassword), confirm);
    await userEvent.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it("shows the server's message when the link is refused, else 'Something went wrong'", async () => {
    const shell = renderReset({ setForgotPassword: httpError(400, 'This reset link is invalid or has expired') });
    await userEvent.type(screen.getByLabelText(T.password), 'Secret#123');
    await userEvent.type(screen.getByLabelText(T.confirmPassword), 'Secret#123');
    await userEvent.click(submit());
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'This reset link is invalid or has expired' }]));
    expect(shell.location()).toBe(LINK);
  });

  it("falls back to 'Something went wrong'", async () => {
    const shell = renderReset({ setForgotPassword: new Error('network') });
    await userEvent.type(screen.getByLabelText(T.password), 'Secret#123');
    await userEvent.type(screen.getByLabelText(T.confirmPassword), 'Secret#123');
    await userEvent.click(submit());
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: TEXTS.genericError }]));
  });

  it('Cancel goes to /login', async () => {
    const shell = renderReset();
    await userEvent.click(screen.getByRole('button', { name: T.cancel }));
    expect(shell.location()).toBe('/login');
  });

  describe('with the clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sends email, token and new password, toasts success and goes to /login after 3 s', async () => {
      const shell = renderReset({ setForgotPassword: DONE });
      const user = timedUser();
      await user.type(screen.getByLabelText(T.password), 'Secret#123');
      await user.type(screen.getByLabelText(T.confirmPassword), 'Secret#123');
      await user.click(submit());
      await advance(0);
      expect(shell.calls.map((c) => [c.method, c.path, c.payload])).toEqual([
        ['POST', '/users/set-forgot-password', { email: 'ada@example.com', token: 'tok-123', newPassword: 'Secret#123' }],
      ]);
      expect(shell.toasts).toEqual([{ variant: 'success', message: 'Your password has been reset' }]);
      expect(submit()).toBeDisabled();
      await advance(2990);
      expect(shell.location()).toBe(LINK);
      await advance(10);
      expect(shell.location()).toBe('/login');
    });
  });
});
