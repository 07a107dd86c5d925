// The Departments tab: list (table and cards), member chips without deactivated agents, empty texts,
// search, add (Save rule, payload, toast), rename, delete (confirm, 'deleted' answer, toast), error toasts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartmentGroup } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import { DepartmentsTab } from '../components/departments-tab';
import { DEPARTMENT_TEXTS as T } from '../texts';
import { group, member, staff } from './department-fixtures';

const GROUPS: DepartmentGroup[] = [
  group(1, 'Sales', [member(1), member(2, { status: 3, userinfo: [{ fullName: 'Gone Agent' }] }), member(3)]),
  group(2, 'Support', [member(3)]),
  group(3, 'Billing'),
];

function renderTab(groups: DepartmentGroup[] | Error = GROUPS, endpoints: MockEndpoints = {}, width = 1280) {
  window.innerWidth = width;
  const user = userEvent.setup({ delay: null });
  const shell = renderWithShell(<DepartmentsTab />, { route: '/manage-agents', endpoints: { byDepartment: groups, ...endpoints } });
  return { user, ...shell };
}

const table = () => screen.findByRole('table', { name: T.listLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const searchBox = () => screen.getByRole('searchbox', { name: T.search });
const nameField = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(`^${T.nameLabel}`) });

afterEach(() => {
  window.innerWidth = 1024;
});

describe('Departments list', () => {
  it('shows skeletons while loading, then a table of departments with their active members', async () => {
    let answer: (groups: DepartmentGroup[]) => void = () => undefined;
    const pending = new Promise<DepartmentGroup[]>((resolve) => (answer = resolve));
    renderTab(GROUPS, { byDepartment: () => pending });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    answer(GROUPS);
    const rows = await bodyRows();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(within(await table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([T.name, T.memberCount, T.members, T.actions]);
    expect(rows).toHaveLength(3);
    const sales = within(rows[0]).getAllByRole('cell');
    expect(sales[0]).toHaveTextContent('Sales');
    expect(sales[1]).toHaveTextContent('2');
    const chips = within(within(rows[0]).getByRole('list', { name: T.membersOf('Sales') })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Agent 1', 'Agent 3']);
    expect(rows[0]).not.toHaveTextContent('Gone Agent');
    expect(rows[2]).toHaveTextContent(T.noMembers);
    expect(within(rows[0]).getByRole('button', { name: T.edit('Sales') })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: T.remove('Sales') })).toBeInTheDocument();
    expect(screen.getByTestId('departments-count')).toHaveTextContent(T.count(3));
  });

  it.each([
    ['tablets', 1024],
    ['phones', 600],
  ])('shows cards on %s', async (_name, width) => {
    renderTab(GROUPS, {}, width);
    const list = await screen.findByRole('list', { name: T.listLabel });
    const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(T.memberTotal(2));
    expect(cards[0]).not.toHaveTextContent('Gone Agent');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'List of departments will be displayed here' when there are none", async () => {
    renderTab([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("searches names and members, and says 'No department found' when nothing matches", async () => {
    const { user } = renderTab();
    await table();
    await user.type(searchBox(), 'sup');
    expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Support']);
    expect(screen.getByTestId('departments-count')).toHaveTextContent(T.shownOf(1, 3));
    await user.clear(searchBox());
    await user.type(searchBox(), 'agent 3');
    expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Sales', 'Support']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'gone agent');
    expect(screen.getByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(T.empty)).not.toBeInTheDocument();
    await user.clear(searchBox());
    expect(await bodyRows()).toHaveLength(3);
  });

  it('toasts a failed load with the server message and offers Retry', async () => {
    let fail = true;
    const { user, toasts } = renderTab(GROUPS, { byDepartment: () => (fail ? Promise.reject(httpError(500, 'Database is down')) : GROUPS) });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await bodyRows()).toHaveLength(3);
  });
});

describe('Add Department', () => {
  const agents = [staff(1), staff(2, { status: 3, userinfo: [{ userId: 'a2', fullName: 'Gone Agent', profilePhoto: null }] }), staff(4, { userinfo: [{ userId: 'a4', fullName: 'Bea Manager', profilePhoto: null }], my_role: [{ slug: 'manager' }] })];

  it('keeps Save disabled while the name is empty, offers the active staff and creates with the chosen members', async () => {
    const { user, calls, toasts } = renderTab(GROUPS, { agentList: agents, createDepartment: { _id: 'd9', title: 'Returns' } });
    await table();
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = screen.getByRole('dialog', { name: T.createTitle });
    const save = within(dialog).getByRole('button', { name: T.save });
    expect(save).toBeDisabled();
    expect(nameField()).toHaveFocus();
    await user.type(nameField(), '   ');
    expect(save).toBeDisabled();
    await user.clear(nameField());
    await user.type(nameField(), '  Returns ');
    expect(save).toBeEnabled();

    const members = await within(dialog).findByRole('combobox', { name: new RegExp(T.membersLabel) });
    await waitFor(() => expect(members).not.toHaveAttribute('aria-disabled'));
    await user.click(members);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Agent 1agent1@example.com', 'Bea Manageragent4@example.com']);
    await user.click(within(listbox).getByRole('option', { name: /Bea Manager/ }));
    await user.click(within(listbox).getByRole('option', { name: /Agent 1/ }));
    expect(within(listbox).getByRole('option', { name: /Agent 1/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: T.createTitle })).toBeInTheDocument();

    await user.click(save);
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.created }));
    expect(calls.find((c) => c.key === 'createDepartment')).toMatchObject({ method: 'POST', path: '/department/create', payload: { title: 'Returns', userIds: ['a4', 'a1'] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = await bodyRows();
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Returns');
    expect(within(rows[3]).getByRole('list', { name: T.membersOf('Returns') })).toHaveTextContent('Agent 1');
    expect(rows[3]).toHaveTextContent('Bea Manager');
  });

  it("shows the name's message once touched and empty", async () => {
    const { user } = renderTab(GROUPS, { agentList: agents });
    await table();
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(nameField(), 'x');
    await user.clear(nameField());
    await user.tab();
    expect(await screen.findByText(T.nameRequired)).toBeInTheDocument();
  });

  it("toasts the server's message (a name already taken) and keeps the dialog open", async () => {
    const { user, toasts } = renderTab(GROUPS, { agentList: agents, createDepartment: httpError(409, 'A department named Sales already exists') });
    await table();
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(nameField(), 'Sales');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'A department named Sales already exists' }));
    expect(screen.getByRole('dialog', { name: T.createTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await bodyRows()).toHaveLength(3);
  });

  it("says 'Something went wrong' when the failure has no message", async () => {
    const { user, toasts } = renderTab(GROUPS, { agentList: agents, createDepartment: () => Promise.reject(new Error('network')) });
    await table();
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(nameField(), 'Returns');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.failed }));
  });

  it('Escape and Cancel close it without a call', async () => {
    const { user, calls } = renderTab(GROUPS, { agentList: agents });
    await table();
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.type(nameField(), 'Returns');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.add }));
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'createDepartment')).toHaveLength(0);
  });
});

