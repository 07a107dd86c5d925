// Integrations, API keys tab (?tab=api-keys): the list and its empty state, creating a key (its secret
// once, Copy to the clipboard, how to call), and revoking one after asking.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiKeyView } from 'shared-kernel/integrations';
import { DEFAULT_API_KEY_SCOPES } from 'shared-kernel/integrations';
import { renderWithShell, type MockEndpoints } from 'shared-kernel/testing';
import IntegrationsPage from '../pages/integrations-page';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { apiKey } from './integration-fixtures';

function renderKeys(list: ApiKeyView[], endpoints: MockEndpoints = {}, route = '/integrations?tab=api-keys') {
  const user = userEvent.setup();
  const shell = renderWithShell(<IntegrationsPage />, { route, endpoints: { apiKeys: list, webhooks: [], ...endpoints } });
  return { user, ...shell };
}

const table = () => screen.findByRole('table', { name: T.keysLabel });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

describe('API keys tab', () => {
  it('opens from ?tab=api-keys and lists name, prefix, scopes, expiry, last use and creator', async () => {
    renderKeys([apiKey(1), apiKey(2, { lastUsedAt: '2026-02-03T04:05:06.000Z', expiresAt: '2027-01-01T00:00:00.000Z' })]);
    expect(screen.getByRole('tab', { name: T.apiKeysTab })).toHaveAttribute('aria-selected', 'true');
    const [first, second] = await bodyRows();
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['Key 1', 'lck_ab12cd31…', 'chats:readhistory:read', T.never, T.never, 'Ada Owner']);
    expect(within(first).getByText('lck_ab12cd31…').tagName).toBe('CODE');
    expect(within(second).getAllByRole('cell')[3]).not.toHaveTextContent(T.never);
    expect(within(second).getAllByRole('cell')[4]).not.toHaveTextContent(T.never);
  });

  it("says 'No API keys yet' when there are none", async () => {
    renderKeys([]);
    expect(await screen.findByText(T.keysEmpty)).toBeInTheDocument();
    expect(screen.queryByText(T.webhooksEmpty)).not.toBeInTheDocument();
  });

  it('keeps the picked tab in the address', async () => {
    const { user, location } = renderKeys([], {}, '/integrations');
    expect(await screen.findByText(T.webhooksEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: T.apiKeysTab }));
    expect(await screen.findByText(T.keysEmpty)).toBeInTheDocument();
    expect(location()).toBe('/integrations?tab=api-keys');
    await user.click(screen.getByRole('tab', { name: T.webhooksTab }));
    await waitFor(() => expect(location()).toBe('/integrations'));
  });

  it('creates a key with the read scopes picked, shows its secret once and copies it', async () => {
    const created = apiKey(3, { name: 'Help desk' });
    const { user, calls, toasts } = renderKeys([], { createApiKey: { key: created, secret: 'lck_secret_value_123' } });
    await screen.findByText(T.keysEmpty);
    await user.click(screen.getByRole('button', { name: T.createKey }));
    const dialog = screen.getByRole('dialog', { name: T.createKey });
    for (const scope of DEFAULT_API_KEY_SCOPES) expect(within(dialog).getByRole('checkbox', { name: scope })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'chats:write' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('textbox', { name: T.name }));
    await user.paste('Help desk');
    await user.click(within(dialog).getByRole('button', { name: T.create }));

    const secret = await screen.findByTestId('shown-secret');
    expect(secret).toHaveTextContent('lck_secret_value_123');
    expect(calls.find((c) => c.key === 'createApiKey')?.payload).toEqual({ name: 'Help desk', scopes: [...DEFAULT_API_KEY_SCOPES], expiresAt: null });
    const shown = screen.getByRole('dialog', { name: T.keySecretTitle });
    expect(shown).toHaveTextContent(`curl -H "Authorization: Bearer lck_secret_value_123" ${window.location.origin}/api/chat/conversations`);

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(shown).getByRole('button', { name: T.copy }));
    // The toast follows the clipboard's promise: wait until it is on screen.
    expect(await screen.findByText(T.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('lck_secret_value_123');
    await expect(navigator.clipboard.readText()).resolves.toBe('lck_secret_value_123');
    expect(toasts).toContainEqual({ variant: 'success', message: T.copied });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('lck_secret_value_123')).not.toBeInTheDocument();
    expect((await bodyRows())[0]).toHaveTextContent('Help desk');
  });

  it('sends the expiry as the end of the chosen day, and refuses a past one with the schema message', async () => {
    const { user, calls } = renderKeys([], { createApiKey: { key: apiKey(4), secret: 'lck_x' } });
    await screen.findByText(T.keysEmpty);
    await user.click(screen.getByRole('button', { name: T.createKey }));
    const dialog = screen.getByRole('dialog', { name: T.createKey });
    await user.click(within(dialog).getByRole('textbox', { name: T.name }));
    await user.paste('Old');
    const expiry = within(dialog).getByLabelText(T.expiresOptional);
    await user.type(expiry, '2001-01-01');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    expect(await within(dialog).findByText('The expiry must be in the future')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'createApiKey')).toBe(false);

    await user.clear(expiry);
    await user.type(expiry, '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: T.create }));
    await screen.findByTestId('shown-secret');
    const sent = calls.find((c) => c.key === 'createApiKey')?.payload as { expiresAt: string };
    expect(new Date(sent.expiresAt).toISOString()).toBe(sent.expiresAt);
    expect(new Date(sent.expiresAt).getDate()).toBe(30);
  });

  it('revokes a key after asking, and the row goes', async () => {
    const { user, calls, toasts } = renderKeys([apiKey(1, { name: 'Zapier' }), apiKey(2)], { revokeApiKey: { statusCode: 200, message: 'API key revoked' } });
    await user.click(await screen.findByRole('button', { name: T.revokeLabel('Zapier') }));
    const dialog = screen.getByRole('dialog', { name: T.revokeTitle });
    expect(dialog).toHaveTextContent('Revoke the key Zapier? Calls with it stop working at once.');
    expect(calls.some((c) => c.key === 'revokeApiKey')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: T.revoke }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'success', message: T.revoked }));
    expect(calls.find((c) => c.key === 'revokeApiKey')).toMatchObject({ method: 'DELETE', path: '/integrations/api-keys/k1' });
    const rows = await bodyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveTextContent('Zapier');
  });

  it('Cancel keeps the key and calls nothing', async () => {
    const { user, calls } = renderKeys([apiKey(1)]);
    await user.click(await screen.findByRole('button', { name: T.revokeLabel('Key 1') }));
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.key === 'revokeApiKey')).toBe(false);
    expect(await bodyRows()).toHaveLength(1);
  });
});
