// The dashboard's Queue card (issue 27): loaded after the first render, the departments' queue lengths and
// the longest wait counting on, the empty state, the agents' load for supervisors only, and the live refresh
// (a throttled 'queue-changed', a 15 s poll).
import { act, screen, within } from '@testing-library/react';
import type { QueueDepartment, RoutingAgent, RoutingOverview } from 'shared-kernel/contracts';
import { testUser, type MockShellOptions } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import { renderDashboard } from '../../../test-support/live-chat-fixtures';
import { IDLE_FALLBACK_MS } from '../components/queue-slot';
import { QUEUE_POLL_MS, QUEUE_THROTTLE_MS } from '../hooks/use-routing-overview';
import { QUEUE_TEXTS as T } from '../texts';

const NOW = new Date('2026-11-27T10:00:00Z').getTime();
const secondsAgo = (n: number) => new Date(NOW - n * 1000).toISOString();

function department(name: string, length: number, oldestSince: string | null, departmentId: string | null = name): QueueDepartment {
  return { departmentId, name, length, oldestSince };
}

function agent(fullName: string, load: number, chatLimit: number | null, patch: Partial<RoutingAgent> = {}): RoutingAgent {
  return { agentId: `a-${fullName}`, fullName, isOnline: true, chatLimit, load, notRespondingSince: null, ...patch };
}

const manager = testUser({ _id: 'u-manager', userId: 'u-manager', userRole: 'manager', isClient: false, isAgent: true, clientId: 'u-owner' });
const plainAgent = testUser({ _id: 'u-agent', userId: 'u-agent', userRole: 'agent', isClient: false, isAgent: true, clientId: 'u-owner' });

async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const queueLoads = (calls: { key: string | null }[]) => calls.filter((call) => call.key === 'chatQueue').length;
const card = () => screen.getByRole('region', { name: T.title });
const departmentItems = () => within(within(card()).getByRole('list', { name: T.departments })).getAllByRole('listitem');

/** The dashboard with its card (brought at once by a queue-changed, so the clocks have not moved). */
async function renderQueue(overview: RoutingOverview | MockShellOptions['endpoints'], options: MockShellOptions = {}) {
  const endpoints = 'departments' in (overview as object) ? { chatQueue: overview as RoutingOverview } : (overview as MockShellOptions['endpoints']);
  const shell = renderDashboard({ ...options, endpoints: { ...endpoints, ...options.endpoints } });
  await settle();
  shell.push('queue-changed', {});
  await settle();
  return shell;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Queue card: loading', () => {
  it('is not there at the first render, and comes once the page is idle when the account routes chats', async () => {
    const user = testUser({ routingInUse: true } as Parameters<typeof testUser>[0]);
    const { calls } = renderDashboard({ user, endpoints: { chatQueue: { departments: [department('Sales', 1, secondsAgo(5))], agents: [] } } });
    await settle();
    expect(screen.queryByRole('region', { name: T.title })).not.toBeInTheDocument();
    expect(queueLoads(calls)).toBe(0);
    await settle(IDLE_FALLBACK_MS);
    expect(card()).toBeInTheDocument();
    expect(queueLoads(calls)).toBe(1);
  });

  it('stays away while the account routes nothing (the welcome answer says so), and comes with the first queue-changed', async () => {
    const { push, calls } = renderDashboard({ endpoints: { chatQueue: { departments: [department('Sales', 0, null)], agents: [] } } });
    await settle(IDLE_FALLBACK_MS * 2);
    expect(queueLoads(calls)).toBe(0);
    expect(screen.queryByRole('region', { name: T.title })).not.toBeInTheDocument();
    push('queue-changed', {});
    await settle();
    expect(card()).toBeInTheDocument();
    expect(queueLoads(calls)).toBe(1);
  });

  it('comes at once with the first queue-changed', async () => {
    const { push, calls } = renderDashboard({ endpoints: { chatQueue: { departments: [department('Sales', 1, secondsAgo(5))], agents: [] } } });
    await settle();
    push('queue-changed', {});
    await settle();
    expect(within(card()).getByRole('heading', { name: T.title, level: 2 })).toBeInTheDocument();
    expect(queueLoads(calls)).toBe(1);
  });

  it('shows a skeleton while the queue loads', async () => {
    await renderQueue({
      chatQueue: () => new Promise<RoutingOverview>((resolve) => setTimeout(() => resolve({ departments: [department('Sales', 2, secondsAgo(5))], agents: [] }), 1000)),
    });
    expect(within(card()).getByRole('status', { name: UI_TEXTS.loading })).toBeInTheDocument();
    await settle(1000);
    expect(within(card()).queryByRole('status', { name: UI_TEXTS.loading })).not.toBeInTheDocument();
    expect(departmentItems()).toHaveLength(1);
  });
});

