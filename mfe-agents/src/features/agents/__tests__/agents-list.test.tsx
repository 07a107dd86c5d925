// The Agents tab's list: skeletons, columns, role labels, the Unverified badge, the online indicator,
// both empty texts, the search, the cards below 1024 px and a failed load (spec 001 §2, §3, §4).
import { screen, waitFor, within } from '@testing-library/react';
import { httpError } from 'shared-kernel/testing';
import type { Agent } from 'shared-kernel/contracts';
import { AGENTS_TEXTS as T } from '../texts';
import { agent, renderPage, SALES, setWidth, SUPPORT } from './agent-fixtures';

jest.mock('../../agent-form/components/agent-form-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../metrics/components/agent-metrics-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../departments/components/departments-tab', () => jest.requireActual('./sibling-mocks'));

const table = () => screen.findByRole('table', { name: T.listLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const rowOf = async (name: string) => (await bodyRows()).find((row) => within(row).queryByText(name))!;

beforeEach(() => setWidth(1280));

describe('Manage Agents list', () => {
  it('shows the title, 7 skeleton rows while loading, then one row per active agent', async () => {
    let answer: (list: Agent[]) => void = () => undefined;
    const pending = new Promise<Agent[]>((resolve) => (answer = resolve));
    renderPage({ endpoints: { agentList: () => pending } });
    expect(screen.getByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(7);
    answer([agent(1), agent(2), agent(3, { status: 3 })]);
    expect(await bodyRows()).toHaveLength(2);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByTestId('agents-count')).toHaveTextContent(T.count(2));
  });

  it('shows name, e-mail, role, departments, shifts, status and actions', async () => {
    renderPage({
      agents: [
        agent(1, {
          fullName: 'Ada Lovelace',
          isOnline: true,
          departments: [SALES],
          shifts: [
            { day: 'wed', startTime: { hours: 10, minutes: 0 }, endTime: { hours: 18, minutes: 30 } },
            { day: 'mon', startTime: { hours: 9, minutes: 5 }, endTime: { hours: 17, minutes: 0 } },
            { day: 'fri', startTime: { hours: null, minutes: null }, endTime: { hours: null, minutes: null } },
          ],
        }),
        agent(2, { fullName: 'Max Manager', role: 'manager' }),
        agent(3, { fullName: 'Cora CoAdmin', role: 'co_client', userinfo: [{ userId: 'a3', fullName: 'Cora CoAdmin', profilePhoto: { fileName: 'cora.png' } }] }),
      ],
    });
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([T.name, T.email, T.role, T.departments, T.shifts, T.status, T.chatLimit, T.actions]);
    const ada = await rowOf('Ada Lovelace');
    const cells = within(ada).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('agent1@example.com');
    expect(cells[2]).toHaveTextContent('Agent');
    expect(within(cells[3]).getByRole('combobox', { name: T.departmentsOf('Ada Lovelace') })).toHaveTextContent('Sales');
    expect(cells[4]).toHaveTextContent('Mon 09:05–17:00Wed 10:00–18:30Fri');
    expect(cells[5]).toHaveTextContent(T.online);
    expect(within(await rowOf('Max Manager')).getAllByRole('cell')[2]).toHaveTextContent('Manager');
    const cora = await rowOf('Cora CoAdmin');
    expect(within(cora).getAllByRole('cell')[2]).toHaveTextContent('Co-Admin');
    expect(within(cora).getAllByRole('cell')[4]).toHaveTextContent(T.noShift);
    expect(within(cora).getAllByRole('cell')[5]).toHaveTextContent(T.offline);
    expect(cora.querySelector('img')).toHaveAttribute('src', '/api/files/profile-photos/cora.png');
  });

  it('marks status 0 with the Unverified badge', async () => {
    renderPage({ agents: [agent(1, { status: 0 }), agent(2)] });
    expect(within(await rowOf('Agent 1')).getByText(T.unverified)).toBeInTheDocument();
    expect(within(await rowOf('Agent 2')).queryByText(T.unverified)).not.toBeInTheDocument();
  });

  it("says 'List of Agents will be displayed here' when there are no agents", async () => {
    renderPage({ agents: [] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('agents-count')).toHaveTextContent(T.count(0));
  });

  it('searches by name or e-mail and says No agent found when nothing matches', async () => {
    const { user } = renderPage({ agents: [agent(1, { fullName: 'Ada Lovelace' }), agent(2, { fullName: 'Grace Hopper', email: 'grace@navy.example' })] });
    await table();
    const search = screen.getByRole('searchbox', { name: T.search });
    await user.type(search, 'LOVE');
    expect((await bodyRows()).map((row) => within(row).getByTestId('agent-name').textContent)).toEqual(['Ada Lovelace']);
    await user.clear(search);
    await user.type(search, 'navy');
    expect((await bodyRows()).map((row) => within(row).getByTestId('agent-name').textContent)).toEqual(['Grace Hopper']);
    await user.type(search, 'zzz');
    expect(screen.getByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(T.empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.clear(search);
    expect(await bodyRows()).toHaveLength(2);
  });

  it.each([
    ['tablet', 1024],
    ['phone', 640],
  ])('shows cards instead of the table on a %s (%i px)', async (_name, width) => {
    setWidth(width);
    renderPage({ agents: [agent(1, { fullName: 'Ada Lovelace', isOnline: true, departments: [SALES, SUPPORT], role: 'manager' }), agent(2)] });
    const list = await screen.findByRole('list', { name: T.listLabel });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Ada Lovelace');
    expect(cards[0]).toHaveTextContent('agent1@example.com');
    expect(cards[0]).toHaveTextContent('Manager');
    expect(cards[0]).toHaveTextContent(T.online);
    expect(within(cards[0]).getByRole('combobox', { name: T.departmentsOf('Ada Lovelace') })).toHaveTextContent('Sales, Support');
    expect(within(cards[0]).getByRole('button', { name: T.menuLabel('Ada Lovelace') })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('toasts a failed load with the server message and offers Retry', async () => {
    let fail = true;
    const { user, toasts } = renderPage({ endpoints: { agentList: () => (fail ? Promise.reject(httpError(500, 'Database is down')) : [agent(1)]) } });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(toasts).toContainEqual({ variant: 'error', message: 'Database is down' });
    fail = false;
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await bodyRows()).toHaveLength(1);
  });
});

describe('Deactivated Agents section', () => {
  it('is collapsed at first, shows its count and lists status-3 agents when opened', async () => {
    const { user } = renderPage({ agents: [agent(1), agent(2, { status: 3, fullName: 'Gone Gina' }), agent(3, { status: 3, fullName: 'Left Leo' })] });
    expect(await bodyRows()).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: T.deactivatedCount(2) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Gone Gina')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: T.deactivatedListLabel });
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByTestId('agent-name').textContent)).toEqual(['Gone Gina', 'Left Leo']);
    expect(within(list).getByRole('button', { name: T.reactivateLabel('Gone Gina') })).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByText('Gone Gina')).not.toBeInTheDocument());
  });

  it('follows the search', async () => {
    const { user } = renderPage({ agents: [agent(1), agent(2, { status: 3, fullName: 'Gone Gina' }), agent(3, { status: 3, fullName: 'Left Leo' })] });
    await table();
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'leo');
    await user.click(screen.getByRole('button', { name: T.deactivatedCount(1) }));
    expect(screen.getByText('Left Leo')).toBeInTheDocument();
    expect(screen.queryByText('Gone Gina')).not.toBeInTheDocument();
  });

  it('is absent without deactivated agents', async () => {
    renderPage({ agents: [agent(1)] });
    await table();
    expect(screen.queryByRole('button', { name: /Deactivated Agents/ })).not.toBeInTheDocument();
  });

  it('shows the empty text above the section when every agent is deactivated', async () => {
    renderPage({ agents: [agent(1, { status: 3 })] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.deactivatedCount(1) })).toBeInTheDocument();
  });
});
