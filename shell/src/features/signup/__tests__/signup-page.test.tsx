// Sign up (spec 001 §2, §5, §8): every field rule and message, the live mismatch flag, the disabled
// button, the server's message with the Forgot password hint, and the way to /email-verify.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { renderConsole } from '../../../test-support/render-console';

const T = TEXTS.signup;
const GOOD = {
  [T.fullName]: 'Ada Lovelace',
  [T.email]: 'ada@example.com',
  [T.password]: 'Secret#123',
  [T.confirmPassword]: 'Secret#123',
  [T.website]: 'https://ada.example.com',
};

function renderSignup(endpoints = {}) {
  return renderConsole({ user: null, route: '/signup', endpoints });
}

/** Enters a whole value at once (click, then paste): for tests about the rules and the call, not typing. */
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input, { delay: null });
  await userEvent.paste(text, { delay: null });
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(screen.getByLabelText(label));
    await enter(screen.getByLabelText(label), value);
  }
}

const submit = () => screen.getByRole('button', { name: T.submit });

describe('sign-up form', () => {
  it('shows the title and the six labelled fields', () => {
    renderSignup();
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    for (const label of [T.fullName, T.email, T.password, T.confirmPassword, T.phone, T.website]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: T.login })).toHaveAttribute('href', '/login');
  });

  it('keeps Sign Up disabled until email, password, full name, confirmation and website are filled (phone optional)', async () => {
    renderSignup();
    expect(submit()).toBeDisabled();
    const entries = Object.entries(GOOD);
    for (const [index, [label, value]] of entries.entries()) {
      await enter(screen.getByLabelText(label), value);
      if (index < entries.length - 1) expect(submit()).toBeDisabled();
    }
    expect(submit()).toBeEnabled();
  });

  it.each([
    [T.fullName, 'Al', MESSAGES.signupName],
    [T.fullName, 'A very long name indeed', MESSAGES.signupName],
    [T.email, 'ada@', MESSAGES.signupEmail],
    [T.password, 'secret123', MESSAGES.signupPassword],
    [T.password, 'Secret_123', MESSAGES.signupPassword],
    [T.website, 'ada.example.com', MESSAGES.signupWebsite],
    [T.phone, '12', MESSAGES.signupPhone],
    [T.phone, '12345abc', MESSAGES.signupPhone],
  ])('%s "%s" shows "%s" once left', async (label, value, message) => {
    renderSignup();
    await enter(screen.getByLabelText(label), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('flags the confirmation live once it is as long as the password, and clears the flag when it matches', async () => {
    renderSignup();
    await enter(screen.getByLabelText(T.password), 'Secret#123');
    // The confirmation is typed key by key: the flag is live.
    const confirm = screen.getByLabelText(T.confirmPassword);
    await userEvent.type(confirm, 'Secret#12');
    expect(screen.queryByText(MESSAGES.passwordMismatch)).not.toBeInTheDocument();
    await userEvent.type(confirm, '4');
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(confirm, '{Backspace}3');
    expect(screen.queryByText(MESSAGES.passwordMismatch)).not.toBeInTheDocument();
  });

  it('refuses to send a form with a bad field', async () => {
    const shell = renderSignup({ signup: { email: 'ada@example.com' } });
    await fill({ ...GOOD, [T.website]: 'not a url' });
    await userEvent.click(submit());
    expect(await screen.findByText(MESSAGES.signupWebsite)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it('sends the account and goes to the registration-successful screen', async () => {
    const shell = renderSignup({ signup: { email: 'ada@example.com', message: 'ok' } });
    await fill({ ...GOOD, [T.phone]: '+44 20 7946' });
    await userEvent.click(submit());
    expect(await screen.findByRole('heading', { name: TEXTS.registered.title })).toBeInTheDocument();
    expect(shell.location()).toBe('/email-verify');
    expect(shell.calls.map((c) => [c.method, c.path, c.payload])).toEqual([
      [
        'POST',
        '/auth/signup',
        { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret#123', phoneNumber: '+44 20 7946', your_website: 'https://ada.example.com' },
      ],
    ]);
  });

  it("shows 'User already exists' with the hint linking to Forgot password", async () => {
    const shell = renderSignup({ signup: httpError(400, 'User already exists') });
    await fill(GOOD);
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User already exists');
    await userEvent.click(screen.getByRole('link', { name: T.resetHint }));
    expect(shell.location()).toBe('/forgot-password');
  });

  it("shows other server messages without the hint, and 'Something went wrong' without one", async () => {
    renderSignup({ signup: httpError(400, 'Provide valid url like http(s)://{host}') });
    await fill(GOOD);
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Provide valid url like http(s)://{host}');
    expect(screen.queryByRole('link', { name: T.resetHint })).not.toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the failure has no message", async () => {
    renderSignup({ signup: new Error('network') });
    await fill(GOOD);
    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.genericError));
  });
});
