// E-mail verification (spec 001 §2, §4, §8): registration successful, the mailed link verified on
// load (success text at 2 s, /login at 6 s; failure text, Go to Login, /login at 9 s) and the
// 4-digit code entry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { renderConsole } from '../../../test-support/render-console';
import { advance, timedUser } from '../../../test-support/timers';

const OK = { statusCode: 200, message: 'Your email has been verified' };

describe('registration successful', () => {
  it('says a confirmation mail was sent and offers Go to Login', async () => {
    const shell = renderConsole({ user: null, route: '/email-verify' });
    expect(screen.getByRole('heading', { name: TEXTS.registered.title })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.registered.body)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.registered.goToLogin }));
    expect(shell.location()).toBe('/login');
  });
});

describe('verification link', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('verifies once on load, shows the success text at 2 s and goes to /login at 6 s', async () => {
    const shell = renderConsole({ user: null, route: '/email-verify/u-new?code=4821', endpoints: { verifyOtp: OK } });
    expect(screen.getByRole('progressbar', { name: TEXTS.verify.verifying })).toBeInTheDocument();
    await advance(0);
    expect(shell.calls.map((c) => [c.method, c.path, c.payload])).toEqual([['POST', '/users/verify-otp', { id: 'u-new', otp: '4821' }]]);
    await advance(1990);
    expect(screen.queryByText(TEXTS.verify.success)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await advance(10);
    expect(screen.getByText(TEXTS.verify.success)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await advance(3990);
    expect(shell.location()).toBe('/email-verify/u-new?code=4821');
    await advance(10);
    expect(shell.location()).toBe('/login');
    expect(shell.calls).toHaveLength(1);
  });

  it("shows the server's message, the failure text and Go to Login, then goes to /login at 9 s", async () => {
    const shell = renderConsole({
      user: null,
      route: '/email-verify/u-new?code=4821',
      endpoints: { verifyOtp: httpError(400, 'This account is already activated') },
    });
    await advance(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This account is already activated');
    expect(alert).toHaveTextContent(TEXTS.verify.failure);
    expect(screen.getByRole('button', { name: TEXTS.verify.goToLogin })).toBeInTheDocument();
    await advance(8990);
    expect(shell.location()).toBe('/email-verify/u-new?code=4821');
    await advance(10);
    expect(shell.location()).toBe('/login');
  });

  it('Go to Login leaves at once', async () => {
    const shell = renderConsole({ user: null, route: '/email-verify/u1?code=1111', endpoints: { verifyOtp: httpError(400, 'User does not exist') } });
    await advance(0);
    await timedUser().click(screen.getByRole('button', { name: TEXTS.verify.goToLogin }));
    expect(shell.location()).toBe('/login');
  });

  it('sends a link without a code to the code entry of that user', async () => {
    const shell = renderConsole({ user: null, route: '/email-verify/u-new' });
    await advance(0);
    expect(shell.location()).toBe('/auth/activate/u-new');
    expect(screen.getByLabelText(TEXTS.activate.code)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });
});

describe('code entry', () => {
  const code = () => screen.getByLabelText(TEXTS.activate.code);
  const verifyButton = () => screen.getByRole('button', { name: TEXTS.activate.submit });

  it('keeps Verify disabled while empty and refuses anything but 4 digits', async () => {
    const shell = renderConsole({ user: null, route: '/auth/activate/u-new', endpoints: { verifyOtp: OK } });
    expect(screen.getByRole('heading', { name: TEXTS.activate.title })).toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();
    await userEvent.type(code(), '12a');
    await userEvent.click(verifyButton());
    expect(await screen.findByText(MESSAGES.otp)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it("shows the server's message for a wrong, used or expired code and stays", async () => {
    const shell = renderConsole({
      user: null,
      route: '/auth/activate/u-new',
      endpoints: { verifyOtp: httpError(400, 'This code has expired') },
    });
    await userEvent.type(code(), '1234');
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired');
    expect(shell.location()).toBe('/auth/activate/u-new');
    expect(code()).toHaveValue('1234');
  });

  describe('with the clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('verifies the typed code, shows the success text at 2 s and goes to /login at 6 s', async () => {
      const shell = renderConsole({ user: null, route: '/auth/activate/u-new', endpoints: { verifyOtp: OK } });
      const user = timedUser();
      await user.type(code(), '4821');
      await user.click(verifyButton());
      await advance(0);
      expect(shell.calls.map((c) => c.payload)).toEqual([{ id: 'u-new', otp: '4821' }]);
      await advance(2000);
      expect(screen.getByText(TEXTS.verify.success)).toBeInTheDocument();
      await advance(4000);
      expect(shell.location()).toBe('/login');
    });

    it('takes the code of the query as the starting value', async () => {
      renderConsole({ user: null, route: '/auth/activate/u-new?code=9876' });
      await advance(0);
      expect(code()).toHaveValue('9876');
    });
  });
});
