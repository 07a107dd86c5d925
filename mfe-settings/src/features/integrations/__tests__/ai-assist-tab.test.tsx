// Integrations, AI assist tab (?tab=ai-assist, issue 36): the saved settings shown (the key only as its
// masked hint), a save's payload, "Test connection" with the model's answer or the endpoint's error, and
// turning it on without an endpoint refused before any call.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiAssistSettingsView } from 'shared-kernel/ai-assist';
import { renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import IntegrationsPage from '../pages/integrations-page';
import { AI_ASSIST_TEXTS as T } from '../ai-assist-texts';

const SAVED: AiAssistSettingsView = {
  enabled: true,
  baseUrl: 'http://localhost:11434',
  model: 'llama3.1',
  apiKey: '••••',
  organization: '',
  suggestions: true,
  rewrite: false,
  summaries: true,
  includeNotes: false,
  monthlyCap: 5000,
  agentPerMinute: 20,
  usedThisMonth: 1234,
};

function renderTab(endpoints: MockEndpoints = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(<IntegrationsPage />, { route: '/integrations?tab=ai-assist', endpoints: { aiSettings: SAVED, webhooks: [], apiKeys: [], ...endpoints } });
  return { user, ...shell };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

describe('AI assist tab', () => {
  it("shows the saved endpoint, switches, limits and this month's count", async () => {
    renderTab();
    expect(await screen.findByText(T.usage(1234, 5000))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.tab })).toHaveAttribute('aria-selected', 'true');
    expect(field(T.baseUrl)).toHaveValue('http://localhost:11434');
    expect(field(T.model)).toHaveValue('llama3.1');
    expect(field(T.apiKey)).toHaveValue('••••');
    expect(field(T.apiKey)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('switch', { name: T.enabled })).toBeChecked();
    expect(screen.getByRole('switch', { name: T.rewrite })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: T.includeNotes })).not.toBeChecked();
    expect(field(T.monthlyCap)).toHaveValue(5000);
  });

  it('saves the form as shown, the masked key sent back to keep the stored one', async () => {
    const { user, calls, toasts } = renderTab({ saveAiSettings: (call) => ({ ...SAVED, ...(call.payload as object), usedThisMonth: 1234 }) });
    await screen.findByText(T.usage(1234, 5000));
    await user.click(screen.getByRole('switch', { name: T.rewrite }));
    await user.clear(field(T.agentPerMinute));
    await user.type(field(T.agentPerMinute), '5');
    await user.click(screen.getByRole('button', { name: T.save }));
    const { usedThisMonth: _used, ...sent } = SAVED;
    // The toast follows the save's answer: wait for it.
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.saved }));
    expect(calls.find((call) => call.key === 'saveAiSettings')?.payload).toEqual({ ...sent, rewrite: true, agentPerMinute: 5 });
  });

  it('refuses to turn it on without a base URL and a model, before any call', async () => {
    const { user, calls } = renderTab({ aiSettings: { ...SAVED, enabled: false, baseUrl: '', model: '', apiKey: '' } });
    await screen.findByText(T.usage(1234, 5000));
    await user.click(screen.getByRole('switch', { name: T.enabled }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText('Enter the base URL and the model to turn AI assist on')).toBeInTheDocument();
    expect(calls.some((call) => call.key === 'saveAiSettings')).toBe(false);
    expect(screen.getByRole('button', { name: T.testConnection })).toBeDisabled();
  });

  it("tests the connection with what the form holds: the model's answer, or the endpoint's error", async () => {
    const answers = [{ ok: true, answer: 'OK' }, { ok: false, error: 'The AI endpoint refused the API key (401). Check the key in Settings, AI assist. (401 Incorrect API key provided)' }];
    const { user, calls } = renderTab({ testAiConnection: () => answers.shift()! });
    await screen.findByText(T.usage(1234, 5000));
    await user.click(screen.getByRole('button', { name: T.testConnection }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.modelAnswered('OK'));
    expect(calls.find((call) => call.key === 'testAiConnection')?.payload).toEqual({ baseUrl: 'http://localhost:11434', model: 'llama3.1', apiKey: '••••', organization: '' });
    await user.clear(field(T.apiKey));
    await user.type(field(T.apiKey), 'sk-typed');
    await user.click(screen.getByRole('button', { name: T.testConnection }));
    const status = await screen.findByText(/401 Incorrect API key provided/);
    expect(within(status.closest('[role="status"]')!).getByText(/refused the API key/)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'testAiConnection').at(-1)?.payload).toMatchObject({ apiKey: 'sk-typed' });
  });
});
