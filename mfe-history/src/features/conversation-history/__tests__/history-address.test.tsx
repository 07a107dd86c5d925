// Conversation History's filters in its address, as the reports link to it: the first call's query, the
// selects showing them (a range of dates as its own Date choice), values that are not filters left out,
// and applied filters written back to the address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'shared-kernel/routing';
import type { MockCall } from 'shared-kernel/testing';
import { REVIEW_TEXTS as R } from '../../../components/chat-review/texts';
import { agent, chat, choose, page, renderReview } from '../../../components/chat-review/__tests__/review-fixtures';
import ConversationHistoryPage from '../pages/conversation-history-page';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const historyCalls = (calls: MockCall[]) => calls.filter((c) => c.key === 'dashboardHistory');
const lastQuery = (calls: MockCall[]) => historyCalls(calls).at(-1)?.query;
const searchOf = (location: string) => Object.fromEntries(new URL(location, 'http://console.test').searchParams);

function renderAt(route: string, options = {}) {
  const user = userEvent.setup();
  const shell = renderReview(<ConversationHistoryPage />, { route, endpoints: { dashboardHistory: page([chat(1), chat(2)]) }, ...options });
  return { user, ...shell };
}

/** A link elsewhere on the console to the same screen with other filters. */
function LinkHere({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Open link
    </button>
  );
}

const REPORT_LINK = '/conversation-history?agentId=u-bob&pluginId=p-blog&from=2026-11-01&to=2026-11-27&tz=Asia/Kolkata';

