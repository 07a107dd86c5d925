/** @jest-environment ./test/support/pglite-environment.cjs */
// put-agent-offline and update-department (spec 001 §7) under the staff rule: owners and co-admins manage
// the account's staff, managers its agents only, agents no one; another account's user reads as unknown.
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { users } from '../src/db/schema';
import { AGENT_FORM_MESSAGES } from '../src/agents/agent-form';
import { AGENT_MANAGEMENT_MESSAGES } from '../src/agents/agent-management-routes';
import { STAFF_MESSAGES } from '../src/agents/staff-access';
import { api, connectAgent, createUser, nextEvent, signIn, startTestServer, type TestServer } from './support/test-server';
import { createDepartment, setOnline } from './support/visitor-helpers';

let t: TestServer;
const open: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

async function account() {
  const owner = await createUser(t.server, { role: 'client' });
  const coAdmin = await createUser(t.server, { role: 'co_client', clientId: owner.id });
  const manager = await createUser(t.server, { role: 'manager', clientId: owner.id });
  const otherManager = await createUser(t.server, { role: 'manager', clientId: owner.id });
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id });
  const token = async (who: { email: string }) => (await signIn(t.url, who.email)).accessToken as string;
  return { owner, coAdmin, manager, otherManager, agent, token };
}

const putOffline = (token: string, agentId: string) => api(t.url, 'POST', '/users/put-agent-offline', { token, body: { agentId } });
const updateDepartments = (token: string, userId: string, departments: string[]) =>
  api(t.url, 'PATCH', '/users/update-department', { token, body: { userId, departments } });
const isOnline = async (id: string) => (await t.server.ctx.db.select({ isOnline: users.isOnline }).from(users).where(eq(users.id, id)))[0].isOnline;
const membersOf = async (token: string) =>
  Object.fromEntries(((await api(t.url, 'GET', '/users/by-department', { token })).body as Array<Array<{ _id: string; title?: string }>>).map((g) => [g[0]._id, g.slice(1).map((m) => m._id)]));

describe('POST /users/put-agent-offline', () => {
  it("answers 201, and the agent's consoles and the account's lists hear it at once", async () => {
    const a = await account();
    await setOnline(t.server, a.agent.id, true);
    const agentSocket = await connectAgent(t.url, await a.token(a.agent));
    const ownerSocket = await connectAgent(t.url, await a.token(a.owner));
    open.push(agentSocket, ownerSocket);
    const told = nextEvent(agentSocket, 'user-online-status-is');
    const listed = nextEvent(ownerSocket, 'agent_status');
    const answer = await putOffline(await a.token(a.owner), a.agent.id);
    expect([answer.status, answer.body]).toEqual([201, { statusCode: 201, message: AGENT_MANAGEMENT_MESSAGES.setOffline }]);
    expect(await told).toEqual({ userId: a.agent.id, isOnline: false });
    expect(await listed).toMatchObject({ agentId: a.agent.id, status: 'offline' });
    expect(await isOnline(a.agent.id)).toBe(false);
    // Offline already: still offline, never flipped back on.
    expect((await putOffline(await a.token(a.coAdmin), a.agent.id)).status).toBe(201);
    expect(await isOnline(a.agent.id)).toBe(false);
  });

  it('lets managers put agents offline, not other managers or co-admins; refuses agents and other accounts', async () => {
    const a = await account();
    const b = await account();
    const manager = await a.token(a.manager);
    await setOnline(t.server, a.agent.id, true);
    expect((await putOffline(manager, a.agent.id)).status).toBe(201);
    for (const target of [a.otherManager, a.coAdmin]) {
      const refused = await putOffline(manager, target.id);
      expect([refused.status, refused.body.message]).toEqual([403, STAFF_MESSAGES.managersManageAgents]);
    }
    const byAgent = await putOffline(await a.token(a.agent), a.agent.id);
    expect([byAgent.status, byAgent.body.message]).toEqual([403, STAFF_MESSAGES.agentsOnly]);
    await setOnline(t.server, b.agent.id, true);
    expect((await putOffline(await a.token(a.owner), b.agent.id)).status).toBe(404);
    expect((await putOffline(await a.token(a.coAdmin), a.owner.id)).status).toBe(404);
    expect(await isOnline(b.agent.id)).toBe(true);
  });
});

describe('PATCH /users/update-department', () => {
  it("replaces the member's departments with the ones sent, and only the account's", async () => {
    const a = await account();
    const b = await account();
    const sales = await createDepartment(t.server, a.owner.id, [a.agent.id]);
    const support = await createDepartment(t.server, a.owner.id);
    const billing = await createDepartment(t.server, a.owner.id);
    const theirs = await createDepartment(t.server, b.owner.id);
    const owner = await a.token(a.owner);

    const moved = await updateDepartments(owner, a.agent.id, [support, billing]);
    expect([moved.status, moved.body]).toEqual([200, { statusCode: 200, message: AGENT_MANAGEMENT_MESSAGES.departmentsUpdated }]);
    let members = await membersOf(owner);
    expect(members[sales]).toEqual([]);
    expect(members[support]).toEqual([a.agent.id]);
    expect(members[billing]).toEqual([a.agent.id]);

    const foreign = await updateDepartments(owner, a.agent.id, [sales, theirs]);
    expect([foreign.status, foreign.body.message]).toEqual([400, AGENT_FORM_MESSAGES.unknownDepartment]);
    members = await membersOf(owner);
    expect(members[support]).toEqual([a.agent.id]);

    // A manager for an agent; not for a co-admin or another manager; never an agent. None at all empties the agent's departments.
    for (const target of [a.coAdmin, a.otherManager]) {
      const refused = await updateDepartments(await a.token(a.manager), target.id, [sales]);
      expect([refused.status, refused.body.message]).toEqual([403, STAFF_MESSAGES.managersManageAgents]);
    }
    const byAgent = await updateDepartments(await a.token(a.agent), a.agent.id, [sales]);
    expect([byAgent.status, byAgent.body.message]).toEqual([403, STAFF_MESSAGES.agentsOnly]);
    expect((await updateDepartments(await a.token(a.manager), b.agent.id, [])).status).toBe(404);
    expect((await updateDepartments(await a.token(a.manager), a.agent.id, [])).status).toBe(200);
    members = await membersOf(owner);
    expect(Object.values(members).flat()).toEqual([]);
    // Another account's member reads as unknown.
    expect((await updateDepartments(owner, b.agent.id, [sales])).status).toBe(404);
  });
});
