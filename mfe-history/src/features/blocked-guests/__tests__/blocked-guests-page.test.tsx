// Blocked Guests: skeletons, count, the §2 table and cards, 16-character date, Unblock, the empty text (spec 001 §2, §7, §8, §9).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import type { BlockedGuest } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import BlockedGuestsPage from '../pages/blocked-guests-page';
import { BLOCKED_TEXTS as T } from '../texts';

function blocked(n: number, patch: Partial<BlockedGuest> = {}): BlockedGuest {
  return {
    _id: `b${n}`,
    ipAddress: `10.0.0.${n}`,
    visitorId: { _id: `visitor-${n}`, guestId: 200 + n },
    widgetId: { pluginId: `plugin-${n}`, domain: 'shop.example' },
    blockedBy: { email: 'owner@example.com' },
    created_at: '2024-05-17T08:09:10.000Z',
    ...patch,
  };
}

function renderPage(answer: BlockedGuest[] | Error | (() => Promise<BlockedGuest[]>) = [blocked(1), blocked(2)], width = 1280, options: MockShellOptions = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  const user = userEvent.setup();
  const shell = renderWithShell(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <BlockedGuestsPage />
    </VirtuosoMockContext.Provider>,
    { route: '/blocked-visitors', ...options, endpoints: { getAllBlocked: answer, ...options.endpoints } },
  );
  return { user, ...shell };
}

const table = () => screen.findByRole('table', { name: T.listLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));

describe('Blocked Guests', () => {
  it('shows 7 skeleton rows while loading, then the count and the table of §2', async () => {
    let answer: (list: BlockedGuest[]) => void = () => undefined;
    const pending = new Promise<BlockedGuest[]>((resolve) => (answer = resolve));
    renderPage(() => pending);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    answer([blocked(1, { created_at: '2024-05-17T08:09:10.000Z' }), blocked(2)]);
    const rows = await bodyRows();
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('blocked-count')).toHaveTextContent(T.count(2));
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([T.ipAddress, T.guestId, T.blockedDate, T.blockedBy, T.domain, T.actions]);
    const cells = within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['10.0.0.1', 'Guest201', '2024-05-17T08:09', 'owner@example.com', 'shop.example']);
    expect(within(rows[0]).getByRole('button', { name: T.unblockLabel(201) })).toHaveTextContent(T.unblock);
  });

  it('lists only entries with blockedBy', async () => {
    renderPage([blocked(1), blocked(2, { blockedBy: null })]);
    const rows = await bodyRows();
    expect(rows).toHaveLength(1);
    expect(screen.getByTestId('blocked-count')).toHaveTextContent(T.count(1));
  });

  it("says 'List of blocked guests will be displayed here' when there are none", async () => {
    renderPage([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByTestId('blocked-count')).toHaveTextContent(T.count(0));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("unblocks with {ipAddress, visitorId, pluginId}, removes the row and toasts 'Guest is successfully unblocked'", async () => {
    const { user, calls, toasts } = renderPage(undefined, 1280, { endpoints: { blockUnblock: { isBlocked: false, blockedBy: null, acknowledged: true } } });
    await user.click(within((await bodyRows())[0]).getByRole('button', { name: T.unblockLabel(201) }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.unblocked }));
    expect(calls.find((call) => call.key === 'blockUnblock')).toMatchObject({
      method: 'POST',
      payload: { ipAddress: '10.0.0.1', visitorId: 'visitor-1', pluginId: 'plugin-1' },
    });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.queryByText('Guest201')).not.toBeInTheDocument();
    expect(screen.getByTestId('blocked-count')).toHaveTextContent(T.count(1));
  });

  it.each([
    ['the server message', httpError(404, 'Visitor not found'), 'Visitor not found'],
    ["'something went wrong' without blockedBy or acknowledged", { isBlocked: false }, T.failed],
  ])('keeps the row and toasts %s when unblocking fails', async (_name, answer, message) => {
    const { user, toasts } = renderPage(undefined, 1280, { endpoints: { blockUnblock: answer } });
    await user.click(within((await bodyRows())[0]).getByRole('button', { name: T.unblockLabel(201) }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    expect(await bodyRows()).toHaveLength(2);
  });

  it.each([
    ['tablet', 1000],
    ['phone', 600],
  ])('shows cards on a %s', async (_name, width) => {
    const { user, toasts } = renderPage([blocked(1)], width, { endpoints: { blockUnblock: { isBlocked: false, acknowledged: true } } });
    const list = await screen.findByRole('list', { name: T.listLabel });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Guest201');
    expect(card).toHaveTextContent(`${T.blockedDate}: 2024-05-17T08:09`);
    expect(card).toHaveTextContent('owner@example.com');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: T.unblockLabel(201) }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.unblocked }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('toasts a failed load and offers Retry', async () => {
    let fail = true;
    const { user, toasts } = renderPage(() => (fail ? Promise.reject(httpError(500, 'Database is down')) : Promise.resolve([blocked(1)])));
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await bodyRows()).toHaveLength(1);
  });
});