describe('Queue card: the departments', () => {
  it('lists each department with its queue length and the longest wait, counting on', async () => {
    await renderQueue({
      departments: [department('Sales', 3, secondsAgo(125)), department('Support', 0, null), department('General', 1, secondsAgo(9), null)],
      agents: [],
    });
    const [sales, support, general] = departmentItems();
    expect(sales).toHaveTextContent('Sales');
    expect(sales).toHaveTextContent(T.waiting(3));
    expect(sales).toHaveTextContent(`${T.longestWait} 2:05`);
    expect(support).toHaveTextContent(T.waiting(0));
    expect(support).toHaveTextContent(`${T.longestWait} ${T.noWait}`);
    expect(general).toHaveTextContent('0:09');
    expect(within(card()).queryByText(T.empty)).not.toBeInTheDocument();

    await settle(1000);
    expect(departmentItems()[0]).toHaveTextContent('2:06');
    await settle(60_000);
    expect(departmentItems()[0]).toHaveTextContent('3:06');
    expect(departmentItems()[2]).toHaveTextContent('1:10');
  });

  it('says no guest waits when every queue is empty', async () => {
    await renderQueue({ departments: [department('Sales', 0, null)], agents: [] });
    expect(within(card()).getByText(T.empty)).toBeInTheDocument();
    expect(departmentItems()[0]).toHaveTextContent(T.noWait);
  });

  it('says no guest waits when the user serves no queue', async () => {
    await renderQueue({ departments: [], agents: [] });
    expect(within(card()).getByText(T.empty)).toBeInTheDocument();
    expect(within(card()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so, without a toast, when the queue cannot be loaded', async () => {
    const { toasts } = await renderQueue({ chatQueue: new Error('Database down') });
    expect(within(card()).getByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});

describe('Queue card: the agents', () => {
  const overview: RoutingOverview = {
    departments: [department('Sales', 1, secondsAgo(30))],
    agents: [agent('Anna Agent', 3, 5), agent('Bob Baker', 1, null, { notRespondingSince: secondsAgo(40) }), agent('Cem Cole', 0, 2, { isOnline: false })],
  };

  it.each([
    ['an owner', testUser()],
    ['a manager', manager],
  ])('shows %s each agent’s load, and who is not responding', async (_who, user) => {
    await renderQueue(overview, { user });
    const list = within(card()).getByRole('list', { name: T.agents });
    const [anna, bob, cem] = within(list).getAllByRole('listitem');
    expect(anna).toHaveTextContent('Anna Agent');
    expect(anna).toHaveTextContent('3 / 5');
    expect(within(anna).getByLabelText('3 of 5 chats')).toBeInTheDocument();
    expect(within(anna).queryByText(T.notResponding)).not.toBeInTheDocument();
    expect(bob).toHaveTextContent('1 / no limit');
    expect(within(bob).getByText(T.notResponding)).toBeInTheDocument();
    expect(cem).toHaveTextContent(T.offline);
    expect(within(card()).getAllByText(T.notResponding)).toHaveLength(1);
  });

  it('shows an agent the queues only', async () => {
    await renderQueue(overview, { user: plainAgent });
    expect(departmentItems()).toHaveLength(1);
    expect(within(card()).queryByRole('list', { name: T.agents })).not.toBeInTheDocument();
    expect(within(card()).queryByText('Anna Agent')).not.toBeInTheDocument();
  });
});

describe('Queue card: live', () => {
  it('reads the queue again after queue-changed, at most once per 2 s', async () => {
    let length = 1;
    const { calls, push } = await renderQueue({ chatQueue: () => ({ departments: [department('Sales', length, secondsAgo(10))], agents: [] }) });
    expect(queueLoads(calls)).toBe(1);

    // Just loaded: a hint waits for the end of the window, and a burst makes one load.
    length = 4;
    push('queue-changed', {});
    push('queue-changed', {});
    await settle(QUEUE_THROTTLE_MS - 100);
    expect(queueLoads(calls)).toBe(1);
    push('queue-changed', {});
    await settle(100);
    expect(queueLoads(calls)).toBe(2);
    expect(departmentItems()[0]).toHaveTextContent(T.waiting(4));

    // A hint after a quiet window loads at once.
    await settle(QUEUE_THROTTLE_MS);
    length = 0;
    push('queue-changed', {});
    await settle();
    expect(queueLoads(calls)).toBe(3);
    expect(within(card()).getByText(T.empty)).toBeInTheDocument();
  });

  it('reads the queue every 15 s without hints', async () => {
    const { calls } = await renderQueue({ departments: [], agents: [] });
    expect(queueLoads(calls)).toBe(1);
    await settle(QUEUE_POLL_MS);
    expect(queueLoads(calls)).toBe(2);
    await settle(QUEUE_POLL_MS);
    expect(queueLoads(calls)).toBe(3);
  });

  it('stops reading when the dashboard closes', async () => {
    const { calls, push, unmount } = await renderQueue({ departments: [], agents: [] });
    unmount();
    push('queue-changed', {});
    await settle(QUEUE_POLL_MS * 2);
    expect(queueLoads(calls)).toBe(1);
  });
});
