// Role-dependent controls (spec 001 §6 and issue 12's rule): owners and co-admins act on every row and
// see the Departments tab; managers act on (and pick the departments of) 'agent' rows only;
// agents reach nothing. Set offline shows only while the agent is online; one's own row offers Metrics only.
import { screen, within } from '@testing-library/react';
import { AGENTS_TEXTS as T } from '../texts';
import { agent, AGENT_USER, CO_ADMIN, MANAGER, OWNER, renderPage, SALES, setWidth } from './agent-fixtures';

jest.mock('../../agent-form/components/agent-form-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../metrics/components/agent-metrics-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../departments/components/departments-tab', () => jest.requireActual('./sibling-mocks'));

const STAFF = [
  agent(1, { fullName: 'Ann Agent', isOnline: true, departments: [SALES] }),
  agent(2, { fullName: 'Ben Agent' }),
  agent(3, { fullName: 'Max Manager', role: 'manager', isOnline: true }),
  agent(4, { fullName: 'Cora CoAdmin', role: 'co_client', isOnline: true }),
  agent(5, { fullName: 'Gone Gina', status: 3 }),
  agent(6, { fullName: 'Gone Gus', status: 3, role: 'manager' }),
];

const table = () => screen.findByRole('table', { name: T.listLabel });
const rowOf = async (name: string) => within(await table()).getAllByRole('row').find((row) => within(row).queryByText(name))!;
/** The accessible names of a row's action buttons. */
const actionsOf = async (name: string) =>
  within(within(await rowOf(name)).getAllByRole('cell')[7])
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
const all = (name: string) => [T.metricsLabel(name), T.editLabel(name), T.setOfflineLabel(name), T.deactivateLabel(name)];

beforeEach(() => setWidth(1280));

describe.each([
  ['the owner', OWNER],
  ['a co-admin', CO_ADMIN],
])('As %s', (_who, viewer) => {
  it('sees both tabs, Add Agent and every action on every row (Set offline only while online)', async () => {
    const { user } = renderPage({ user: viewer, agents: STAFF });
    expect(await actionsOf('Ann Agent')).toEqual(all('Ann Agent'));
    expect(await actionsOf('Ben Agent')).toEqual([T.metricsLabel('Ben Agent'), T.editLabel('Ben Agent'), T.deactivateLabel('Ben Agent')]);
    expect(await actionsOf('Max Manager')).toEqual(all('Max Manager'));
    expect(await actionsOf('Cora CoAdmin')).toEqual(all('Cora CoAdmin'));
    expect(screen.getByRole('tab', { name: T.agentsTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: T.departmentsTab })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.add })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.deactivatedCount(2) }));
    expect(screen.getByRole('button', { name: T.reactivateLabel('Gone Gina') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.reactivateLabel('Gone Gus') })).toBeInTheDocument();
  });

  it('edits the departments column of every active row', async () => {
    const { calls } = renderPage({ user: viewer, agents: STAFF });
    for (const name of ['Ann Agent', 'Max Manager', 'Cora CoAdmin']) {
      expect(within(await rowOf(name)).getByRole('combobox', { name: T.departmentsOf(name) })).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.key === 'byDepartment')).toHaveLength(1);
  });
});

describe('As a co-admin', () => {
  it('sees their own row with Metrics only', async () => {
    renderPage({ user: CO_ADMIN, agents: [...STAFF, agent(7, { _id: 'a-co', fullName: 'Co Admin', role: 'co_client', isOnline: true })] });
    const own = await rowOf('Co Admin');
    expect(own).toHaveTextContent(T.you);
    expect(await actionsOf('Co Admin')).toEqual([T.metricsLabel('Co Admin')]);
  });

  it('opens the Departments tab and back', async () => {
    const { user } = renderPage({ user: CO_ADMIN, agents: STAFF });
    await table();
    await user.click(screen.getByRole('tab', { name: T.departmentsTab }));
    expect(await screen.findByText('Departments tab stand-in')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: T.departmentsTab })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: T.agentsTab }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('As a manager', () => {
  it('acts on agent rows only, has Add Agent and no Departments tab', async () => {
    const { user } = renderPage({ user: MANAGER, agents: STAFF });
    expect(await actionsOf('Ann Agent')).toEqual(all('Ann Agent'));
    expect(await actionsOf('Max Manager')).toEqual([]);
    expect(await actionsOf('Cora CoAdmin')).toEqual([]);
    expect(screen.getByRole('button', { name: T.add })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.agentsTab })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: T.departmentsTab })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.deactivatedCount(2) }));
    expect(screen.getByRole('button', { name: T.reactivateLabel('Gone Gina') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.reactivateLabel('Gone Gus') })).not.toBeInTheDocument();
  });

  it('picks the departments of agent rows only; other rows read-only', async () => {
    const { calls } = renderPage({ user: MANAGER, agents: STAFF });
    expect(within(await rowOf('Ann Agent')).getByRole('combobox', { name: T.departmentsOf('Ann Agent') })).toHaveTextContent('Sales');
    expect(within(await rowOf('Ben Agent')).getByRole('combobox', { name: T.departmentsOf('Ben Agent') })).toHaveTextContent(T.noDepartment);
    for (const name of ['Max Manager', 'Cora CoAdmin']) {
      const row = await rowOf(name);
      expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(T.noDepartment);
    }
    expect(calls.filter((c) => c.key === 'byDepartment')).toHaveLength(1);
  });

  it('gets the same actions in the card menus of a phone', async () => {
    setWidth(600);
    const { user } = renderPage({ user: MANAGER, agents: STAFF });
    const cards = within(await screen.findByRole('list', { name: T.listLabel })).getAllByRole('listitem');
    const card = (name: string) => cards.find((c) => within(c).queryByText(name))!;
    expect(within(card('Max Manager')).queryByRole('button', { name: T.menuLabel('Max Manager') })).not.toBeInTheDocument();
    await user.click(within(card('Ann Agent')).getByRole('button', { name: T.menuLabel('Ann Agent') }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([T.metrics, T.edit, T.setOffline, T.deactivate]);
  });
});

describe('As an agent', () => {
  it('is told the screen is not theirs and nothing is asked of the server', async () => {
    const { calls } = renderPage({ user: AGENT_USER, agents: STAFF });
    expect(screen.getByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(T.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