describe('Conversation History filters in the address', () => {
  it("sends a reports link's agent, domain, dates and zone in the first call, and shows them selected", async () => {
    const { calls } = renderAt(REPORT_LINK);
    await screen.findAllByTestId('chat-box');
    expect(historyCalls(calls)[0].query).toEqual({ take: 15, page: 1, order: 'DESC', agentId: 'u-bob', pluginId: 'p-blog', from: '2026-11-01', to: '2026-11-27', tz: 'Asia/Kolkata' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: R.agentLabel })).toHaveTextContent('Bob Agent'));
    expect(screen.getByRole('combobox', { name: R.domainLabel })).toHaveTextContent('blog.example');
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toHaveTextContent('1 Nov 2026 – 27 Nov 2026');
    // Known agent and domain: no second call.
    expect(historyCalls(calls)).toHaveLength(1);
  });

  it("reads the dates in the browser's zone without tz, and takes duration and status too", async () => {
    const first = renderAt('/conversation-history?from=2026-09-30&to=2026-09-30');
    await screen.findAllByTestId('chat-box');
    expect(lastQuery(first.calls)).toEqual({ take: 15, page: 1, order: 'DESC', from: '2026-09-30', to: '2026-09-30', tz: browserZone });
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toHaveTextContent('30 Sep 2026 – 30 Sep 2026');
    first.unmount();
    const second = renderAt('/conversation-history?duration=last-month&status=3');
    await screen.findAllByTestId('chat-box');
    expect(lastQuery(second.calls)).toEqual({ take: 15, page: 1, order: 'DESC', duration: 'last-month', tz: browserZone, status: 3 });
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toHaveTextContent(R.lastMonth);
    expect(screen.getByRole('combobox', { name: R.statusLabel })).toHaveTextContent('3 – Offline message');
  });

  it('offers the range beside the usual date choices; another choice drops from, to and tz from the call and the address', async () => {
    const { user, calls, location } = renderAt(REPORT_LINK);
    await screen.findAllByTestId('chat-box');
    await user.click(screen.getByRole('combobox', { name: R.dateLabel }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      R.allDates,
      R.today,
      R.lastWeek,
      R.lastMonth,
      '1 Nov 2026 – 27 Nov 2026',
    ]);
    await user.click(screen.getByRole('option', { name: R.lastWeek }));
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC', agentId: 'u-bob', pluginId: 'p-blog', duration: 'last-7-days', tz: browserZone });
    await waitFor(() => expect(searchOf(location())).toEqual({ agentId: 'u-bob', pluginId: 'p-blog', duration: 'last-7-days' }));
    expect(new URL(location(), 'http://console.test').pathname).toBe('/conversation-history');
    // The range is no longer a choice.
    await user.click(screen.getByRole('combobox', { name: R.dateLabel }));
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /Nov 2026/ })).not.toBeInTheDocument();
  });

  it('writes applied filters to the address, and Clear empties it', async () => {
    const { user, location } = renderAt('/conversation-history');
    await screen.findAllByTestId('chat-box');
    await choose(user, R.domainLabel, 'shop.example');
    await choose(user, R.statusLabel, '5 – Ended by the agent');
    // Not before Search: the address says what is listed.
    expect(location()).toBe('/conversation-history');
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(searchOf(location())).toEqual({ pluginId: 'p-shop', status: '5' }));
    await user.click(screen.getByRole('button', { name: R.clear }));
    await waitFor(() => expect(location()).toBe('/conversation-history'));
  });

  it('leaves out what is not a filter: bad or reversed dates, a status of 9, an unknown zone, duration or domain', async () => {
    const { calls } = renderAt('/conversation-history?from=2026-02-30&to=2026-03-01&status=9&duration=yesterday&tz=Mars/Olympus&pluginId=p-gone&agentId=');
    await screen.findAllByTestId('chat-box');
    expect(historyCalls(calls)[0].query).toEqual({ take: 15, page: 1, order: 'DESC', pluginId: 'p-gone' });
    // The domain is not the account's: once the domains are known it is left out too.
    await waitFor(() => expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC' }));
    expect(screen.getByRole('combobox', { name: R.domainLabel })).toHaveTextContent(R.allDomains);
  });

  it.each([
    ['reversed range', 'from=2026-11-27&to=2026-11-01'],
    ['range longer than 400 days', 'from=2025-01-01&to=2026-11-01'],
    ['from without to', 'from=2026-11-01'],
  ])('ignores a %s', async (_name, query) => {
    const { calls } = renderAt(`/conversation-history?${query}&tz=Asia/Kolkata`);
    await screen.findAllByTestId('chat-box');
    expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC' });
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toHaveTextContent(R.allDates);
  });

  it('drops an agent the account does not have, and any agent for an agent (theirs is implied)', async () => {
    const owner = renderAt('/conversation-history?agentId=u-nobody&from=2026-11-01&to=2026-11-02');
    await screen.findAllByTestId('chat-box');
    await waitFor(() => expect(lastQuery(owner.calls)).toEqual({ take: 15, page: 1, order: 'DESC', from: '2026-11-01', to: '2026-11-02', tz: browserZone }));
    owner.unmount();
    const asAgent = renderAt('/conversation-history?agentId=u-bob', { user: agent });
    await screen.findAllByTestId('chat-box');
    expect(historyCalls(asAgent.calls).map((c) => c.query)).toEqual([{ take: 15, page: 1, order: 'DESC' }]);
  });

  it('shows … in the Agent select until the agents arrive', async () => {
    let answer: (agents: unknown) => void = () => undefined;
    const agentList = new Promise((resolve) => (answer = resolve));
    renderAt(REPORT_LINK, { endpoints: { dashboardHistory: page([chat(1)]), agentList: () => agentList } });
    await screen.findAllByTestId('chat-box');
    expect(screen.getByRole('combobox', { name: R.agentLabel })).toHaveTextContent(R.pendingChoice);
    answer([{ _id: 'u-bob', email: 'bob@example.com', userinfo: [{ userId: 'u-bob', fullName: 'Bob Agent', profilePhoto: null }] }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: R.agentLabel })).toHaveTextContent('Bob Agent'));
  });

  it('applies the filters of a link followed while the screen is open', async () => {
    const user = userEvent.setup();
    const { calls } = renderReview(
      <>
        <LinkHere to="/conversation-history?agentId=u-agent&from=2026-10-01&to=2026-10-31" />
        <ConversationHistoryPage />
      </>,
      { route: '/conversation-history?duration=today', endpoints: { dashboardHistory: page([chat(1)]) } },
    );
    await screen.findAllByTestId('chat-box');
    expect(lastQuery(calls)).toMatchObject({ duration: 'today' });
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ take: 15, page: 1, order: 'DESC', agentId: 'u-agent', from: '2026-10-01', to: '2026-10-31', tz: browserZone }));
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toHaveTextContent('1 Oct 2026 – 31 Oct 2026');
  });
});
