// The standalone Add Agent page (/create-agent, spec 001 §2, §5, §7, §8): e-mail, full name and password
// with the agent rules, JSON register call, success toast and an empty form, the server's message inline.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-kernel/contracts';
import { httpError, renderWithShell, testUser, type MockEndpoints } from 'shared-kernel/testing';
import { MESSAGES } from 'shared-kernel/validation';
import CreateAgentPage from '../pages/create-agent-page';
import { AGENT_FORM_TEXTS as T } from '../texts';
import { MANAGER } from './agent-form-fixtures';

function renderPage(endpoints: MockEndpoints = {}, user: User = testUser()) {
  const events = userEvent.setup({ delay: null });
  const shell = renderWithShell(<CreateAgentPage />, { route: '/create-agent', endpoints, user });
  return { ...shell, user: events };
}

const formEl = () => screen.getByRole('form', { name: T.pageTitle });
const email = () => within(formEl()).getByRole('textbox', { name: new RegExp(`^${T.email}`) });
const fullName = () => within(formEl()).getByRole('textbox', { name: new RegExp(`^${T.fullName}`) });
const password = () => within(formEl()).getByLabelText(new RegExp(`^${T.password}`));
const submit = () => within(formEl()).getByRole('button', { name: T.submit });

/** Enters a whole value at once (click, then paste): these tests are about the rules and the call, not typing. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { email: string; name: string; password: string }) {
  if (values.email) await enter(user, email(), values.email);
  if (values.name) await enter(user, fullName(), values.name);
  if (values.password) await enter(user, password(), values.password);
}

const GOOD = { email: ' Fresh.Agent@Example.com', name: 'Fresh Agent', password: 'Secret#123' };

describe('Add Agent page', () => {
  it("has the h1 'Add Agent', a way back to Manage Agents, and e-mail, full name and password", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: T.pageTitle })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: T.breadcrumb })).getByRole('link', { name: T.manageAgents })).toHaveAttribute('href', '/manage-agents');
    expect(email()).toHaveValue('');
    expect(fullName()).toHaveValue('');
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('shows and hides the password', async () => {
    const { user } = renderPage();
    await enter(user, password(), 'Secret#123');
    await user.click(within(formEl()).getByRole('button', { name: T.showPassword }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('Secret#123');
    await user.click(within(formEl()).getByRole('button', { name: T.hidePassword }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it.each([
    ['an empty form', { email: '', name: '', password: '' }, [MESSAGES.agentEmail, MESSAGES.agentName, MESSAGES.agentPassword]],
    ['a wrong e-mail', { ...GOOD, email: 'fresh@' }, [MESSAGES.agentEmail]],
    ['a short name', { ...GOOD, name: 'Jo' }, [MESSAGES.agentName]],
    ['a long name', { ...GOOD, name: 'x'.repeat(21) }, [MESSAGES.agentName]],
    ['a weak password', { ...GOOD, password: 'password1' }, [MESSAGES.agentPassword]],
  ])('refuses %s with the rule messages and sends nothing', async (_case, values, messages) => {
    const { user, calls } = renderPage({ registerAgent: { _id: 'n', email: 'x@example.com' } });
    await fill(user, values);
    await user.click(submit());
    for (const message of messages) expect(await within(formEl()).findByText(message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('registers with JSON {fullName, email lowercased, password}, toasts success and empties the form', async () => {
    const { user, calls, toasts } = renderPage({ registerAgent: { _id: 'n', email: 'fresh.agent@example.com' } });
    await fill(user, GOOD);
    await user.click(submit());
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.registered }]));
    expect(calls).toHaveLength(1);
    expect([calls[0].method, calls[0].path]).toEqual(['POST', '/users/register']);
    expect(calls[0].payload).toEqual({ fullName: 'Fresh Agent', email: 'fresh.agent@example.com', password: 'Secret#123' });
    await waitFor(() => expect(email()).toHaveValue(''));
    expect(fullName()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(within(formEl()).queryByText(MESSAGES.agentEmail)).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', httpError(400, 'User already exists'), 'User already exists'],
    ["'Something went wrong' without one", httpError(502, ''), T.failed],
    ["'Something went wrong' for an answer without the e-mail", { _id: 'n' }, T.failed],
  ])('shows %s inline under the form, not as a toast, and keeps the values', async (_case, answer, message) => {
    const { user, toasts } = renderPage({ registerAgent: answer as never });
    await fill(user, GOOD);
    await user.click(submit());
    const alert = await within(formEl()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(toasts).toEqual([]);
    expect(fullName()).toHaveValue('Fresh Agent');
  });

  it('clears the inline message on the next attempt', async () => {
    let answer: unknown = httpError(400, 'User already exists');
    const { user, toasts } = renderPage({ registerAgent: () => answer as never });
    await fill(user, GOOD);
    await user.click(submit());
    expect(await within(formEl()).findByRole('alert')).toHaveTextContent('User already exists');
    answer = { _id: 'n', email: 'fresh.agent@example.com' };
    await user.click(submit());
    await waitFor(() => expect(toasts).toEqual([{ variant: 'success', message: T.registered }]));
    expect(within(formEl()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is open to managers', () => {
    renderPage({}, MANAGER);
    expect(screen.getByRole('form', { name: T.pageTitle })).toBeInTheDocument();
  });

  it('tells an agent the page is not theirs, without a form', () => {
    renderPage({}, testUser({ _id: 'u-ag', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true }));
    expect(screen.getByRole('heading', { level: 1, name: T.pageTitle })).toBeInTheDocument();
    expect(screen.getByText(T.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
