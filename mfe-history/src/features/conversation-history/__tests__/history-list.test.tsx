// Conversation History's list (spec 001 §2, §4, §5): skeletons, boxes and tints, each filter's query (and
// nothing for an unset one), list modes with Clear, the sort, the empty texts and infinite loading.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryPage } from 'shared-kernel/contracts';
import type { MockCall } from 'shared-kernel/testing';
import { REVIEW_TEXTS as R } from '../../../components/chat-review/texts';
import { agent, boxNames, chat, chatBoxes, choose, coAdmin, page, renderReview } from '../../../components/chat-review/__tests__/review-fixtures';
import ConversationHistoryPage from '../pages/conversation-history-page';
import { HISTORY_TEXTS as T } from '../texts';

const historyCalls = (calls: MockCall[]) => calls.filter((c) => c.key === 'dashboardHistory');
const lastQuery = (calls: MockCall[]) => historyCalls(calls).at(-1)?.query;

function renderHistory(answer: HistoryPage | ((call: MockCall) => HistoryPage | Promise<HistoryPage>) = page([chat(1), chat(2)]), options = {}) {
  const user = userEvent.setup({ delay: null });
  const shell = renderReview(<ConversationHistoryPage />, { route: '/conversation-history', endpoints: { dashboardHistory: answer }, ...options });
  return { user, ...shell };
}

