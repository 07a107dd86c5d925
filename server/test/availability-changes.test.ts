/** @jest-environment ./test/support/pglite-environment.cjs */
// The record of availability changes (the "time online in a range" report reads it): one row per real
// change of users.is_online, written with the change, whoever made it.
import { asc, eq } from 'drizzle-orm';
import { availabilityChanges, users } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { api } from './support/test-server';

const fx = socketFixture();
const db = () => fx.t.server.ctx.db;
const call = (token: string, method: string, path: string, body?: unknown) => api(fx.t.url, method, path, { token, body });
const toggle = (token: string) => call(token, 'GET', '/users/toggle-online');

async function changesOf(userId: string) {
  const rows = await db().select().from(availabilityChanges).where(eq(availabilityChanges.userId, userId)).orderBy(asc(availabilityChanges.id));
  return rows.map((row) => ({ clientId: row.clientId, online: row.online, reason: row.reason, at: row.at }));
}

describe('availability changes', () => {
  it("records each toggle of the user's own status, with the account", async () => {
    const owner = await fx.agent({ online: false });
    const agent = await fx.agent({ clientId: owner.id, online: false });
    const started = Date.now();
    expect((await toggle(agent.token)).body).toEqual({ isOnline: true });
    expect((await toggle(agent.token)).body).toEqual({ isOnline: false });
    const changes = await changesOf(agent.id);
    expect(changes.map(({ clientId, online, reason }) => [clientId, online, reason])).toEqual([
      [owner.id, true, 'toggle'],
      [owner.id, false, 'toggle'],
    ]);
    for (const { at } of changes) expect(at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    // The owner's own changes carry the owner's id as the account.
    await toggle(owner.token);
    expect((await changesOf(owner.id)).map(({ clientId, online }) => [clientId, online])).toEqual([[owner.id, true]]);
  });

  it('records nothing when the status is set to the value it has', async () => {
    const owner = await fx.agent();
    const agent = await fx.agent({ clientId: owner.id, online: false });
    expect((await call(owner.token, 'POST', '/users/put-agent-offline', { agentId: agent.id })).status).toBe(201);
    expect(await changesOf(agent.id)).toEqual([]);
    const [row] = await db().select({ isOnline: users.isOnline }).from(users).where(eq(users.id, agent.id));
    expect(row.isOnline).toBe(false);
  });

  it('records staff setting an agent offline, and a deactivation of an online agent, for that agent only', async () => {
    const owner = await fx.agent();
    const agent = await fx.agent({ clientId: owner.id });
    const other = await fx.agent({ clientId: owner.id });
    expect((await call(owner.token, 'POST', '/users/put-agent-offline', { agentId: agent.id })).status).toBe(201);
    expect((await changesOf(agent.id)).map(({ clientId, online, reason }) => [clientId, online, reason])).toEqual([[owner.id, false, 'set-offline']]);
    expect(await changesOf(owner.id)).toEqual([]);

    expect((await call(owner.token, 'PATCH', '/users/agent-status-toggle', { option: 'deactivate', id: other.id })).status).toBe(200);
    expect((await changesOf(other.id)).map(({ online, reason }) => [online, reason])).toEqual([[false, 'deactivated']]);
    // Deactivating an agent already offline changes no availability.
    expect((await call(owner.token, 'PATCH', '/users/agent-status-toggle', { option: 'deactivate', id: agent.id })).status).toBe(200);
    expect((await changesOf(agent.id)).map(({ reason }) => reason)).toEqual(['set-offline']);
  });
});
