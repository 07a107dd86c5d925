/** @jest-environment ./test/support/pglite-environment.cjs */
// API keys of the account: created by owners and co-admins with scopes, the secret answered once and
// stored hashed, accepted wherever a staff token works within the key's scopes and account, refused at
// once when revoked or expired, never on staff-only calls nor as a staff socket.
import { eq } from 'drizzle-orm';
import { type CreatedApiKey } from 'shared-kernel/integrations';
import { API_KEY_HEADER } from 'shared-kernel/integrations';
import { API_KEY_TEXTS } from 'shared-kernel/integrations';
import { API_KEY_MESSAGES } from '../src/auth';
import { apiKeys } from '../src/db/schema';
import { API_KEY_NOT_FOUND } from '../src/integrations';
import { openConsole } from './support/recording-console';
import { api } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import type { TestAgent } from './support/visitor-helpers';

const fx = socketFixture();

async function createKey(by: TestAgent, body: Record<string, unknown>): Promise<CreatedApiKey> {
  const answer = await api<CreatedApiKey>(fx.t.url, 'POST', '/integrations/api-keys', { token: by.token, body });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('API keys', () => {
  let owner: TestAgent;

  beforeEach(async () => {
    owner = await fx.agent();
  });

  it('answers the secret once, lists the key without it, and stores only its hash', async () => {
    const created = await createKey(owner, { name: 'Help desk' });
    expect(created.secret).toMatch(/^lck_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: 'Help desk', prefix: created.secret.slice(0, 12), scopes: ['chats:read', 'history:read', 'contacts:read', 'settings:read', 'agents:read', 'reports:read'], expiresAt: null, lastUsedAt: null });
    const list = await api(fx.t.url, 'GET', '/integrations/api-keys', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.key]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(12));
    const [row] = await fx.t.server.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
  });

  it('calls the API as the account within its scopes, by Authorization or by its own header', async () => {
    const { secret, key } = await createKey(owner, { name: 'CRM' });
    const byBearer = await api(fx.t.url, 'GET', '/chat/conversations', { token: secret });
    expect(byBearer).toMatchObject({ status: 200, body: [] });
    const byHeader = await api(fx.t.url, 'GET', '/canned/get-all', { headers: { [API_KEY_HEADER]: secret } });
    expect(byHeader.status).toBe(200);
    // Read-only by default: a write is a 403 naming the scope it lacks.
    const write = await api(fx.t.url, 'POST', '/canned/create', { token: secret, body: { shortCode: 'hi', message: 'Hello' } });
    expect(write).toMatchObject({ status: 403, body: { message: API_KEY_MESSAGES.missingScope('settings:write') } });
    const writer = await createKey(owner, { name: 'Writer', scopes: ['settings:write'] });
    const written = await api(fx.t.url, 'POST', '/canned/create', { token: writer.secret, body: { shortCode: 'hi', message: 'Hello' } });
    expect(written.status).toBe(200);
    // Its use is recorded on the key.
    const [row] = await fx.t.server.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('is refused on calls meant for people: sign-in matters, the keys themselves, and as a staff socket', async () => {
    const { secret } = await createKey(owner, { name: 'All', scopes: ['chats:write', 'settings:write', 'agents:write'] });
    for (const [method, path] of [['GET', '/users/welcome-user'], ['GET', '/integrations/api-keys'], ['POST', '/auth/logout'], ['GET', '/users/toggle-online']] as const) {
      const answer = await api(fx.t.url, method, path, { token: secret, body: method === 'POST' ? {} : undefined });
      expect({ path, status: answer.status, message: answer.body?.message }).toEqual({ path, status: 403, message: API_KEY_MESSAGES.staffOnly });
    }
    await expect(openConsole(fx.t.url, secret)).rejects.toThrow();
  });

  it('stops working at once when revoked, or once expired', async () => {
    const { secret, key } = await createKey(owner, { name: 'Old' });
    expect((await api(fx.t.url, 'GET', '/chat/conversations', { token: secret })).status).toBe(200);
    const revoked = await api(fx.t.url, 'DELETE', `/integrations/api-keys/${key.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(await api(fx.t.url, 'GET', '/chat/conversations', { token: secret })).toMatchObject({ status: 401, body: { message: API_KEY_MESSAGES.invalid } });
    expect((await api(fx.t.url, 'GET', '/integrations/api-keys', { token: owner.token })).body).toEqual([]);

    const soon = await createKey(owner, { name: 'Soon', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await api(fx.t.url, 'GET', '/chat/conversations', { token: soon.secret })).status).toBe(200);
    await fx.t.server.ctx.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, soon.key.id));
    expect((await api(fx.t.url, 'GET', '/chat/conversations', { token: soon.secret })).status).toBe(401);
  });

  it('belongs to owners and co-admins of one account: others can neither make nor revoke one', async () => {
    const agent = await fx.agent({ clientId: owner.id, role: 'agent' });
    const byAgent = await api(fx.t.url, 'POST', '/integrations/api-keys', { token: agent.token, body: { name: 'Mine' } });
    expect(byAgent.status).toBe(403);
    const coAdmin = await fx.agent({ clientId: owner.id, role: 'co_client' });
    const { key } = await createKey(coAdmin, { name: 'Shared' });
    const stranger = await fx.agent();
    expect(await api(fx.t.url, 'DELETE', `/integrations/api-keys/${key.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { message: API_KEY_NOT_FOUND } });
    expect((await api(fx.t.url, 'GET', '/integrations/api-keys', { token: owner.token })).body).toEqual([expect.objectContaining({ id: key.id })]);
  });

  it('refuses a key without a name, with unknown scopes or already expired, saying why', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, API_KEY_TEXTS.name],
      [{ name: 'x', scopes: ['chats:delete'] }, API_KEY_TEXTS.unknownScope],
      [{ name: 'x', scopes: [] }, API_KEY_TEXTS.scopes],
      [{ name: 'x', expiresAt: '2001-01-01T00:00:00Z' }, API_KEY_TEXTS.expiry],
    ];
    for (const [body, message] of cases) {
      const answer = await api(fx.t.url, 'POST', '/integrations/api-keys', { token: owner.token, body });
      expect({ body, status: answer.status, message: answer.body?.message }).toEqual({ body, status: 400, message });
    }
  });
});
