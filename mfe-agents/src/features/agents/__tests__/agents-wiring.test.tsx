// Manage Agents with the real dialogs and tab of the other slices (no stand-ins): each opens from its
// control with the right agent, and Escape closes the dialogs (spec 001 §2).
import { screen, waitFor, within } from '@testing-library/react';
import { AGENT_FORM_TEXTS } from '../../agent-form/texts';
import { METRICS_TEXTS } from '../../metrics/texts';
import { AGENTS_TEXTS as T } from '../texts';
import { agent, renderPage, setWidth } from './agent-fixtures';

const ENDPOINTS = { metricsAvgTime: [], metricsList: { data: [] } };
// Each dialog and the tab are chunks of their own, compiled on first use: under a loaded run that
// takes longer than findBy's default second.
const LAZY = { timeout: 5000 };
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => setWidth(1280));

describe('Manage Agents with the real dialogs', () => {
  it('opens Add Agent, Edit Agent and the metrics dialog, each closed by Escape', async () => {
    const { user } = renderPage({ agents: [agent(1, { fullName: 'Ann Agent' })], endpoints: ENDPOINTS });
    await user.click(await screen.findByRole('button', { name: T.add }));
    expect(await screen.findByRole('dialog', { name: AGENT_FORM_TEXTS.addTitle }, LAZY)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();

    await user.click(screen.getByRole('button', { name: T.editLabel('Ann Agent') }));
    const edit = await screen.findByRole('dialog', { name: AGENT_FORM_TEXTS.editTitle }, LAZY);
    await waitFor(() => expect(within(edit).getByDisplayValue('Ann Agent')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await dialogGone();

    await user.click(screen.getByRole('button', { name: T.metricsLabel('Ann Agent') }));
    expect(await screen.findByRole('dialog', { name: METRICS_TEXTS.title('Ann Agent') }, LAZY)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();
  });

  it('shows the real Departments tab to an admin', async () => {
    const { user, calls } = renderPage({ agents: [agent(1)] });
    await screen.findByRole('table', { name: T.listLabel });
    await user.click(screen.getByRole('tab', { name: T.departmentsTab }));
    await waitFor(() => expect(screen.queryByRole('table', { name: T.listLabel })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.key === 'byDepartment').length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByText('Sales', {}, LAZY)).toBeInTheDocument();
  });
});
