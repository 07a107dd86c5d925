// Unattended Chats (spec 001 §2, §4): date and domain filters only, Search with spinner, Clear, the
// client-side sort on last update, the empty texts and skeletons, the cached-or-fetched detail, a refused
// call (403) shown as an error state, and live status 4 chats for admins and clients.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatHistoryItem, HistoryPage } from 'shared-kernel/contracts';
import { httpError, type MockCall, type MockShellOptions } from 'shared-kernel/testing';
import { REVIEW_TEXTS as R } from '../../../components/chat-review/texts';
import { agent, boxNames, chat, choose, message, page, renderReview } from '../../../components/chat-review/__tests__/review-fixtures';
import UnattendedChatsPage from '../pages/unattended-chats-page';
import { UNATTENDED_TEXTS as T } from '../texts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const unattended = (n: number, patch: Partial<ChatHistoryItem> = {}) =>
  chat(n, { status: 4, agentId: null, agentName: undefined, conversation: [message(1, { bodyText: `Anyone there? ${n}`, direction: 'inbound' })], ...patch });

const listCalls = (calls: MockCall[]) => calls.filter((c) => c.key === 'unattendedChats');

function renderUnattended(answer: HistoryPage | Error | ((call: MockCall) => HistoryPage | Promise<HistoryPage>) = page([unattended(1), unattended(2)]), options: MockShellOptions = {}) {
  const user = userEvent.setup();
  const shell = renderReview(<UnattendedChatsPage />, { route: '/unattended-chats', ...options, endpoints: { unattendedChats: answer, ...options.endpoints } });
  return { user, ...shell };
}

describe('Unattended Chats', () => {
  it('shows the heading, 10 skeletons, then the boxes; only the date and domain filters; no agent list', async () => {
    let answer: (p: HistoryPage) => void = () => undefined;
    const pending = new Promise<HistoryPage>((resolve) => (answer = resolve));
    const { calls } = renderUnattended(() => pending);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    answer(page([unattended(1)]));
    expect(await screen.findAllByTestId('chat-box')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: R.dateLabel })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: R.domainLabel })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: R.statusLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: R.agentLabel })).not.toBeInTheDocument();
    expect(listCalls(calls)[0].query).toEqual({ take: 15, page: 1, order: 'DESC' });
    expect(calls.some((c) => c.key === 'agentList')).toBe(false);
  });

  it('searches by date and domain (with a spinner), shows No Record Found, and Clear returns to the default list', async () => {
    let release: (p: HistoryPage) => void = () => undefined;
    const { user, calls } = renderUnattended((call) => (call.query.pluginId ? new Promise((resolve) => (release = resolve)) : page([unattended(1)])));
    await screen.findAllByTestId('chat-box');
    await choose(user, R.dateLabel, R.lastWeek);
    await choose(user, R.domainLabel, 'blog.example');
    await user.click(screen.getByRole('button', { name: R.search }));
    expect(await screen.findByRole('progressbar', { name: R.searching })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.query).toEqual({ take: 15, page: 1, order: 'DESC', duration: 'last-7-days', tz: Intl.DateTimeFormat().resolvedOptions().timeZone, pluginId: 'p-blog' });
    release(page([]));
    expect(await screen.findByText(R.noRecord)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: R.clear }));
    await waitFor(() => expect(boxNames()).toEqual(['Guest101']));
    expect(listCalls(calls).at(-1)?.query).toEqual({ take: 15, page: 1, order: 'DESC' });
  });

  it("shows 'Your conversations will be displayed here' and 'Select Chat to see the details' when there is none", async () => {
    renderUnattended(page([]));
    expect(await screen.findByText(R.empty)).toBeInTheDocument();
    expect(screen.getByText(R.selectChat)).toBeInTheDocument();
  });

  it('sorts the loaded rows on their last update without another call', async () => {
    const { user, calls } = renderUnattended(page([unattended(1, { updated_at: hoursAgo(1) }), unattended(2, { updated_at: hoursAgo(5) }), unattended(3, { updated_at: hoursAgo(3) })]));
    await screen.findAllByTestId('chat-box');
    expect(boxNames()).toEqual(['Guest101', 'Guest103', 'Guest102']);
    await choose(user, R.sortLabel, R.oldest);
    expect(boxNames()).toEqual(['Guest102', 'Guest103', 'Guest101']);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('uses the cached conversation of a loaded row, and fetches single-unattended-chat-history otherwise', async () => {
    const bare = unattended(2, { conversation: [] });
    const { user, calls } = renderUnattended(page([unattended(1), bare]), {
      endpoints: { singleUnattendedChat: () => unattended(2, { conversation: [message(1, { bodyText: 'Fetched words', direction: 'inbound' })] }) },
    });
    const boxes = await screen.findAllByTestId('chat-box');
    await user.click(boxes[0]);
    expect(await screen.findByText('Anyone there? 1')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'singleUnattendedChat')).toBe(false);
    await user.click(boxes[1]);
    expect(await screen.findByText('Fetched words')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'singleUnattendedChat').map((c) => c.path)).toEqual(['/chat/single-unattended-chat-history/c2']);
    expect(within(screen.getByRole('region', { name: 'Guest102' })).getByTestId('detail-end-reason')).toHaveTextContent('Unattended chat');
  });

  it('shows an error state (and the server message) when the server refuses the list', async () => {
    const { toasts } = renderUnattended(httpError(403, 'Only the account owner and co-admins can see unattended chats'), { user: agent });
    expect(await screen.findByText(R.listFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: R.retry })).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Only the account owner and co-admins can see unattended chats' });
  });

  it('adds a live status 4 chat of the account on top, and nothing else', async () => {
    const { push } = renderUnattended();
    await screen.findAllByTestId('chat-box');
    push('new-chat-history', unattended(7, { status: 5 }));
    push('new-chat-history', unattended(8, { clientId: 'u-other' }));
    expect(boxNames()).toEqual(['Guest101', 'Guest102']);
    push('new-chat-history', unattended(9, { updated_at: new Date().toISOString() }));
    expect(boxNames()).toEqual(['Guest109', 'Guest101', 'Guest102']);
  });

  it('does not add live unattended chats for an agent', async () => {
    const { push } = renderUnattended(page([unattended(1)]), { user: agent });
    await screen.findAllByTestId('chat-box');
    push('new-chat-history', unattended(9, { updated_at: new Date().toISOString(), agentId: 'u-agent' }));
    expect(boxNames()).toEqual(['Guest101']);
  });
});