describe('Conversation History list', () => {
  it('shows the heading and 10 skeleton rows, then the boxes: Guest{id}, flag, browser and OS, time and dd/mm/yy', async () => {
    let answer: (p: HistoryPage) => void = () => undefined;
    const pending = new Promise<HistoryPage>((resolve) => (answer = resolve));
    const { calls } = renderHistory(() => pending);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    const ended = new Date(2024, 2, 7, 9, 5).toISOString();
    answer(page([chat(1, { updated_at: ended })]));
    const [box] = await screen.findAllByTestId('chat-box');
    expect(box).toHaveTextContent('Guest101');
    expect(box).toHaveTextContent('07/03/24');
    expect(within(box).getByRole('img', { name: 'Germany' })).toBeInTheDocument();
    expect(within(box).getByTitle('Browser: Chrome')).toBeInTheDocument();
    expect(within(box).getByTitle('Operating system: Windows')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC' });
  });

  it('tints uploaded conversions green, others red, the selected box blue, and says so in words', async () => {
    const { user } = renderHistory(page([chat(1, { conversion: { analytics_uploaded: true, status: 0 } }), chat(2, { conversion: { analytics_uploaded: false, status: 2 } }), chat(3)]));
    await screen.findAllByTestId('chat-box');
    expect(chatBoxes().map((b) => b.dataset.tint)).toEqual(['uploaded', 'uploaded', 'not-uploaded']);
    expect(chatBoxes()[0]).toHaveAccessibleName(expect.stringContaining(R.conversionUploaded));
    expect(chatBoxes()[2]).toHaveAccessibleName(expect.stringContaining(R.notUploaded));
    await user.click(chatBoxes()[2]);
    expect(chatBoxes()[2].dataset.tint).toBe('selected');
    expect(chatBoxes()[2]).toHaveAttribute('aria-current', 'true');
    expect(chatBoxes()[2]).toHaveAccessibleName(expect.stringContaining(R.selectedState));
  });

  it.each([
    [R.today, 'today'],
    [R.lastWeek, 'last-7-days'],
    [R.lastMonth, 'last-month'],
  ])('date filter %s sends duration=%s with the browser time zone', async (label, duration) => {
    const { user, calls } = renderHistory();
    await screen.findAllByTestId('chat-box');
    await choose(user, R.dateLabel, label);
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC', duration, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('domain filter lists All Domains and each widget domain and sends its pluginId', async () => {
    const { user, calls } = renderHistory();
    await screen.findAllByTestId('chat-box');
    await user.click(screen.getByRole('combobox', { name: R.domainLabel }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([R.allDomains, 'shop.example', 'blog.example']);
    await user.click(screen.getByRole('option', { name: 'blog.example' }));
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC', pluginId: 'p-blog' });
  });

  it('status filter offers All and 1 to 5 with their end reasons and sends the number', async () => {
    const { user, calls } = renderHistory();
    await screen.findAllByTestId('chat-box');
    await user.click(screen.getByRole('combobox', { name: R.statusLabel }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      '1 – Ended due to agent inactivity',
      '2 – Ended due to visitor inactivity',
      '3 – Offline message',
      '4 – Unattended chat',
      '5 – Ended by the agent',
    ]);
    await user.click(screen.getByRole('option', { name: '5 – Ended by the agent' }));
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC', status: 5 });
  });

  it('agent filter (non-agents) lists the agent-list names and sends agentId; all filters together', async () => {
    const { user, calls } = renderHistory(undefined, { user: coAdmin });
    await screen.findAllByTestId('chat-box');
    await choose(user, R.agentLabel, 'Bob Agent');
    await choose(user, R.statusLabel, '3 – Offline message');
    await choose(user, R.domainLabel, 'shop.example');
    await choose(user, R.dateLabel, R.today);
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
    expect(lastQuery(calls)).toMatchObject({ agentId: 'u-bob', status: 3, pluginId: 'p-shop', duration: 'today' });
    expect(calls.some((c) => c.key === 'agentList')).toBe(true);
  });

  it('gives agents no agent filter and makes no agent-list call', async () => {
    const { calls } = renderHistory(undefined, { user: agent });
    await screen.findAllByTestId('chat-box');
    expect(screen.queryByRole('combobox', { name: R.agentLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: R.statusLabel })).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'agentList')).toBe(false);
  });

  it("shows 'Your conversations will be displayed here' for an empty default list", async () => {
    renderHistory(page([]));
    expect(await screen.findByText(R.empty)).toBeInTheDocument();
    expect(screen.getByText(R.selectChat)).toBeInTheDocument();
  });

  it("switches to the search list ('No Record Found' when nothing matches) and Clear returns to the default list", async () => {
    const { user, calls } = renderHistory((call) => (call.query.status ? page([]) : page([chat(1), chat(2)])));
    await screen.findAllByTestId('chat-box');
    await choose(user, R.statusLabel, '1 – Ended due to agent inactivity');
    await user.click(screen.getByRole('button', { name: R.search }));
    expect(await screen.findByText(R.noRecord)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: R.clear }));
    await waitFor(() => expect(chatBoxes()).toHaveLength(2));
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC' });
    expect(screen.getByRole('combobox', { name: R.statusLabel })).toHaveTextContent(R.allStatuses);
  });

  it('shows a spinner on Search while the search runs', async () => {
    let release: () => void = () => undefined;
    const { user } = renderHistory((call) => (call.query.duration ? new Promise((resolve) => (release = () => resolve(page([chat(3)])))) : page([chat(1)])));
    await screen.findAllByTestId('chat-box');
    await choose(user, R.dateLabel, R.lastMonth);
    await user.click(screen.getByRole('button', { name: R.search }));
    expect(await screen.findByRole('progressbar', { name: R.searching })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: R.search })).toBeDisabled();
    release();
    await waitFor(() => expect(boxNames()).toEqual(['Guest103']));
    expect(screen.queryByRole('progressbar', { name: R.searching })).not.toBeInTheDocument();
  });

  it('sorts by Date (Oldest) with order=ASC and back with DESC', async () => {
    const { user, calls } = renderHistory();
    await screen.findAllByTestId('chat-box');
    await choose(user, R.sortLabel, R.oldest);
    await waitFor(() => expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'ASC' }));
    await choose(user, R.sortLabel, R.newest);
    await waitFor(() => expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC' }));
  });

  it("loads the next page at the end of the list and then says 'No more conversations to load.'", async () => {
    const first = Array.from({ length: 15 }, (_, i) => chat(i + 1));
    const { calls } = renderHistory((call) => (call.query.page === 1 ? page(first, true) : page([chat(16), chat(17)])));
    await waitFor(() => expect(historyCalls(calls).map((c) => c.query.page)).toEqual([1, 2]));
    await waitFor(() => expect(chatBoxes()).toHaveLength(17));
    expect(await screen.findByText(R.noMore)).toBeInTheDocument();
    expect(historyCalls(calls)).toHaveLength(2);
  });
});
