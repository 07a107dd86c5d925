// The Canned Messages list: skeletons, count, columns, search, both empty states, delete, phones (spec 001 §2, §7, §8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedMessage } from 'shared-kernel/contracts';
import { httpError, renderWithShell, testUser, type MockShellOptions } from 'shared-kernel/testing';
import CannedMessagesPage from '../pages/canned-messages-page';
import { CANNED_TEXTS as T } from '../texts';
import { canned } from './canned-fixtures';

function renderPage(list: CannedMessage[] | Error = [canned(1), canned(2)], options: MockShellOptions = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(<CannedMessagesPage />, { route: '/canned-messages', ...options, endpoints: { getAllCanned: list, ...options.endpoints } });
  return { user, ...shell };
}

const table = () => screen.findByRole('table', { name: T.listLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

afterEach(() => {
  window.innerWidth = 1024;
});

describe('Canned Messages list', () => {
  it('shows 7 skeleton rows while loading, then the title, count and rows', async () => {
    let answer: (list: CannedMessage[]) => void = () => undefined;
    const pending = new Promise<CannedMessage[]>((resolve) => (answer = resolve));
    renderPage(undefined, { endpoints: { getAllCanned: () => pending } });
    expect(screen.getByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    answer([canned(1), canned(2), canned(3)]);
    expect(await bodyRows()).toHaveLength(3);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByTestId('canned-count')).toHaveTextContent(T.count(3));
  });

  it('shows shortcut, message, the creator full name and the first 10 characters of created_at', async () => {
    renderPage([canned(1, { shortCode: 'hi', message: 'Hello <b>there</b>', created_at: '2024-05-17T08:09:10.000Z', user: [{ fullName: 'Ada Lovelace' }] })]);
    const [row] = await bodyRows();
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['hi', 'Hello <b>there</b>', 'Ada Lovelace', '2024-05-17']);
    expect(within(row).getByRole('button', { name: T.edit('hi') })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: T.remove('hi') })).toBeInTheDocument();
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([T.shortcut, T.message, T.createdBy, T.date, T.actions]);
  });

  it('flags a message carrying the contact form', async () => {
    renderPage([canned(1, { message: 'Please fill [contact-form] thanks' })]);
    const [row] = await bodyRows();
    expect(within(row).getByText(T.hasContactForm)).toBeInTheDocument();
  });

  it("says 'Canned Messages will be displayed here' when there are none", async () => {
    renderPage([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByTestId('canned-count')).toHaveTextContent(T.count(0));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("searches by shortcut and says 'No match found' when nothing matches", async () => {
    const { user } = renderPage([canned(1, { shortCode: 'greeting' }), canned(2, { shortCode: 'refund', message: 'greeting inside' })]);
    await table();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'GREE');
    const rows = await bodyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('greeting');
    expect(screen.getByTestId('canned-count')).toHaveTextContent(T.shownOf(1, 2));
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'zzz');
    expect(screen.getByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(T.empty)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: T.search }));
    expect(await bodyRows()).toHaveLength(2);
  });

  it('toasts a failed load with the server message and offers Retry', async () => {
    let fail = true;
    const { user, toasts } = renderPage(undefined, {
      endpoints: { getAllCanned: () => (fail ? Promise.reject(httpError(500, 'Database is down')) : [canned(1)]) },
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it('is open to agents as well (the server allows every role)', async () => {
    renderPage([canned(1)], { user: testUser({ isClient: false, isAgent: true, userRole: 'agent', clientId: 'u-owner' }) });
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: T.add })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.edit('short1') })).toBeInTheDocument();
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 600;
    renderPage([canned(1, { user: [{ fullName: 'Ada Lovelace' }] })]);
    const list = await screen.findByRole('list', { name: T.listLabel });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('short1');
    expect(card).toHaveTextContent('Ada Lovelace · 2024-03-01');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Deleting a canned message', () => {
  it('asks first, calls DELETE /canned/{id}, removes the row and toasts', async () => {
    const { user, calls, toasts } = renderPage([canned(1), canned(2)], { endpoints: { deleteCanned: (call) => ({ _id: call.params.id }) } });
    await user.click(await screen.findByRole('button', { name: T.remove('short1') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteQuestion('short1'));
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.deleted }));
    expect(calls.find((c) => c.key === 'deleteCanned')).toMatchObject({ method: 'DELETE', path: '/canned/c1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.getByTestId('canned-count')).toHaveTextContent(T.count(1));
  });

  it("keeps the row and says 'Something went wrong' when the answer names another id", async () => {
    const { user, toasts } = renderPage([canned(1)], { endpoints: { deleteCanned: { _id: 'other' } } });
    await user.click(await screen.findByRole('button', { name: T.remove('short1') }));
    await user.click(screen.getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.failed }));
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyRows()).toHaveLength(1);
  });

  it("toasts the server's message when it refuses", async () => {
    const { user, toasts } = renderPage([canned(1)], { endpoints: { deleteCanned: httpError(404, 'Canned message not found') } });
    await user.click(await screen.findByRole('button', { name: T.remove('short1') }));
    await user.click(screen.getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'Canned message not found' }));
  });

  it('Cancel and Escape keep the row and call nothing', async () => {
    const { user, calls } = renderPage([canned(1)]);
    await user.click(await screen.findByRole('button', { name: T.remove('short1') }));
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.remove('short1') }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.key === 'deleteCanned')).toHaveLength(0);
    expect(await bodyRows()).toHaveLength(1);
  });
});
