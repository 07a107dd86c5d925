// Integrations, Webhooks tab: the list and its empty state, adding an endpoint (the secret once, the
// server's refusal on the URL field), pausing and deleting.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookEndpointView } from 'shared-kernel/integrations';
import { httpError, renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import IntegrationsPage from '../pages/integrations-page';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { endpoint } from './integration-fixtures';

function renderPage(list: WebhookEndpointView[], endpoints: MockEndpoints = {}) {
  const user = userEvent.setup();
  const shell = renderWithShell(<IntegrationsPage />, { route: '/integrations', endpoints: { webhooks: list, ...endpoints } });
  return { user, ...shell };
}

const table = () => screen.findByRole('table', { name: T.webhooksLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

afterEach(() => {
  window.innerWidth = 1024;
});

describe('Webhooks tab', () => {
  it('lists each endpoint: its address opening its page, description, events count and state', async () => {
    renderPage([endpoint(1), endpoint(2, { events: ['chat.started'], pausedAt: '2026-01-03T00:00:00Z', pausedReason: 'failures' })]);
    expect(screen.getByRole('heading', { name: T.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: T.webhooksTab })).toHaveAttribute('aria-selected', 'true');
    const [first, second] = await bodyRows();
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['https://hooks1.example.com/chat', 'Endpoint number 1', '2 events', T.states.active]);
    expect(within(first).getByRole('link', { name: 'https://hooks1.example.com/chat' })).toHaveAttribute('href', '/integrations/webhooks/w1');
    expect(second).toHaveTextContent('1 event');
    expect(second).toHaveTextContent(T.states.failures);
    expect(within(second).getByRole('button', { name: T.resumeLabel('https://hooks2.example.com/chat') })).toBeInTheDocument();
  });

  it("says 'No webhook endpoints yet' when there are none", async () => {
    renderPage([]);
    expect(await screen.findByText(T.webhooksEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.addEndpoint })).toBeInTheDocument();
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 600;
    renderPage([endpoint(1)]);
    const list = await screen.findByRole('list', { name: T.webhooksLabel });
    expect(within(list).getByRole('link', { name: 'https://hooks1.example.com/chat' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds an endpoint with the picked events, then shows its signing secret once', async () => {
    const added = endpoint(3, { url: 'https://crm.example.com/hook', events: ['chat.started'], includeNotes: true });
    const { user, calls } = renderPage([], { createWebhook: { endpoint: added, secret: 'whsec_abc123' } });
    await screen.findByText(T.webhooksEmpty);
    await user.click(screen.getByRole('button', { name: T.addEndpoint }));
    const dialog = screen.getByRole('dialog', { name: T.addEndpoint });
    // Pasted rather than typed: each keystroke re-validates the whole form, which a loaded run pays for.
    await user.click(within(dialog).getByRole('textbox', { name: T.url }));
    await user.paste('https://crm.example.com/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /Chat started/ }));
    await user.click(within(dialog).getByRole('switch', { name: T.includeNotes }));
    expect(within(dialog).getByRole('switch', { name: T.includeNotes })).toHaveAccessibleDescription(T.includeNotesHelp);
    await user.click(within(dialog).getByRole('button', { name: T.addEndpoint }));

    expect(await screen.findByTestId('shown-secret')).toHaveTextContent('whsec_abc123');
    expect(screen.getByRole('dialog', { name: T.signingSecret })).toHaveTextContent(T.shownOnce);
    expect(calls.find((c) => c.key === 'createWebhook')?.payload).toEqual({ url: 'https://crm.example.com/hook', description: '', events: ['chat.started'], includeNotes: true });
    await user.click(screen.getByRole('button', { name: T.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once: the list shows the new endpoint, and nothing shows its secret any more.
    expect(await bodyRows()).toHaveLength(1);
    expect(screen.queryByText('whsec_abc123')).not.toBeInTheDocument();
  });

  it("puts the server's 400 message on the URL field, until the address changes", async () => {
    const refusal = 'The address must be a public https one';
    const { user, calls } = renderPage([], { createWebhook: httpError(400, refusal) });
    await screen.findByText(T.webhooksEmpty);
    await user.click(screen.getByRole('button', { name: T.addEndpoint }));
    const dialog = screen.getByRole('dialog', { name: T.addEndpoint });
    const url = within(dialog).getByRole('textbox', { name: T.url });
    await user.click(url);
    await user.paste('http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: T.selectAll }));
    await user.click(within(dialog).getByRole('button', { name: T.addEndpoint }));

    await waitFor(() => expect(url).toHaveAccessibleDescription(refusal));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect((calls.find((c) => c.key === 'createWebhook')?.payload as { events: string[] }).events).toHaveLength(10);
    expect(screen.queryByTestId('shown-secret')).not.toBeInTheDocument();
    await user.type(url, 'x');
    expect(url).not.toHaveAccessibleDescription(refusal);
  });

  it('checks the form with the shared schema before calling', async () => {
    const { user, calls } = renderPage([]);
    await screen.findByText(T.webhooksEmpty);
    await user.click(screen.getByRole('button', { name: T.addEndpoint }));
    const dialog = screen.getByRole('dialog', { name: T.addEndpoint });
    await user.click(within(dialog).getByRole('button', { name: T.addEndpoint }));
    expect(await within(dialog).findByText('Pick at least one event')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'createWebhook')).toBe(false);
  });

  it('pauses an endpoint and shows its new state', async () => {
    const { user, toasts } = renderPage([endpoint(1)], { pauseWebhook: endpoint(1, { pausedAt: '2026-01-03T00:00:00Z', pausedReason: 'manual' }) });
    await user.click(await screen.findByRole('button', { name: T.pauseLabel('https://hooks1.example.com/chat') }));
    const [row] = await bodyRows();
    await waitFor(() => expect(row).toHaveTextContent(T.states.paused));
    expect(toasts).toContainEqual({ variant: 'success', message: T.paused });
  });

  it('deletes an endpoint after asking', async () => {
    const { user, calls } = renderPage([endpoint(1), endpoint(2)], { deleteWebhook: { statusCode: 200, message: 'Webhook endpoint deleted' } });
    await user.click(await screen.findByRole('button', { name: T.deleteLabel('https://hooks1.example.com/chat') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteQuestion('https://hooks1.example.com/chat'));
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.key === 'deleteWebhook')).toMatchObject({ method: 'DELETE', path: '/integrations/webhooks/w1' });
    expect(await bodyRows()).toHaveLength(1);
  });
});
