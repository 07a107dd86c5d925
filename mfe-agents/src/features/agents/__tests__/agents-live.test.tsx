// The live online indicator (agent_status, user-online-status-is) and the editable departments column
// (GET /users/by-department → PATCH /users/update-department) of Manage Agents (spec 001 §2, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import { httpError } from 'shared-kernel/testing';
import { AGENTS_TEXTS as T } from '../texts';
import { agent, renderPage, SALES, setWidth } from './agent-fixtures';

jest.mock('../../agent-form/components/agent-form-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../metrics/components/agent-metrics-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../departments/components/departments-tab', () => jest.requireActual('./sibling-mocks'));

const table = () => screen.findByRole('table', { name: T.listLabel });
const rowOf = async (name: string) => within(await table()).getAllByRole('row').find((row) => within(row).queryByText(name))!;
const statusOf = async (name: string) => within(await rowOf(name)).getByTestId('online-status');

beforeEach(() => setWidth(1280));

describe('Live online indicator', () => {
  it('follows agent_status and user-online-status-is without a reload', async () => {
    const { push, calls } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent' }), agent(2, { fullName: 'Ben Agent', isOnline: true })] });
    expect(await statusOf('Ann Agent')).toHaveTextContent(T.offline);
    push('agent_status', { agentId: 'a1', status: 'online', photo: null });
    expect(await statusOf('Ann Agent')).toHaveTextContent(T.online);
    expect(within(await rowOf('Ann Agent')).getByRole('button', { name: T.setOfflineLabel('Ann Agent') })).toBeInTheDocument();
    push('user-online-status-is', { userId: 'a2', isOnline: false });
    expect(await statusOf('Ben Agent')).toHaveTextContent(T.offline);
    expect(within(await rowOf('Ben Agent')).queryByRole('button', { name: T.setOfflineLabel('Ben Agent') })).not.toBeInTheDocument();
    push('agent_status', { agentId: 'a1', status: 'offline', photo: null });
    expect(await statusOf('Ann Agent')).toHaveTextContent(T.offline);
    push('agent_status', { agentId: 'someone-else', status: 'online', photo: null });
    expect(calls.filter((c) => c.key === 'agentList')).toHaveLength(1);
  });

  it('moves the indicator on the cards too', async () => {
    setWidth(800);
    const { push } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent' })] });
    const card = within(await screen.findByRole('list', { name: T.listLabel })).getByRole('listitem');
    expect(within(card).getByTestId('online-status')).toHaveTextContent(T.offline);
    push('user-online-status-is', { userId: 'a1', isOnline: true });
    expect(within(card).getByTestId('online-status')).toHaveTextContent(T.online);
  });
});

describe('Departments column', () => {
  const pick = async (user: ReturnType<typeof renderPage>['user'], name: string, titles: string[]) => {
    await user.click(within(await rowOf(name)).getByRole('combobox', { name: T.departmentsOf(name) }));
    const listbox = screen.getByRole('listbox');
    for (const title of titles) await user.click(within(listbox).getByRole('option', { name: title }));
    await user.keyboard('{Escape}');
  };

  it("offers the account's departments, saves the choice on close and toasts 'Department has been successfully updated'", async () => {
    const { user, calls, toasts } = renderPage({
      agents: [agent(1, { fullName: 'Ann Agent', departments: [SALES] })],
      endpoints: { updateDepartment: { statusCode: 200, message: 'The departments of the agent are updated' } },
    });
    await user.click(within(await rowOf('Ann Agent')).getByRole('combobox', { name: T.departmentsOf('Ann Agent') }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Billing', 'Sales', 'Support']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    await user.click(options[2]);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Sales' }));
    expect(calls.filter((c) => c.key === 'updateDepartment')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.departmentUpdated }));
    expect(calls.find((c) => c.key === 'updateDepartment')).toMatchObject({ method: 'PATCH', payload: { departments: ['d-support'], userId: 'a1' } });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(within(await rowOf('Ann Agent')).getByRole('combobox', { name: T.departmentsOf('Ann Agent') })).toHaveTextContent('Support');
  });

  it('clears every department and shows No department', async () => {
    const { user, calls } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent', departments: [SALES] })], endpoints: { updateDepartment: { statusCode: 200, message: 'ok' } } });
    await pick(user, 'Ann Agent', ['Sales']);
    await waitFor(() => expect(calls.find((c) => c.key === 'updateDepartment')?.payload).toEqual({ departments: [], userId: 'a1' }));
    await waitFor(async () => expect(within(await rowOf('Ann Agent')).getByRole('combobox', { name: T.departmentsOf('Ann Agent') })).toHaveTextContent(T.noDepartment));
  });

  it('calls nothing when the choice is unchanged', async () => {
    const { user, calls } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent', departments: [SALES] })] });
    await pick(user, 'Ann Agent', ['Billing', 'Billing']);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'updateDepartment')).toHaveLength(0);
  });

  it.each([
    ['the server message', httpError(403, 'A manager can only manage agents'), 'A manager can only manage agents'],
    ['Something went wrong without one', httpError(500, ''), T.failed],
    ['Something went wrong on an answer without code 200', { statusCode: 500 }, T.failed],
  ])('keeps the departments and toasts %s on failure', async (_case, answer, message) => {
    const { user, toasts } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent', departments: [SALES] })], endpoints: { updateDepartment: answer as never } });
    await pick(user, 'Ann Agent', ['Billing']);
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    await waitFor(async () => expect(within(await rowOf('Ann Agent')).getByRole('combobox', { name: T.departmentsOf('Ann Agent') })).toHaveTextContent(/^Sales$/));
  });

  it('is read-only when the account has no departments', async () => {
    renderPage({ agents: [agent(1, { fullName: 'Ann Agent' })], endpoints: { byDepartment: [] } });
    const row = await rowOf('Ann Agent');
    expect(within(row).queryByRole('combobox', { name: T.departmentsOf('Ann Agent') })).not.toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(T.noDepartment);
  });
});
