// The Overview: the key figures of the answer (formatted; '—' for what was not measured), the charts with
// a table giving the same figures for screen readers (and on screen with 'Show as table'), a 403 notice.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderWithShell } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import { FILTER_ENDPOINTS, fixClockAndZone, restoreClockAndZone } from '../../../components/__tests__/report-fixtures';
import { REPORTS_TEXTS } from '../../../components/texts';
import OverviewPage from '../pages/overview-page';
import { OVERVIEW_TEXTS as T } from '../texts';
import { emptyOverview, overviewAnswer } from './overview-fixtures';

jest.mock('../components/series-chart', () => ({ __esModule: true, default: () => <div data-testid="series-chart" /> }));

const renderOverview = (reportsOverview: unknown) =>
  renderWithShell(<OverviewPage />, { route: '/reports?range=last-7-days', endpoints: { ...FILTER_ENDPOINTS, reportsOverview } as never });

/** The figure card named `label`: its texts, in reading order. */
async function card(label: string): Promise<string[]> {
  const list = await screen.findByRole('list', { name: T.figuresLabel });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.firstChild?.textContent === label);
  if (!item) throw new Error(`no card ${label}`);
  return Array.from(item.children).map((child) => child.textContent ?? '');
}

beforeEach(() => fixClockAndZone());
afterEach(() => restoreClockAndZone());

describe('Overview cards', () => {
  it('shows the figures of the answer, formatted', async () => {
    renderOverview(overviewAnswer());
    expect(await card(T.totalChats)).toEqual([T.totalChats, '1,234']);
    expect(await card(T.missedChats)).toEqual([T.missedChats, '7']);
    expect(await card(T.offlineMessages)).toEqual([T.offlineMessages, '3']);
    expect(await card(T.timeToAccept)).toEqual([T.timeToAccept, '1 min 20 s', 'p90 2 min 5 s']);
    expect(await card(T.firstResponse)).toEqual([T.firstResponse, '45 s', 'p90 1 h']);
    expect(await card(T.chatDuration)).toEqual([T.chatDuration, '2 h 5 min', 'median']);
    expect(await card(T.satisfaction)).toEqual([T.satisfaction, '88%', '8 rated']);
  });

  it("writes '—' for a figure nothing was measured for", async () => {
    renderOverview(emptyOverview());
    expect(await card(T.totalChats)).toEqual([T.totalChats, '0']);
    expect(await card(T.timeToAccept)).toEqual([T.timeToAccept, '—', 'p90 —']);
    expect(await card(T.firstResponse)).toEqual([T.firstResponse, '—', 'p90 —']);
    expect(await card(T.chatDuration)).toEqual([T.chatDuration, '—', 'median']);
    expect(await card(T.satisfaction)).toEqual([T.satisfaction, '—', '0 rated']);
  });

  it('says when no chat arrived, and draws no chart', async () => {
    renderOverview(emptyOverview());
    expect(await screen.findByText(T.noChats)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByTestId('series-chart')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderOverview(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: UI_TEXTS.loading })).toBeInTheDocument();
    answer(overviewAnswer());
    expect(await screen.findByRole('list', { name: T.figuresLabel })).toBeInTheDocument();
  });

  it('says clearly when the reports are not the user’s (403)', async () => {
    const { toasts } = renderOverview(httpError(403, 'Only an admin, co-admin or manager of the account can see its reports'));
    expect(await screen.findByText(REPORTS_TEXTS.forbidden)).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('toasts the server’s message for a refused filter (404)', async () => {
    const { toasts } = renderOverview(httpError(404, 'Agent not found'));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'error', message: 'Agent not found' }]));
    expect(await screen.findByRole('button', { name: UI_TEXTS.retry })).toBeInTheDocument();
  });
});

describe('Overview charts and their tables', () => {
  it('draws the chats per day, with the same figures in a table for screen readers', async () => {
    renderOverview(overviewAnswer());
    expect(await screen.findByTestId('series-chart')).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: T.seriesTitle.day });
    const table = within(figure).getByRole('table', { name: T.seriesTitle.day });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      [T.seriesColumns.day, T.seriesColumns.chats],
      ['Nov 25', '5'],
      ['Nov 26', '0'],
      ['Nov 27', '1'],
    ]);
    // The picture itself is hidden from assistive technology.
    expect(screen.getByTestId('series-chart').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('labels the hours of a one-day range', async () => {
    renderOverview(overviewAnswer({ series: { unit: 'hour', points: [{ start: '2026-11-27T09:00', chats: 2 }] } }));
    const table = await screen.findByRole('table', { name: T.seriesTitle.hour });
    expect(within(table).getByRole('rowheader', { name: '09:00' })).toBeInTheDocument();
  });

  it('shows a chart as a table on request, and back', async () => {
    const events = userEvent.setup();
    renderOverview(overviewAnswer());
    const figure = await screen.findByRole('figure', { name: T.heatTitle });
    const toggle = within(figure).getByRole('button', { name: REPORTS_TEXTS.showTable });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await events.click(toggle);
    expect(within(figure).getByRole('button', { name: REPORTS_TEXTS.showChart })).toHaveAttribute('aria-pressed', 'true');
    const table = within(figure).getByRole('table', { name: T.heatTitle });
    const monday = within(table).getByRole('row', { name: /^Monday/ });
    const cells = within(monday).getAllByRole('cell');
    expect(cells).toHaveLength(24);
    expect(cells[9]).toHaveTextContent('4');
    const friday = within(table).getByRole('row', { name: /^Friday/ });
    expect(within(friday).getAllByRole('cell')[14]).toHaveTextContent('2');
    await events.click(within(figure).getByRole('button', { name: REPORTS_TEXTS.showChart }));
    expect(within(figure).getByRole('button', { name: REPORTS_TEXTS.showTable })).toBeInTheDocument();
  });
});
