// Guest Feed against the mock shell: GET /visitor/current-visitors, the visitor events, search, pagination,
// departments and Initiate Chat (spec 000 §2, §4, §8, §9).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, testUser } from 'shared-kernel/testing';
import { GUEST_FEED_TEXTS as T } from '../../../app/texts';
import { conversation, page, renderDashboard, visitor } from '../../../test-support/live-chat-fixtures';

const rows = () => screen.queryAllByTestId('guest-row');

describe('Guest Feed', () => {
  it('shows 12 skeleton rows while loading, then the guests', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    const { calls } = renderDashboard({ endpoints: { currentVisitors: () => new Promise((resolve) => (answer = resolve)) } });
    const feed = screen.getByRole('region', { name: 'Guest Feed' });
    expect(within(feed).getAllByTestId('skeleton-row')).toHaveLength(12);
    await waitFor(() => expect(calls.some((c) => c.key === 'currentVisitors')).toBe(true));
    answer(page([visitor(1), visitor(2)]));
    expect(await screen.findByText('Guest 1')).toBeInTheDocument();
    expect(screen.getByText('Guest 2')).toBeInTheDocument();
    expect(within(feed).queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByRole('tab', { name: T.activeGuests(2) })).toBeInTheDocument();
  });

  it('asks for 50 guests of page 1, newest first', async () => {
    const { calls } = renderDashboard({ endpoints: { currentVisitors: page([visitor(1)]) } });
    await screen.findByText('Guest 1');
    const call = calls.find((c) => c.key === 'currentVisitors');
    expect(call?.query).toEqual({ take: 50, page: 1, order: 'DESC' });
  });

  it('says so when nobody is on the website', async () => {
    renderDashboard();
    expect(await screen.findByText(T.noGuests)).toBeInTheDocument();
  });

  it('filters by location, viewed url and referrer, with No records found', async () => {
    const user = userEvent.setup();
    renderDashboard({
      endpoints: {
        currentVisitors: page([
          visitor(1, { city: 'Lisbon', country: 'Portugal', flag: 'PT' }),
          visitor(2, { visitorDetails: { viewing: ['https://shop.example/pricing'], referrer: '' } }),
          visitor(3, { visitorDetails: { viewing: ['https://shop.example/'], referrer: 'https://news.example/story' } }),
        ]),
      },
    });
    await screen.findByText('Guest 1');
    const search = screen.getByPlaceholderText(T.searchPlaceholder);
    await user.type(search, 'lisbon');
    expect(rows().map((row) => within(row).getByText(/^Guest \d+$/).textContent)).toEqual(['Guest 1']);
    await user.clear(search);
    await user.type(search, 'pricing');
    expect(rows().map((row) => within(row).getByText(/^Guest \d+$/).textContent)).toEqual(['Guest 2']);
    await user.clear(search);
    await user.type(search, 'news.example');
    expect(rows().map((row) => within(row).getByText(/^Guest \d+$/).textContent)).toEqual(['Guest 3']);
    await user.clear(search);
    await user.type(search, 'nowhere');
    expect(screen.getByText(T.noRecords)).toBeInTheDocument();
  });

  it('shows the row details: status, current page, referrer, location and flag', async () => {
    renderDashboard({
      endpoints: {
        currentVisitors: page([
          visitor(1),
          visitor(2, { oldVisitor: true }),
          visitor(3, { lastSeen: new Date(Date.now() - 13 * 60_000).toISOString() }),
          visitor(4, { flag: 'https://flags.example/fr.png', country: 'France' }),
        ]),
      },
    });
    await screen.findByText('Guest 1');
    const [first, second, third, fourth] = rows();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('https://shop.example/page-1')).toBeInTheDocument();
    expect(within(first).getByText('https://search.example/')).toBeInTheDocument();
    expect(within(first).getByText('Berlin, Berlin, Germany')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Germany' })).toHaveTextContent('🇩🇪');
    expect(within(second).getByText('Returning')).toBeInTheDocument();
    expect(within(third).getByText('Idle')).toBeInTheDocument();
    expect(within(fourth).getByRole('img', { name: 'France' })).toHaveAttribute('src', 'https://flags.example/fr.png');
  });

  it('pages by 50 and shows the last 4 pages up to the current one', async () => {
    const user = userEvent.setup();
    const { calls } = renderDashboard({
      endpoints: { currentVisitors: (call) => page([visitor(Number(call.query.page) * 100)], 250) },
    });
    await screen.findByText('Guest 100');
    const nav = screen.getByRole('navigation', { name: T.pagination });
    const numbers = () => within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4']);
    await user.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByText('Guest 400')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: T.nextPage }));
    expect(await screen.findByText('Guest 500')).toBeInTheDocument();
    expect(numbers()).toEqual(['2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: T.nextPage })).toBeDisabled();
    expect(calls.filter((c) => c.key === 'currentVisitors').map((c) => c.query.page)).toEqual([1, 4, 5]);
  });

  it('adds guests from new-visitor and removes them on visitor-disconnected', async () => {
    const { push } = renderDashboard({ endpoints: { currentVisitors: page([visitor(1)]) } });
    await screen.findByText('Guest 1');
    push('new-visitor', visitor(7));
    expect(screen.getByText('Guest 7')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.activeGuests(2) })).toBeInTheDocument();
    // A page change of a known guest updates its row, it is not a new arrival.
    push('old-visitor', visitor(7, { oldVisitor: true, visitorDetails: { viewing: ['https://shop.example/checkout'], referrer: '' } }));
    expect(screen.getByText('https://shop.example/checkout')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.activeGuests(2) })).toBeInTheDocument();
    push('visitor-disconnected', { visitorId: 'v-1', guestId: 1 });
    expect(screen.queryByText('Guest 1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.activeGuests(1) })).toBeInTheDocument();
    push('active-visitors-are', { visitorIds: [] });
    expect(await screen.findByText(T.noGuests)).toBeInTheDocument();
  });

  it('greys out guests outside an agent’s departments, not for a client', async () => {
    const guests = page([visitor(1, { widgetDepartments: ['dep-sales'] }), visitor(2, { widgetDepartments: ['dep-support'] })]);
    const agent = testUser({ _id: 'u-agent', userId: 'u-agent', userRole: 'agent', isClient: false, isAgent: true, clientId: 'u-owner', departments: [{ _id: 'dep-sales', title: 'Sales' }] });
    const first = renderDashboard({ user: agent, endpoints: { currentVisitors: guests } });
    await screen.findByText('Guest 1');
    const [sales, support] = rows();
    expect(sales).not.toHaveAttribute('aria-disabled');
    expect(within(sales).getByRole('button', { name: /Initiate Chat/ })).toBeEnabled();
    expect(support).toHaveAttribute('aria-disabled', 'true');
    expect(within(support).getByRole('button', { name: /Initiate Chat/ })).toBeDisabled();
    first.unmount();

    renderDashboard({ endpoints: { currentVisitors: guests } });
    await screen.findByText('Guest 1');
    const clientRows = rows();
    expect(clientRows[1]).not.toHaveAttribute('aria-disabled');
    expect(within(clientRows[1]).getByRole('button', { name: /Initiate Chat/ })).toBeEnabled();
  });

  it('shows the chat button states from the chat lists', async () => {
    renderDashboard({
      endpoints: {
        currentVisitors: page([visitor(1), visitor(2), visitor(3)]),
        conversations: [
          {
            guestId: 1, visitorId: 'v-1', chatId: 'c1', conversation: [], unreadMessages: 0, visitorUnread: 0, agentUnread: 0,
            lastChatTime: new Date().toISOString(), priority: false, departments: [], widgetDepartments: [], conversion: null,
          },
        ],
        getInChat: ['v-1', 'v-2'],
      },
    });
    await screen.findByText('Guest 1');
    await waitFor(() => expect(within(rows()[0]).getByTestId('chat-state')).toHaveTextContent(T.chatButton.chattingWithYou));
    expect(within(rows()[0]).queryByRole('button', { name: /Initiate Chat/ })).not.toBeInTheDocument();
    expect(within(rows()[1]).getByTestId('chat-state')).toHaveTextContent(T.chatButton.inAChat);
    expect(within(rows()[2]).getByRole('button', { name: /Initiate Chat/ })).toBeEnabled();
    expect(screen.getByRole('tab', { name: T.activeChats(2) })).toBeInTheDocument();
  });

  it('initiates a chat with POST /chat/request-chat', async () => {
    const user = userEvent.setup();
    const { calls } = renderDashboard({
      endpoints: { currentVisitors: page([visitor(5, { widgetDepartments: ['dep-sales'] })]), requestChat: { acknowledged: true } },
    });
    await screen.findByText('Guest 5');
    await user.click(screen.getByRole('button', { name: /Initiate Chat/ }));
    expect(await screen.findByText(T.chatButton.initiated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Initiate Chat/ })).not.toBeInTheDocument();
    const call = calls.find((c) => c.key === 'requestChat');
    expect(call?.payload).toEqual({ visitorId: 'v-5', guestId: 5, bodyText: T.initiateGreeting, departments: ['dep-sales'] });
  });

  it('a started chat the server lists becomes Chatting with you, its room joined, and shows under Active Chats', async () => {
    const user = userEvent.setup();
    let started = false;
    const { emitted } = renderDashboard({
      endpoints: {
        currentVisitors: page([visitor(5), visitor(6)]),
        requestChat: () => {
          started = true;
          return { acknowledged: true, chatId: 'chat-5' };
        },
        conversations: () => (started ? [conversation(5)] : []),
        getInChat: () => (started ? ['v-5'] : []),
      },
    });
    await screen.findByText('Guest 5');
    await user.click(screen.getByRole('button', { name: 'Initiate Chat · Guest 5' }));
    await waitFor(() => expect(within(rows()[0]).getByTestId('chat-state')).toHaveTextContent(T.chatButton.chattingWithYou));
    expect(emitted).toContainEqual({ name: 'join-chat-room', payload: { visitorId: 'v-5' }, ack: false });
    await user.click(screen.getByRole('tab', { name: T.activeChats(1) }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText('Guest 5')).toBeInTheDocument();
  });

  it.each([
    ['the fallback', httpError(500, ''), 'error', T.requestFailed],
    ['the server message', httpError(400, 'Guest is blocked'), 'error', 'Guest is blocked'],
    ['an answer without success', { message: 'Nope' }, 'error', 'Nope'],
    ['the already-initiated info', httpError(409, 'conflict'), 'info', T.alreadyInitiated(5)],
  ])('a refused request shows %s', async (_name, answer, variant, message) => {
    const user = userEvent.setup();
    const { toasts } = renderDashboard({ endpoints: { currentVisitors: page([visitor(5)]), requestChat: answer as never } });
    await screen.findByText('Guest 5');
    await user.click(screen.getByRole('button', { name: /Initiate Chat/ }));
    await waitFor(() => expect(toasts).toContainEqual({ variant, message }));
    expect(screen.getByRole('button', { name: /Initiate Chat/ })).toBeEnabled();
  });
});
