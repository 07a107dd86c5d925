// Each row action of Manage Agents (spec 001 §2, §4, §7, §8): Metrics and Edit open the other slices'
// dialogs, Add Agent adds a row, Set offline / Deactivate / Reactivate ask first, make their call and toast
// (the spec's success texts; the server's message or the fallbacks on failure).
import { screen, waitFor, within } from '@testing-library/react';
import { httpError, type MockShellOptions } from 'shared-kernel/testing';
import { AGENTS_TEXTS as T } from '../texts';
import { agent, renderPage, setWidth } from './agent-fixtures';

jest.mock('../../agent-form/components/agent-form-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../metrics/components/agent-metrics-dialog', () => jest.requireActual('./sibling-mocks'));
jest.mock('../../departments/components/departments-tab', () => jest.requireActual('./sibling-mocks'));

const STAFF = () => [agent(1, { fullName: 'Ann Agent', isOnline: true }), agent(2, { fullName: 'Ben Agent' }), agent(5, { fullName: 'Gone Gina', status: 3 })];

const table = () => screen.findByRole('table', { name: T.listLabel });
const names = async () => within(await table()).getAllByTestId('agent-name').map((el) => el.textContent);
const rowOf = async (name: string) => within(await table()).getAllByRole('row').find((row) => within(row).queryByText(name))!;
const open = (options: MockShellOptions = {}) => renderPage({ agents: STAFF(), ...options });
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => setWidth(1280));

describe('Metrics, Edit and Add Agent', () => {
  it("opens the agent's metrics dialog and closes it", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: T.metricsLabel('Ann Agent') }));
    const dialog = await screen.findByRole('dialog', { name: 'Metrics dialog a1' });
    await user.click(within(dialog).getByRole('button', { name: 'Close metrics' }));
    await dialogGone();
  });

  it('opens the edit dialog with the agent and shows what it saved', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: T.editLabel('Ben Agent') }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent form edit a2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save agent' }));
    await dialogGone();
    expect(await names()).toEqual(['Ann Agent', 'Ben Agent Edited']);
  });

  it('opens the add dialog and lists the new agent', async () => {
    const { user } = open();
    await table();
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent form add' });
    await user.click(within(dialog).getByRole('button', { name: 'Save agent' }));
    await dialogGone();
    expect(await names()).toEqual(['Ann Agent', 'Ben Agent', 'New Person']);
    expect(screen.getByTestId('agents-count')).toHaveTextContent(T.count(3));
    const added = await rowOf('New Person');
    expect(within(added).getByRole('button', { name: T.editLabel('New Person') })).toBeInTheDocument();
    expect(within(added).getAllByRole('cell')[4]).toHaveTextContent('Mon');
  });
});

