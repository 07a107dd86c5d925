// The Active chats view at /active-chats, mounted in the mock shell: who may see it, the table and the
// cards, text-only guest words, Open, and the live refresh (throttled bus events, 10 s fallback).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveChatRow } from 'shared-kernel/contracts';
import { httpError, renderWithShell, testUser, type MockShellOptions } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import LiveChatArea from '../../../app/remote-app';
import { REFRESH_FALLBACK_MS, REFRESH_THROTTLE_MS } from '../hooks/use-active-chats';
import { ACTIVE_CHATS_TEXTS as T } from '../texts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60000).toISOString();

function row(guestId: number, patch: Partial<ActiveChatRow> = {}): ActiveChatRow {
  return {
    chatId: `chat-${guestId}`,
    visitorId: `v-${guestId}`,
    guestId,
    state: 'active',
    agentId: 'a-1',
    agentName: 'Anna Agent',
    pluginId: 'plugin-1',
    domain: 'shop.example',
    waitingSince: minutesAgo(2),
    lastMessage: { bodyText: `Question of guest ${guestId}`, direction: 'inbound', chatTime: minutesAgo(2) },
    waitingFor: null,
    ...patch,
  };
}

const manager = testUser({ _id: 'u-manager', userId: 'u-manager', userRole: 'manager', isClient: false, isAgent: true, clientId: 'u-owner' });
const agent = testUser({ _id: 'u-agent', userId: 'u-agent', userRole: 'agent', isClient: false, isAgent: true, clientId: 'u-owner' });

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function renderActiveChats(chats: ActiveChatRow[] | MockShellOptions['endpoints'] = [], options: MockShellOptions = {}, width = 1280) {
  setWidth(width);
  const endpoints = Array.isArray(chats) ? { activeChats: { chats } } : chats;
  return renderWithShell(<LiveChatArea />, { route: '/active-chats', ...options, endpoints: { ...endpoints, ...options.endpoints } });
}

const loads = (calls: { key: string | null }[]) => calls.filter((call) => call.key === 'activeChats').length;

afterEach(() => {
  jest.useRealTimers();
  setWidth(1280);
});

