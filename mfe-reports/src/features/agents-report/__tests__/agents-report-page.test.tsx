// The Agents report: a row per agent with the figures formatted, sortable by every column, cards below
// 1024 px, names linking to Conversation History, the empty state, and Download CSV.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportsAgentRow } from 'shared-kernel/contracts';
import { httpError, renderWithShell } from 'shared-kernel/testing';
import { FILTER_ENDPOINTS, callsOf, fixClockAndZone, restoreClockAndZone } from '../../../components/__tests__/report-fixtures';
import { REPORTS_TEXTS } from '../../../components/texts';
import AgentsReportPage from '../pages/agents-report-page';
import { AGENTS_REPORT_TEXTS as T } from '../texts';

const figure = (median: number | null) => ({ median, p90: median, average: median, count: median === null ? 0 : 3 });

const ROWS: ReportsAgentRow[] = [
  { agentId: 'a1', fullName: 'Ann Agent', chats: 12, answered: 11, firstResponse: figure(80), duration: figure(600), satisfaction: { rated: 4, good: 3, score: 0.75 }, onlineSeconds: 7200 },
  { agentId: 'a2', fullName: 'Ben Agent', chats: 30, answered: 30, firstResponse: figure(20), duration: figure(1200), satisfaction: { rated: 0, good: 0, score: null }, onlineSeconds: 3600 },
  { agentId: 'a3', fullName: 'Cid Agent', chats: 0, answered: 0, firstResponse: figure(null), duration: figure(null), satisfaction: { rated: 0, good: 0, score: null }, onlineSeconds: 0 },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const renderPage = (reportsAgents: unknown = { data: ROWS }, extra: Record<string, unknown> = {}) =>
  renderWithShell(<AgentsReportPage />, { route: '/reports/agents?range=yesterday', endpoints: { ...FILTER_ENDPOINTS, reportsAgents, ...extra } as never });

const names = () =>
  within(screen.getByRole('table', { name: T.tableLabel }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

beforeEach(() => {
  fixClockAndZone();
  setWidth(1280);
});
afterEach(() => restoreClockAndZone());

describe('Agents report', () => {
  it('shows a row per agent with its figures', async () => {
    const { calls } = renderPage();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(Object.values(T.columns));
    const ann = within(table).getByRole('row', { name: /Ann Agent/ });
    expect(within(ann).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '11', '1 min 20 s', '10 min', '75% (4 rated)', '2 h']);
    const cid = within(table).getByRole('row', { name: /Cid Agent/ });
    expect(within(cid).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', '—', '—', '—', '0 s']);
    expect(callsOf(calls, 'reportsAgents')[0].query).toEqual({ from: '2026-11-26', to: '2026-11-26', tz: 'Europe/Paris' });
  });

  it('links each name to Conversation History with the agent and the range', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: T.historyLink('Ann Agent') });
    expect(link).toHaveAttribute('href', '/conversation-history?agentId=a1&from=2026-11-26&to=2026-11-26');
  });

  it('sorts by a column, and flips on a second press', async () => {
    const events = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: T.tableLabel });
    expect(names()).toEqual(['Ann Agent', 'Ben Agent', 'Cid Agent']);
    const chats = screen.getByRole('button', { name: T.columns.chats });
    await events.click(chats);
    expect(names()).toEqual(['Ben Agent', 'Ann Agent', 'Cid Agent']);
    expect(chats.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await events.click(chats);
    expect(names()).toEqual(['Cid Agent', 'Ann Agent', 'Ben Agent']);
    expect(chats.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    // A missing figure stays last whichever way.
    await events.click(screen.getByRole('button', { name: T.columns.firstResponse }));
    expect(names()).toEqual(['Ann Agent', 'Ben Agent', 'Cid Agent']);
    await events.click(screen.getByRole('button', { name: T.columns.firstResponse }));
    expect(names()).toEqual(['Ben Agent', 'Ann Agent', 'Cid Agent']);
    expect(screen.getByRole('button', { name: T.columns.agent }).closest('th')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows cards below 1024 px', async () => {
    setWidth(800);
    renderPage();
    const list = await screen.findByRole('list', { name: T.tableLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: T.historyLink('Ben Agent') })).toBeInTheDocument();
  });

  it('says when there is nobody to show', async () => {
    renderPage({ data: [] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('says clearly when the reports are not the user’s (403)', async () => {
    renderPage(httpError(403, 'no'));
    expect(await screen.findByText(REPORTS_TEXTS.forbidden)).toBeInTheDocument();
  });
});

describe('Download CSV', () => {
  const createObjectURL = jest.fn(() => 'blob:csv');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('fetches /reports/agents.csv with the same query and the token, and saves it', async () => {
    const events = userEvent.setup();
    let finish: (value: string) => void = () => undefined;
    const { calls } = renderPage(undefined, { reportsAgentsCsv: () => new Promise<string>((resolve) => (finish = resolve)) });
    await screen.findByRole('table', { name: T.tableLabel });
    await events.click(screen.getByRole('button', { name: REPORTS_TEXTS.downloadCsv }));
    const busy = await screen.findByRole('button', { name: REPORTS_TEXTS.downloadingCsv });
    expect(busy).toBeDisabled();
    finish('Agent,Chats\r\n');
    await waitFor(() => expect(screen.getByRole('button', { name: REPORTS_TEXTS.downloadCsv })).toBeEnabled());
    const [csv] = callsOf(calls, 'reportsAgentsCsv');
    expect(csv).toMatchObject({ method: 'GET', path: '/reports/agents.csv', query: { from: '2026-11-26', to: '2026-11-26', tz: 'Europe/Paris' } });
    expect(csv.headers.Authorization).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
  });

  it('toasts a failure and is ready again', async () => {
    const events = userEvent.setup();
    const { toasts } = renderPage(undefined, { reportsAgentsCsv: httpError(500, 'boom') });
    await screen.findByRole('table', { name: T.tableLabel });
    await events.click(screen.getByRole('button', { name: REPORTS_TEXTS.downloadCsv }));
    await waitFor(() => expect(toasts).toEqual([{ variant: 'error', message: REPORTS_TEXTS.downloadFailed }]));
    expect(screen.getByRole('button', { name: REPORTS_TEXTS.downloadCsv })).toBeEnabled();
  });
});
