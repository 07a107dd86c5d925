// The Agent Metrics dialog: both views, each duration's query, readable durations, a chat not answered,
// 'No Record Found', skeletons, the failure toast, Escape. The chart module is mocked (its own test below).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentMetricsChat, AgentMetricsDomain } from 'shared-kernel/contracts';
import { httpError, renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import { AgentMetricsDialog } from '../components/agent-metrics-dialog';
import { CHAT_PAGE } from '../components/chat-metrics-table';
import { chartDescription } from '../lib/chart-description';
import { METRICS_TEXTS as T } from '../texts';
import { agent, chatRow, domainRow } from './metrics-fixtures';

jest.mock('../components/response-time-chart', () => ({
  __esModule: true,
  default: ({ rows }: { rows: AgentMetricsDomain[] }) => (
    <div role="img" aria-label={`chart of ${rows.map((row) => row.domain).join(', ')}`} data-testid="response-time-chart" />
  ),
}));

const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderDialog(endpoints: MockEndpoints = {}) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const shell = renderWithShell(<AgentMetricsDialog agent={agent()} onClose={onClose} />, {
    route: '/manage-agents',
    endpoints: { metricsAvgTime: [domainRow(1), domainRow(2, { averageResponseTime: 7500 })], metricsList: { data: [chatRow(1)] }, ...endpoints },
  });
  return { user, onClose, ...shell };
}

