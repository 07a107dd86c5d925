// The Ratings report: a page of rated chats (Good/Bad chip, the comment as text, agent, domain, when it
// ended, a link to the chat), pages of 15, the empty state, and Download CSV with the same query.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportsRatingRow } from 'shared-kernel/contracts';
import { renderWithShell, type MockCall } from 'shared-kernel/testing';
import { FILTER_ENDPOINTS, callsOf, fixClockAndZone, restoreClockAndZone } from '../../../components/__tests__/report-fixtures';
import { REPORTS_TEXTS } from '../../../components/texts';
import RatingsPage from '../pages/ratings-page';
import { RATINGS_TEXTS as T } from '../texts';

const row = (n: number, overrides: Partial<ReportsRatingRow> = {}): ReportsRatingRow => ({
  chatId: `c${n}`,
  guestId: n,
  rating: { value: n % 2 ? 'good' : 'bad', comment: `Comment ${n}`, ratedAt: '2026-11-26T10:00:00Z' },
  agentId: 'a1',
  agentName: 'Ann Agent',
  domain: 'shop.example.com',
  endedAt: '2026-11-26T09:58:00Z',
  ...overrides,
});

const pageAnswer = (rows: ReportsRatingRow[], itemCount: number) => (call: MockCall) => ({
  data: rows,
  meta: { itemCount, hasNextPage: Number(call.query.page) * 15 < itemCount, page: Number(call.query.page), take: 15 },
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const renderPage = (reportsRatings: unknown, route = '/reports/ratings?range=last-30-days', extra: Record<string, unknown> = {}) =>
  renderWithShell(<RatingsPage />, { route, endpoints: { ...FILTER_ENDPOINTS, reportsRatings, ...extra } as never });

beforeEach(() => {
  fixClockAndZone();
  setWidth(1280);
});
afterEach(() => restoreClockAndZone());

describe('Ratings report', () => {
  it('shows the rated chats with a chip, the comment as text and a link to the chat', async () => {
    const hostile = row(1, { rating: { value: 'good', comment: '<img src=x onerror=alert(1)> thanks', ratedAt: '2026-11-26T10:00:00Z' } });
    const { calls } = renderPage(pageAnswer([hostile, row(2, { agentName: null, rating: { value: 'bad', comment: null, ratedAt: '2026-11-26T10:00:00Z' } })], 2));
    const table = await screen.findByRole('table', { name: T.tableLabel });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(Object.values(T.columns));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByRole('img', { name: T.ratedLabel('Good') })).toHaveTextContent('Good');
    expect(within(first).getByText('<img src=x onerror=alert(1)> thanks')).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(within(first).getByRole('link', { name: T.openChatLabel(1) })).toHaveAttribute('href', '/chat/conversation-history/c1');
    expect(within(second).getByRole('img', { name: T.ratedLabel('Bad') })).toHaveTextContent('Bad');
    expect(within(second).getByText(T.noComment)).toBeInTheDocument();
    expect(within(second).getByText(T.noAgent)).toBeInTheDocument();
    expect(callsOf(calls, 'reportsRatings')[0].query).toEqual({ from: '2026-10-29', to: '2026-11-27', tz: 'Europe/Paris', take: 15, page: 1 });
  });

  it('pages by 15, the page in the address', async () => {
    const events = userEvent.setup();
    const { calls, location } = renderPage(pageAnswer(Array.from({ length: 15 }, (_, i) => row(i + 1)), 40));
    expect(await screen.findByText(T.pageOf(1, 3, 40))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.previous })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: T.next }));
    expect(await screen.findByText(T.pageOf(2, 3, 40))).toBeInTheDocument();
    expect(callsOf(calls, 'reportsRatings').at(-1)?.query).toMatchObject({ take: 15, page: 2 });
    expect(location()).toBe('/reports/ratings?range=last-30-days&page=2');
  });

  it('starts again at page 1 when the range changes', async () => {
    const events = userEvent.setup();
    const { location } = renderPage(pageAnswer([row(1)], 40), '/reports/ratings?range=last-30-days&page=3');
    expect(await screen.findByText(T.pageOf(3, 3, 40))).toBeInTheDocument();
    await events.click(screen.getByRole('combobox', { name: REPORTS_TEXTS.range }));
    await events.click(within(await screen.findByRole('listbox')).getByRole('option', { name: REPORTS_TEXTS.presets.today }));
    await waitFor(() => expect(location()).toBe('/reports/ratings?range=today'));
  });

  it('shows cards below 1024 px', async () => {
    setWidth(640);
    renderPage(pageAnswer([row(1), row(2)], 2));
    const list = await screen.findByRole('list', { name: T.tableLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: T.openChatLabel(2) })).toHaveAttribute('href', '/chat/conversation-history/c2');
  });

  it('says when nothing was rated in the range', async () => {
    renderPage(pageAnswer([], 0));
    expect(await screen.findByText('No rated chats in this range.')).toBeInTheDocument();
  });

  it('downloads /reports/ratings.csv with the same query', async () => {
    const events = userEvent.setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderPage(pageAnswer([row(1)], 1), '/reports/ratings?range=today&agentId=a1', { reportsRatingsCsv: 'Chat\r\n' });
    await screen.findByRole('table', { name: T.tableLabel });
    await events.click(screen.getByRole('button', { name: REPORTS_TEXTS.downloadCsv }));
    await waitFor(() => expect(callsOf(calls, 'reportsRatingsCsv')).toHaveLength(1));
    expect(callsOf(calls, 'reportsRatingsCsv')[0]).toMatchObject({ path: '/reports/ratings.csv', query: { from: '2026-11-27', to: '2026-11-27', tz: 'Europe/Paris', agentId: 'a1' } });
  });
});
