// The filter bar: presets give the range of the browser's day, a custom range is checked before anything is
// asked for, the filters narrow the calls, and all of it lives in the address (so the tabs carry it).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, testUser } from 'shared-kernel/testing';
import OverviewPage from '../../features/overview/pages/overview-page';
import { overviewAnswer } from '../../features/overview/__tests__/overview-fixtures';
import { REPORTS_TEXTS as T } from '../texts';
import { FILTER_ENDPOINTS, callsOf, fixClockAndZone, restoreClockAndZone } from './report-fixtures';

jest.mock('../../features/overview/components/series-chart', () => ({ __esModule: true, default: () => <div data-testid="series-chart" /> }));

function renderAt(route: string, user = testUser()) {
  const shell = renderWithShell(<OverviewPage />, { route, user, endpoints: { ...FILTER_ENDPOINTS, reportsOverview: overviewAnswer() } });
  const overviewCalls = () => callsOf(shell.calls, 'reportsOverview');
  return { ...shell, overviewCalls, events: userEvent.setup() };
}

const choose = async (events: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await events.click(screen.getByRole('combobox', { name: label }));
  await events.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

beforeEach(() => fixClockAndZone());
afterEach(() => restoreClockAndZone());

describe('range presets', () => {
  it('asks for the last 7 days of the browser’s zone by default', async () => {
    const { overviewCalls } = renderAt('/reports');
    await waitFor(() => expect(overviewCalls()).toHaveLength(1));
    expect(overviewCalls()[0].query).toEqual({ from: '2026-11-21', to: '2026-11-27', tz: 'Europe/Paris' });
    expect(screen.getByText(T.rangeSummary('2026-11-21', '2026-11-27'))).toBeInTheDocument();
  });

  it.each([
    [T.presets.today, 'today', '2026-11-27', '2026-11-27'],
    [T.presets.yesterday, 'yesterday', '2026-11-26', '2026-11-26'],
    [T.presets['last-30-days'], 'last-30-days', '2026-10-29', '2026-11-27'],
    [T.presets['last-90-days'], 'last-90-days', '2026-08-30', '2026-11-27'],
  ])('%s asks for its dates and goes into the address', async (label, preset, from, to) => {
    const { overviewCalls, events, location } = renderAt('/reports');
    await waitFor(() => expect(overviewCalls()).toHaveLength(1));
    await choose(events, T.range, label);
    await waitFor(() => expect(overviewCalls().at(-1)?.query).toEqual({ from, to, tz: 'Europe/Paris' }));
    expect(location()).toBe(`/reports?range=${preset}`);
  });

  it('follows the zone: just after midnight in Auckland it is already the next day there', async () => {
    restoreClockAndZone();
    fixClockAndZone(new Date('2026-11-27T11:30:00Z'), 'Pacific/Auckland');
    const { overviewCalls } = renderAt('/reports?range=today');
    await waitFor(() => expect(overviewCalls()[0]?.query).toEqual({ from: '2026-11-28', to: '2026-11-28', tz: 'Pacific/Auckland' }));
  });
});

describe('custom range', () => {
  it('starts from the dates on screen and asks for the edited range', async () => {
    const { overviewCalls, events, location } = renderAt('/reports?range=yesterday');
    await waitFor(() => expect(overviewCalls()).toHaveLength(1));
    await choose(events, T.range, T.presets.custom);
    expect(screen.getByLabelText(T.from)).toHaveValue('2026-11-26');
    expect(screen.getByLabelText(T.to)).toHaveValue('2026-11-26');
    const from = screen.getByLabelText(T.from);
    await events.clear(from);
    await events.type(from, '2026-11-01');
    await waitFor(() => expect(overviewCalls().at(-1)?.query).toMatchObject({ from: '2026-11-01', to: '2026-11-26' }));
    expect(location()).toBe('/reports?range=custom&from=2026-11-01&to=2026-11-26');
  });

  it.each([
    ['2026-11-27', '2026-11-01', T.rangeErrors.order],
    ['2025-01-01', '2026-02-05', T.rangeErrors.length],
  ])('%s to %s is refused inline and nothing is asked for', async (from, to, message) => {
    const { overviewCalls } = renderAt(`/reports?range=custom&from=${from}&to=${to}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(T.from)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(T.from)).toHaveAccessibleDescription(message);
    expect(overviewCalls()).toHaveLength(0);
  });

  it('takes exactly 400 days', async () => {
    const { overviewCalls } = renderAt('/reports?range=custom&from=2025-01-01&to=2026-02-04');
    await waitFor(() => expect(overviewCalls()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('filters', () => {
  it('offers the account’s domains, departments and staff, and narrows the call', async () => {
    const { overviewCalls, events, location } = renderAt('/reports?range=today');
    await waitFor(() => expect(overviewCalls()).toHaveLength(1));
    await choose(events, T.domain, 'shop.example.com');
    await choose(events, T.department, 'Sales');
    await choose(events, T.agent, 'Ann Agent');
    await waitFor(() =>
      expect(overviewCalls().at(-1)?.query).toEqual({ from: '2026-11-27', to: '2026-11-27', tz: 'Europe/Paris', pluginId: 'p-shop', departmentId: 'd-sales', agentId: 'a1' }),
    );
    expect(location()).toBe('/reports?range=today&pluginId=p-shop&departmentId=d-sales&agentId=a1');
    await choose(events, T.agent, T.allAgents);
    await waitFor(() => expect(overviewCalls().at(-1)?.query).not.toHaveProperty('agentId'));
  });

  it('offers a manager the agents only (their reports cover no one else)', async () => {
    const manager = testUser({ _id: 'm1', clientId: 'owner1', userRole: 'manager', isClient: false, isAgent: true });
    const { events } = renderAt('/reports', manager);
    await events.click(await screen.findByRole('combobox', { name: T.agent }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([T.allAgents, 'Ann Agent']);
  });

  it('the tabs carry the range and filters', async () => {
    renderAt('/reports?range=yesterday&agentId=a1');
    expect(await screen.findByRole('tab', { name: T.tabs.ratings })).toHaveAttribute('href', '/reports/ratings?range=yesterday&agentId=a1');
    expect(screen.getByRole('tab', { name: T.tabs.overview })).toHaveAttribute('aria-selected', 'true');
  });
});