describe('Rename Department', () => {
  it('sends POST /department/edit {title, departmentId}, toasts and renames the row', async () => {
    const { user, calls, toasts } = renderTab(GROUPS, { editDepartment: { _id: 'd2', title: 'Customer Care' } });
    await user.click(await screen.findByRole('button', { name: T.edit('Support') }));
    const dialog = screen.getByRole('dialog', { name: T.editTitle });
    expect(nameField()).toHaveValue('Support');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.clear(nameField());
    expect(within(dialog).getByRole('button', { name: T.save })).toBeDisabled();
    await user.type(nameField(), 'Customer Care');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.updated }));
    expect(calls.find((c) => c.key === 'editDepartment')).toMatchObject({ method: 'POST', path: '/department/edit', payload: { title: 'Customer Care', departmentId: 'd2' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = await bodyRows();
    expect(rows[1]).toHaveTextContent('Customer Care');
    expect(rows[1]).toHaveTextContent('Agent 3');
    expect(calls.filter((c) => c.key === 'agentList')).toHaveLength(0);
  });

  it("toasts the server's message when it refuses", async () => {
    const { user, toasts } = renderTab(GROUPS, { editDepartment: httpError(409, 'A department named Sales already exists') });
    await user.click(await screen.findByRole('button', { name: T.edit('Support') }));
    await user.clear(nameField());
    await user.type(nameField(), 'Sales{Enter}');
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'A department named Sales already exists' }));
    expect(screen.getByRole('dialog', { name: T.editTitle })).toBeInTheDocument();
  });
});

describe('Delete Department', () => {
  it("asks first, sends DELETE /department/edit {departmentId}, and on a 'deleted' answer removes the row and toasts", async () => {
    const { user, calls, toasts } = renderTab(GROUPS, { deleteDepartment: { message: 'Department deleted' } });
    await user.click(await screen.findByRole('button', { name: T.remove('Billing') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteQuestion('Billing'));
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.deleted }));
    expect(calls.find((c) => c.key === 'deleteDepartment')).toMatchObject({ method: 'DELETE', path: '/department/edit', payload: { departmentId: 'd3' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(2);
  });

  it("keeps the row and says 'Something went wrong' when the answer does not say 'deleted'", async () => {
    const { user, toasts } = renderTab(GROUPS, { deleteDepartment: { message: 'Nothing happened' } });
    await user.click(await screen.findByRole('button', { name: T.remove('Billing') }));
    await user.click(screen.getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.failed }));
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(3);
  });

  it("toasts the server's message when it refuses, and Cancel calls nothing", async () => {
    const { user, toasts, calls } = renderTab(GROUPS, { deleteDepartment: httpError(404, 'Department not found') });
    await user.click(await screen.findByRole('button', { name: T.remove('Sales') }));
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'deleteDepartment')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: T.remove('Sales') }));
    await user.click(screen.getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'Department not found' }));
  });
});
