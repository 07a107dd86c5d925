// Change Password (spec 001 §2, §5, §8): breadcrumb, the three rules and messages, the button
// disabled until new and confirm are filled, success toast, server message toast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';

const T = TEXTS.changePassword;
const OK = { statusCode: 200, message: 'Your password is successfully updated' };

beforeEach(() => setViewportWidth(1280));

async function renderPage(endpoints = {}) {
  const shell = renderConsole({ route: '/change-password', endpoints });
  await remoteSettled();
  return shell;
}

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText(T.current), current);
  if (next) await userEvent.type(screen.getByLabelText(T.next), next);
  if (confirm) await userEvent.type(screen.getByLabelText(T.confirm), confirm);
}

const submit = () => screen.getByRole('button', { name: T.submit });

describe('Change Password', () => {
  it('shows the breadcrumb Home > Change Password and the three password fields', async () => {
    await renderPage();
    const crumbs = screen.getByRole('navigation', { name: TEXTS.breadcrumb.label });
    expect(within(crumbs).getByRole('link', { name: TEXTS.breadcrumb.home })).toBeInTheDocument();
    expect(within(crumbs).getByText(T.title)).toHaveAttribute('aria-current', 'page');
    for (const label of [T.current, T.next, T.confirm]) expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
  });

  it('keeps the button disabled until new and confirm are filled', async () => {
    await renderPage();
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.next), 'Secret#124');
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.confirm), 'S');
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['a weak current password', ['secret', 'Secret#124', 'Secret#124'], MESSAGES.passwordRule],
    ['a missing current password', ['', 'Secret#124', 'Secret#124'], MESSAGES.passwordRule],
    ['a weak new password', ['Secret#123', 'secret124', 'secret124'], MESSAGES.passwordRule],
    ['a new password equal to the current', ['Secret#123', 'Secret#123', 'Secret#123'], MESSAGES.samePassword],
    ['a confirmation that differs', ['Secret#123', 'Secret#124', 'Secret#125'], MESSAGES.passwordMismatch],
  ])('refuses %s', async (_case, [current, next, confirm], message) => {
    const shell = await renderPage({ changePassword: OK });
    await fill(current, next, confirm);
    await userEvent.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(shell.calls).toHaveLength(0);
  });

  it('sends current and new password, toasts success and empties the form', async () => {
    const shell = await renderPage({ changePassword: OK });
    await fill('Secret#123', 'Secret#124', 'Secret#124');
    await userEvent.click(submit());
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'success', message: T.done }]));
    expect(shell.calls.map((c) => [c.method, c.path, c.payload])).toEqual([
      ['PATCH', '/users/change-password', { currentPassword: 'Secret#123', newPassword: 'Secret#124' }],
    ]);
    expect(screen.getByLabelText(T.current)).toHaveValue('');
    expect(submit()).toBeDisabled();
    expect(shell.session.getTokens()).not.toBeNull();
  });

  it("toasts the server's message in red", async () => {
    const shell = await renderPage({ changePassword: httpError(400, 'Current password is incorrect') });
    await fill('Secret#999', 'Secret#124', 'Secret#124');
    await userEvent.click(submit());
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'Current password is incorrect' }]));
    expect(screen.getByLabelText(T.current)).toHaveValue('Secret#999');
  });
});