const dialog = () => screen.getByRole('dialog', { name: T.title('Ada Lovelace') });
const rowsOf = async (name: string) => within(await screen.findByRole('table', { name })).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('Agent Metrics dialog', () => {
  it("is titled with the agent's name, opens on the domain summary for the last 7 days and shows readable durations", async () => {
    const { calls } = renderDialog();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.views.summary })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: T.durations['last-7-days'] })).toHaveAttribute('aria-pressed', 'true');
    const rows = await rowsOf(T.summaryLabel);
    expect(within(screen.getByRole('table', { name: T.summaryLabel })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      T.domain,
      T.accepted,
      T.responded,
      T.averageResponse,
      T.proactive,
    ]);
    expect(rows.map(cellTexts)).toEqual([
      ['shop1.example.com', '10', '9', '1 min 20 s', '1'],
      ['shop2.example.com', '20', '18', '2 h 5 min', '2'],
    ]);
    const call = calls.find((c) => c.key === 'metricsAvgTime');
    expect(call).toMatchObject({ method: 'GET', path: '/user-metrics/first-chat-ans-avg-time' });
    expect(call?.query).toMatchObject({ agentId: 'a1', duration: 'last-7-days', tz: TZ });
    expect(call?.query.pluginIds ?? []).toEqual([]);
  });

  it('draws the chart of the summary, loaded on demand', async () => {
    renderDialog();
    expect(await screen.findByRole('img', { name: 'chart of shop1.example.com, shop2.example.com' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: T.chartTitle })).toBeInTheDocument();
  });

  it.each([
    ['today', T.durations.today],
    ['last-month', T.durations['last-month']],
    ['last-7-days', T.durations['last-7-days']],
  ] as const)('asks again for %s when that duration is chosen', async (duration, label) => {
    const { user, calls } = renderDialog();
    await rowsOf(T.summaryLabel);
    if (duration === 'last-7-days') await user.click(screen.getByRole('button', { name: T.durations.today }));
    await user.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.filter((c) => c.key === 'metricsAvgTime').at(-1)?.query).toMatchObject({ agentId: 'a1', duration, tz: TZ }));
    await rowsOf(T.summaryLabel);
  });

  it('shows the chat-wise list with the same query, readable durations, Ended and a dash for an unanswered chat', async () => {
    const chats: AgentMetricsChat[] = [
      chatRow(1),
      chatRow(2, { chatId: 'c2', domain: 'shop2.example.com', totalMessages: 1, totalTimeSpent: 30, responseTime: null, waitTime: 80, ended: false }),
    ];
    const { user, calls } = renderDialog({ metricsList: { data: chats } });
    await rowsOf(T.summaryLabel);
    await user.click(screen.getByRole('tab', { name: T.views.chats }));
    expect(screen.getByRole('tab', { name: T.views.chats })).toHaveAttribute('aria-selected', 'true');
    const rows = await rowsOf(T.chatsLabel);
    expect(within(screen.getByRole('table', { name: T.chatsLabel })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      T.chat,
      T.domain,
      T.messages,
      T.timeSpent,
      T.responseTime,
      T.waitTime,
      T.ended,
    ]);
    expect(cellTexts(rows[0])).toEqual(['chat-1-0', 'shop1.example.com', '6', '2 h 5 min', '45 s', '12 s', T.yes]);
    expect(cellTexts(rows[1])).toEqual(['c2', 'shop2.example.com', '1', '30 s', `—${T.notAnswered}`, '1 min 20 s', T.no]);
    const dash = within(rows[1]).getByText('—');
    expect(dash).toHaveAttribute('aria-hidden', 'true');
    expect(within(rows[1]).getByText(T.notAnswered)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: T.views.chats })).toBeInTheDocument();
    expect(screen.queryByTestId('response-time-chart')).not.toBeInTheDocument();
    const call = calls.find((c) => c.key === 'metricsList');
    expect(call).toMatchObject({ method: 'GET', path: '/user-metrics/first-chat-ans-list' });
    expect(call?.query).toMatchObject({ agentId: 'a1', duration: 'last-7-days', tz: TZ });

    await user.click(screen.getByRole('button', { name: T.durations.today }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'metricsList').at(-1)?.query).toMatchObject({ agentId: 'a1', duration: 'today', tz: TZ }));
    await user.click(screen.getByRole('button', { name: T.durations['last-month'] }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'metricsList').at(-1)?.query).toMatchObject({ duration: 'last-month' }));
    expect(await rowsOf(T.chatsLabel)).toHaveLength(2);
  });

  it(`shows ${CHAT_PAGE} chats at first and more on demand`, async () => {
    const many = Array.from({ length: CHAT_PAGE + 5 }, (_, i) => chatRow(i + 1, { chatId: `c${i + 1}` }));
    const { user } = renderDialog({ metricsList: { data: many } });
    await user.click(screen.getByRole('tab', { name: T.views.chats }));
    expect(await rowsOf(T.chatsLabel)).toHaveLength(CHAT_PAGE);
    expect(screen.getByText(T.shownOf(CHAT_PAGE, CHAT_PAGE + 5))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.showMore }));
    expect(await rowsOf(T.chatsLabel)).toHaveLength(CHAT_PAGE + 5);
    expect(screen.queryByRole('button', { name: T.showMore })).not.toBeInTheDocument();
  });

  it("says 'No Record Found' in either view when there are no rows, and draws no chart", async () => {
    const { user } = renderDialog({ metricsAvgTime: [], metricsList: { data: [] } });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('response-time-chart')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: T.views.chats }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('shows skeletons while the figures load', async () => {
    let answer: (rows: AgentMetricsDomain[]) => void = () => undefined;
    renderDialog({ metricsAvgTime: () => new Promise<AgentMetricsDomain[]>((resolve) => (answer = resolve)) });
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    answer([domainRow(1)]);
    expect(await rowsOf(T.summaryLabel)).toHaveLength(1);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it("toasts the server's message, or 'Something went wrong', when a call fails", async () => {
    const { user, toasts } = renderDialog({ metricsAvgTime: httpError(403, 'You may not see this agent'), metricsList: () => Promise.reject(new Error('offline')) });
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'You may not see this agent' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: T.views.chats }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.failed }));
  });

  it('Escape and Close close it', async () => {
    const { user, onClose } = renderDialog();
    await rowsOf(T.summaryLabel);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: T.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("falls back to the agent's e-mail for a title when the name is missing", async () => {
    renderWithShell(<AgentMetricsDialog agent={agent({ userinfo: [] })} onClose={() => undefined} />, { endpoints: { metricsAvgTime: [] } });
    expect(screen.getByRole('dialog', { name: T.title('ada@example.com') })).toBeInTheDocument();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('describes the chart with every value (its accessible name)', () => {
    expect(chartDescription([domainRow(1), domainRow(2, { averageResponseTime: 45 })])).toBe(
      'Average response time per domain: shop1.example.com 1 min 20 s; shop2.example.com 45 s',
    );
  });
});