describe('Set offline', () => {
  it('asks, calls POST /users/put-agent-offline, toasts "{name} has been set offline" and turns the indicator off', async () => {
    const { user, calls, toasts } = open({ endpoints: { putAgentOffline: { statusCode: 201, message: 'The agent has been set offline' } } });
    await user.click(await screen.findByRole('button', { name: T.setOfflineLabel('Ann Agent') }));
    const dialog = screen.getByRole('dialog', { name: T.offlineTitle });
    expect(dialog).toHaveTextContent(T.offlineQuestion('Ann Agent'));
    await user.click(within(dialog).getByRole('button', { name: T.offlineConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: 'Ann Agent has been set offline' }));
    expect(calls.find((c) => c.key === 'putAgentOffline')).toMatchObject({ method: 'POST', payload: { agentId: 'a1' } });
    await dialogGone();
    const row = await rowOf('Ann Agent');
    expect(within(row).getByTestId('online-status')).toHaveTextContent(T.offline);
    expect(within(row).queryByRole('button', { name: T.setOfflineLabel('Ann Agent') })).not.toBeInTheDocument();
  });

  it.each([
    ['an answer without 201', { statusCode: 200 }, T.failed],
    ['a refusal with a message', httpError(403, 'A manager can only manage agents'), 'A manager can only manage agents'],
    ['a failure without a message', httpError(500, ''), T.failed],
  ])('keeps the agent online and toasts red on %s', async (_case, answer, message) => {
    const { user, toasts } = open({ endpoints: { putAgentOffline: answer as never } });
    await user.click(await screen.findByRole('button', { name: T.setOfflineLabel('Ann Agent') }));
    await user.click(screen.getByRole('button', { name: T.offlineConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    expect(screen.getByRole('dialog', { name: T.offlineTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(within(await rowOf('Ann Agent')).getByTestId('online-status')).toHaveTextContent(T.online);
  });
});

describe('Deactivate', () => {
  it('asks, calls PATCH /users/agent-status-toggle, toasts and moves the agent to Deactivated Agents', async () => {
    const { user, calls, toasts } = open({ endpoints: { agentStatusToggle: (call) => ({ statusCode: 200, message: 'Agent deactivated successfully', _id: (call.payload as { id: string }).id, status: 3 }) } });
    await user.click(await screen.findByRole('button', { name: T.deactivateLabel('Ann Agent') }));
    const dialog = screen.getByRole('dialog', { name: T.deactivateTitle });
    expect(dialog).toHaveTextContent(T.deactivateQuestion('Ann Agent'));
    await user.click(within(dialog).getByRole('button', { name: T.deactivateConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.deactivated }));
    expect(calls.find((c) => c.key === 'agentStatusToggle')).toMatchObject({ method: 'PATCH', payload: { option: 'deactivate', id: 'a1' } });
    await dialogGone();
    expect(await names()).toEqual(['Ben Agent']);
    await user.click(screen.getByRole('button', { name: T.deactivatedCount(2) }));
    const list = screen.getByRole('list', { name: T.deactivatedListLabel });
    expect(within(list).getByText('Ann Agent')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: T.reactivateLabel('Ann Agent') })).toBeInTheDocument();
  });

  it.each([
    ['a refusal with a message', httpError(403, 'Only an admin can activate or deactivate agents'), 'Only an admin can activate or deactivate agents'],
    ['a failure without a message', httpError(500, ''), T.statusFailed],
    ['an answer with an error code', { statusCode: 400 }, T.statusFailed],
  ])("keeps the agent and toasts red on %s ('Something went wrong, Please try again later' by default)", async (_case, answer, message) => {
    const { user, toasts } = open({ endpoints: { agentStatusToggle: answer as never } });
    await user.click(await screen.findByRole('button', { name: T.deactivateLabel('Ann Agent') }));
    await user.click(screen.getByRole('button', { name: T.deactivateConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message }));
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await dialogGone();
    expect(await names()).toEqual(['Ann Agent', 'Ben Agent']);
  });

  it('Cancel and Escape call nothing', async () => {
    const { user, calls } = open();
    await user.click(await screen.findByRole('button', { name: T.deactivateLabel('Ann Agent') }));
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await dialogGone();
    await user.click(screen.getByRole('button', { name: T.deactivateLabel('Ann Agent') }));
    await user.keyboard('{Escape}');
    await dialogGone();
    await user.click(screen.getByRole('button', { name: T.setOfflineLabel('Ann Agent') }));
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(calls.filter((c) => c.key === 'agentStatusToggle' || c.key === 'putAgentOffline')).toHaveLength(0);
    expect(await names()).toEqual(['Ann Agent', 'Ben Agent']);
  });

  it('works from the card menu on a phone', async () => {
    setWidth(600);
    const { user, calls, toasts } = open({ endpoints: { agentStatusToggle: { statusCode: 200, message: 'Agent deactivated successfully', _id: 'a2', status: 3 } } });
    await user.click(await screen.findByRole('button', { name: T.menuLabel('Ben Agent') }));
    await user.click(screen.getByRole('menuitem', { name: T.deactivate }));
    await user.click(within(screen.getByRole('dialog', { name: T.deactivateTitle })).getByRole('button', { name: T.deactivateConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.deactivated }));
    expect(calls.find((c) => c.key === 'agentStatusToggle')?.payload).toEqual({ option: 'deactivate', id: 'a2' });
    const cards = within(screen.getByRole('list', { name: T.listLabel })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(screen.getByRole('button', { name: T.deactivatedCount(2) })).toBeInTheDocument();
  });
});

describe('Reactivate', () => {
  it('asks, calls the toggle with activate, toasts and lists the agent as active again (status 1)', async () => {
    const { user, calls, toasts } = open({ endpoints: { agentStatusToggle: { statusCode: 200, message: 'Agent activated successfully', _id: 'a5', status: 1 } } });
    await table();
    await user.click(screen.getByRole('button', { name: T.deactivatedCount(1) }));
    await user.click(screen.getByRole('button', { name: T.reactivateLabel('Gone Gina') }));
    const dialog = screen.getByRole('dialog', { name: T.reactivateTitle });
    expect(dialog).toHaveTextContent(T.reactivateQuestion('Gone Gina'));
    await user.click(within(dialog).getByRole('button', { name: T.reactivateConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.activated }));
    expect(calls.find((c) => c.key === 'agentStatusToggle')?.payload).toEqual({ option: 'activate', id: 'a5' });
    await dialogGone();
    expect(await names()).toEqual(['Ann Agent', 'Ben Agent', 'Gone Gina']);
    expect(within(await rowOf('Gone Gina')).queryByText(T.unverified)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivated Agents/ })).not.toBeInTheDocument();
  });

  it("toasts 'Something went wrong, Please try again later' when it fails without a message", async () => {
    const { user, toasts } = open({ endpoints: { agentStatusToggle: httpError(502, '') } });
    await table();
    await user.click(screen.getByRole('button', { name: T.deactivatedCount(1) }));
    await user.click(screen.getByRole('button', { name: T.reactivateLabel('Gone Gina') }));
    await user.click(screen.getByRole('button', { name: T.reactivateConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.statusFailed }));
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(await names()).toEqual(['Ann Agent', 'Ben Agent']);
    expect(screen.getByRole('button', { name: T.reactivateLabel('Gone Gina') })).toBeInTheDocument();
  });
});