describe('Active chats: who sees it', () => {
  it('shows an agent the not-allowed notice and asks the server nothing', async () => {
    const { calls } = renderActiveChats([row(12)], { user: agent });
    expect(await screen.findByRole('heading', { name: UI_TEXTS.notAllowed.title })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(loads(calls)).toBe(0);
  });

  it('shows the not-allowed notice when the server answers 403', async () => {
    const { toasts } = renderActiveChats({ activeChats: httpError(403, 'Only owners, co-admins and managers can see the active chats') });
    expect(await screen.findByRole('heading', { name: UI_TEXTS.notAllowed.title })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('lists a manager the chats the server gives', async () => {
    renderActiveChats([row(12)], { user: manager });
    expect(await screen.findByRole('table', { name: T.listLabel })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Guest 12' })).toBeInTheDocument();
  });
});

describe('Active chats: the table', () => {
  it('shows a skeleton while loading, then one row per chat with its columns', async () => {
    renderActiveChats([
      row(12),
      row(13, { agentId: null, agentName: null, waitingFor: 'Sales', waitingSince: minutesAgo(75) }),
      row(14, { state: 'pending', agentId: null, agentName: null, waitingSince: null, lastMessage: null, domain: 'help.example' }),
    ]);
    expect(screen.getByRole('status', { name: UI_TEXTS.loading })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: T.listLabel });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      T.guest,
      T.agent,
      T.widget,
      T.waiting,
      T.lastMessage,
      T.actions,
    ]);
    const cells = (guest: string) =>
      within(screen.getByRole('rowheader', { name: guest }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Guest 12')).toEqual(['Anna Agent', 'shop.example', '2 min', 'Question of guest 12', T.open]);
    expect(cells('Guest 13')).toEqual(['Waiting for Sales', 'shop.example', '1 h 15 min', 'Question of guest 13', T.open]);
    expect(cells('Guest 14')).toEqual(['Pending', 'help.example', '', T.noMessage, T.open]);
    expect(screen.getByTestId('active-chats-count')).toHaveTextContent('3 active chats');
  });

  it('says so when no chat is open', async () => {
    renderActiveChats([]);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a guest’s words as text, never as HTML, cut short', async () => {
    const evil = '<img src=x onerror="alert(1)"><b>bold</b> ' + 'very long words '.repeat(20).trimEnd();
    const { container } = renderActiveChats([row(12, { lastMessage: { bodyText: evil, direction: 'inbound', chatTime: minutesAgo(1) } })]);
    await screen.findByRole('table');
    expect(container.querySelector('img, b')).toBeNull();
    const shown = screen.getByTitle(evil);
    expect(shown.textContent).toMatch(/^<img src=x onerror="alert\(1\)"><b>bold<\/b> very long/);
    expect(shown.textContent!.length).toBeLessThanOrEqual(80);
    expect(shown.textContent!.endsWith('…')).toBe(true);
  });

  it('marks the agent’s own last message and names an attachment by its file', async () => {
    renderActiveChats([
      row(12, { lastMessage: { bodyText: 'On its way', direction: 'outbound', chatTime: minutesAgo(1) } }),
      row(13, { lastMessage: { bodyText: '[attachment]invoice.pdf', direction: 'inbound', chatTime: minutesAgo(1) } }),
    ]);
    await screen.findByRole('table');
    expect(screen.getByTitle('On its way')).toHaveTextContent(`${T.fromAgent}On its way`);
    expect(screen.getByTitle('[attachment]invoice.pdf')).toHaveTextContent(/^invoice\.pdf$/);
  });

  it('opens the chat on the dashboard', async () => {
    const user = userEvent.setup();
    const { location } = renderActiveChats([row(12)]);
    const open = await screen.findByRole('link', { name: T.openLabel(12) });
    expect(open).toHaveTextContent(T.open);
    await user.click(open);
    expect(location()).toBe('/dashboard?open=v-12&chat=chat-12');
  });

  it('is reached by keyboard: Tab lands on each Open link', async () => {
    const user = userEvent.setup();
    renderActiveChats([row(12), row(13)]);
    await screen.findByRole('table');
    await user.tab();
    expect(screen.getByRole('link', { name: T.openLabel(12) })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: T.openLabel(13) })).toHaveFocus();
  });

  it('offers Retry after a failed load', async () => {
    let fail = true;
    const user = userEvent.setup();
    const { toasts } = renderActiveChats({
      activeChats: () => {
        if (fail) throw httpError(500, 'Database down');
        return { chats: [row(12)] };
      },
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toEqual([{ variant: 'error', message: 'Database down' }]);
    fail = false;
    await user.click(screen.getByRole('button', { name: UI_TEXTS.retry }));
    expect(await screen.findByRole('rowheader', { name: 'Guest 12' })).toBeInTheDocument();
  });
});

describe('Active chats: narrow screens', () => {
  it.each([640, 1024])('shows one card per chat at %i px', async (width) => {
    renderActiveChats([row(12), row(13, { waitingFor: 'Sales', agentName: null, agentId: null })], {}, width);
    const list = await screen.findByRole('list', { name: T.listLabel });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Guest 12' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent(`${T.agent}: Anna Agent`);
    expect(cards[0]).toHaveTextContent(`${T.waiting}: 2 min`);
    expect(cards[1]).toHaveTextContent(`${T.agent}: Waiting for Sales`);
    expect(within(cards[1]).getByRole('link', { name: T.openLabel(13) })).toHaveAttribute('href', '/dashboard?open=v-13&chat=chat-13');
  });
});

describe('Active chats: live', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  });

  async function settle(ms = 0) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it('loads again after a chat event, at most once per 2 s, and keeps the rows on screen meanwhile', async () => {
    let chats = [row(12)];
    const { calls, push } = renderActiveChats({ activeChats: () => ({ chats }) });
    await settle();
    expect(screen.getByRole('rowheader', { name: 'Guest 12' })).toBeInTheDocument();
    expect(loads(calls)).toBe(1);

    await settle(REFRESH_THROTTLE_MS);
    chats = [row(12), row(13)];
    push('chat-initialized', {
      visitorId: 'v-13',
      guestId: 13,
      chatId: 'chat-13',
      bodyText: 'Hi',
      chatTime: new Date().toISOString(),
      pluginId: 'plugin-1',
      departments: [],
      widgetDepartments: [],
      priority: false,
    });
    await settle();
    expect(loads(calls)).toBe(2);
    expect(screen.getByRole('rowheader', { name: 'Guest 13' })).toBeInTheDocument();

    // A burst inside the window: one load at its end.
    push('chat-accepted', { visitorId: 'v-13', guestId: 13, chatId: 'chat-13', agentId: 'a-1', agentName: 'Anna Agent' });
    push('outbound-agent', { visitorId: 'v-13', guestId: 13, chatId: 'chat-13' } as never);
    push('chat-ended', { visitorId: 'v-12', guestId: 12, chatId: 'chat-12', status: 1 } as never);
    push('chat-holder-changed', { visitorId: 'v-13', guestId: 13, chatId: 'chat-13' } as never);
    await settle(REFRESH_THROTTLE_MS - 100);
    expect(loads(calls)).toBe(2);
    chats = [row(13)];
    await settle(100);
    expect(loads(calls)).toBe(3);
    expect(screen.queryByRole('rowheader', { name: 'Guest 12' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: UI_TEXTS.loading })).not.toBeInTheDocument();
  });

  it('keeps to one load per 2 s while events keep coming during slow answers', async () => {
    const startedAt: number[] = [];
    const { push } = renderActiveChats({
      activeChats: () => {
        startedAt.push(Date.now());
        return new Promise((resolve) => setTimeout(() => resolve({ chats: [row(12)] }), 1500));
      },
    });
    await settle(1500);
    for (let t = 0; t < 8000; t += 250) {
      push('outbound-agent', { visitorId: 'v-12', guestId: 12, chatId: 'chat-12' } as never);
      await settle(250);
    }
    expect(startedAt.length).toBeGreaterThanOrEqual(4);
    const gaps = startedAt.slice(1).map((at, index) => at - startedAt[index]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(REFRESH_THROTTLE_MS);
  });

  it('loads again every 10 s without events, and a failed refresh keeps the rows without a toast', async () => {
    let fail = false;
    const { calls, toasts } = renderActiveChats({
      activeChats: () => {
        if (fail) throw httpError(500, 'Database down');
        return { chats: [row(12)] };
      },
    });
    await settle();
    expect(loads(calls)).toBe(1);
    await settle(REFRESH_FALLBACK_MS);
    expect(loads(calls)).toBe(2);
    fail = true;
    await settle(REFRESH_FALLBACK_MS);
    expect(loads(calls)).toBe(3);
    expect(screen.getByRole('rowheader', { name: 'Guest 12' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('counts the Waiting time up while the view is open', async () => {
    renderActiveChats([row(12, { waitingSince: new Date(Date.now() - 90_000).toISOString() })]);
    await settle();
    const waiting = () => within(screen.getByRole('rowheader', { name: 'Guest 12' }).closest('tr')!).getAllByRole('cell')[2];
    expect(waiting()).toHaveTextContent('1 min');
    await settle(60_000);
    expect(waiting()).toHaveTextContent('2 min');
  });

  it('stops listening when the view closes', async () => {
    const { calls, push, unmount } = renderActiveChats([row(12)]);
    await settle();
    unmount();
    push('chat-accepted', { visitorId: 'v-13', guestId: 13, chatId: 'chat-13', agentId: 'a-1', agentName: 'Anna Agent' });
    await settle(REFRESH_FALLBACK_MS * 2);
    expect(loads(calls)).toBe(1);
  });
});

describe('Active chats: the remote’s routes', () => {
  it('renders the page at /active-chats', async () => {
    renderActiveChats([]);
    expect(await screen.findByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(T.empty)).toBeInTheDocument());
  });
});
