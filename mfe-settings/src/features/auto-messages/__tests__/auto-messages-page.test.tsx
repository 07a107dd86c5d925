// The Auto Messages list (spec 001 §2, §6): explanatory text, count, columns, 'All pages', skeletons,
// the empty state, the owner's create/edit/delete and the agent's read-only view.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutoMessage } from 'shared-kernel/contracts';
import { httpError, renderWithShell, testUser, type MockShellOptions } from 'shared-kernel/testing';
import { AUTO_TEXTS as T } from '../texts';
import { AutoRoutes, autoMessage, widgets } from './auto-fixtures';

const agent = testUser({ _id: 'u-agent', userId: 'u-agent', isClient: false, isAgent: true, userRole: 'agent', clientId: 'u-owner' });
const manager = testUser({ _id: 'u-man', userId: 'u-man', isClient: false, isAgent: true, userRole: 'manager', clientId: 'u-owner' });

function renderList(list: AutoMessage[] | (() => Promise<AutoMessage[]>) = [autoMessage(1), autoMessage(2)], options: MockShellOptions = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(<AutoRoutes />, { route: '/auto-messages', ...options, endpoints: { getSmartMessages: list, ...options.endpoints } });
  return { user, ...shell };
}

const table = () => screen.findByRole('table', { name: T.listLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

afterEach(() => {
  window.innerWidth = 1024;
});

describe('Auto Messages list', () => {
  it('shows the title, the explanatory text and 7 skeleton rows, then the count and the table of §2', async () => {
    let answer: (list: AutoMessage[]) => void = () => undefined;
    const pending = new Promise<AutoMessage[]>((resolve) => (answer = resolve));
    renderList(() => pending);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    answer([autoMessage(1), autoMessage(2, { pagePath: '/pricing', timer: 12, widgetId: { _id: 'w2', domain: 'blog.example' } })]);
    const rows = await bodyRows();
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([T.colTitle, T.colDomain, T.colPagePath, T.colMessage, T.colTimer, T.colActions]);
    expect(within(rows[0]).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['Welcome 1', 'shop.example', T.allPages, 'Hello from message 1', '5']);
    expect(within(rows[1]).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['Welcome 2', 'blog.example', '/pricing', 'Hello from message 2', '12']);
    expect(screen.getByTestId('auto-count')).toHaveTextContent(T.count(2));
  });

  it('shows the empty state', async () => {
    renderList([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByTestId('auto-count')).toHaveTextContent(T.count(0));
  });

  it('toasts a failed load with the server message and offers Retry', async () => {
    let fail = true;
    const { user, toasts } = renderList(() => (fail ? Promise.reject(httpError(500, 'Database is down')) : Promise.resolve([autoMessage(1)])));
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('gives owners Create Auto Message and the edit and delete actions', async () => {
    const { user, location } = renderList();
    await bodyRows();
    expect(screen.getByRole('button', { name: T.edit('Welcome 1') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.remove('Welcome 2') })).toBeInTheDocument();
    expect(screen.queryByText(T.readOnly)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: T.create }));
    expect(location()).toBe('/create-auto-message');
  });

  it.each([
    ['an agent', agent],
    ['a manager', manager],
  ])('shows %s the list without create, edit or delete', async (_who, who) => {
    renderList([autoMessage(1)], { user: who });
    const [row] = await bodyRows();
    expect(within(row).getAllByRole('cell')).toHaveLength(5);
    expect(within(await table()).queryByRole('columnheader', { name: T.colActions })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.edit('Welcome 1') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.remove('Welcome 1') })).not.toBeInTheDocument();
    expect(screen.getByText(T.readOnly)).toBeInTheDocument();
  });

  it('opens the edit page with the message as navigation state', async () => {
    const item = autoMessage(1, { pagePath: '/pricing', timer: 30 });
    const { user, location } = renderList([item], { endpoints: { getWidgets: widgets('shop.example') } });
    await user.click(await screen.findByRole('button', { name: T.edit('Welcome 1') }));
    expect(location()).toBe('/edit-auto-message');
    expect(await screen.findByRole('heading', { level: 1, name: T.editPage })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Welcome 1');
    expect(screen.getByRole('textbox', { name: /^Page path/ })).toHaveValue('/pricing');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${T.timerEdit}`) })).toHaveValue('30');
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 600;
    renderList([autoMessage(1, { pagePath: '/shop/*', timer: 1 })]);
    const list = await screen.findByRole('list', { name: T.listLabel });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent(`shop.example · /shop/* · ${T.seconds(1)}`);
    expect(within(card).getByRole('button', { name: T.edit('Welcome 1') })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Deleting an auto message', () => {
  it('asks first, calls DELETE /smart-message/delete/{id}, removes the row and toasts', async () => {
    const { user, calls, toasts } = renderList(undefined, { endpoints: { deleteSmartMessage: (call) => ({ _id: call.params.id }) } });
    await user.click(await screen.findByRole('button', { name: T.remove('Welcome 1') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteQuestion('Welcome 1'));
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.deleted }));
    expect(calls.find((c) => c.key === 'deleteSmartMessage')).toMatchObject({ method: 'DELETE', path: '/smart-message/delete/a1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.getByTestId('auto-count')).toHaveTextContent(T.count(1));
  });

  it("toasts the server's message, or 'Something went wrong' when the answer names another id", async () => {
    const first = renderList([autoMessage(1)], { endpoints: { deleteSmartMessage: httpError(403, 'Agents cannot delete auto messages') } });
    await first.user.click(await screen.findByRole('button', { name: T.remove('Welcome 1') }));
    await first.user.click(screen.getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(first.toasts).toContainEqual({ variant: 'error', message: 'Agents cannot delete auto messages' }));
    first.unmount();
    const second = renderList([autoMessage(1)], { endpoints: { deleteSmartMessage: { _id: 'other' } } });
    await second.user.click(await screen.findByRole('button', { name: T.remove('Welcome 1') }));
    await second.user.click(screen.getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(second.toasts).toContainEqual({ variant: 'error', message: T.failed }));
    await second.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(1);
  });
});
