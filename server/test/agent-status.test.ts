/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { chats, users } from '../src/db/schema';
import { eligibleOnlineAgents } from '../src/visitors/audience';
import { insertVisitor } from './support/history-fixtures';
import { createDepartment, createWidget, setOnline } from './support/visitor-helpers';
import { api, connectAgent, createUser, disconnection, nextEvent, signIn, uniqueEmail } from './support/test-server';
import { serverFixture } from './support/socket-fixture';
import { AGENT_STATUS_MESSAGES } from '../src/agents/agent-status-route';
import { STAFF_MESSAGES } from '../src/agents/staff-access';

const SUPER = { email: uniqueEmail('super'), password: 'Super#Admin1' };
const fx = serverFixture({ superAdmin: SUPER });

async function socketOf(token: string): Promise<Socket> {
  const socket = await connectAgent(fx.t.url, token);
  fx.track(socket);
  return socket;
}

async function account() {
  const owner = await createUser(fx.t.server);
  const agent = await createUser(fx.t.server, { role: 'agent', clientId: owner.id });
  const ownerLogin = await signIn(fx.t.url, owner.email);
  return { owner, agent, ownerLogin };
}

const toggle = (token: string, option: string, id: string, headers?: Record<string, string>) =>
  api(fx.t.url, 'PATCH', '/users/agent-status-toggle', { token, body: { option, id }, headers });

describe('PATCH /users/agent-status-toggle', () => {
  it("deactivates: the agent's sockets hear server:agent_deactivated and are dropped, its logins end", async () => {
    const { owner, agent, ownerLogin } = await account();
    const agentLogin = await signIn(fx.t.url, agent.email);
    await api(fx.t.url, 'GET', '/users/toggle-online', { token: agentLogin.accessToken });
    const agentSocket = await socketOf(agentLogin.accessToken);
    const ownerSocket = await socketOf(ownerLogin.accessToken);
    const told = nextEvent(agentSocket, 'server:agent_deactivated');
    const dropped = disconnection(agentSocket);
    const offline = nextEvent(ownerSocket, 'agent_status');

    const answer = await toggle(ownerLogin.accessToken, 'deactivate', agent.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ statusCode: 200, message: 'Agent deactivated successfully', _id: agent.id, status: 3 });

    expect(await told).toMatchObject({ agentId: agent.id });
    expect(await dropped).toBe('io server disconnect');
    expect(await offline).toEqual({ agentId: agent.id, status: 'offline', photo: null });
    expect((await api(fx.t.url, 'POST', '/auth/refresh', { token: agentLogin.refreshToken })).status).toBe(401);
    expect((await api(fx.t.url, 'GET', '/users/welcome-user', { token: agentLogin.accessToken })).status).toBe(401);
    const signin = await api(fx.t.url, 'POST', '/auth/signin', { body: { email: agent.email, password: agent.password } });
    expect(signin.status).toBe(403);
    await expect(connectAgent(fx.t.url, agentLogin.accessToken)).rejects.toThrow('Access Denied');

    // The owner is untouched.
    expect(ownerSocket.connected).toBe(true);
    expect(owner.id).toBe(ownerLogin._id);
  });

  it('activates again: the agent can sign in', async () => {
    const { agent, ownerLogin } = await account();
    await toggle(ownerLogin.accessToken, 'deactivate', agent.id);
    const answer = await toggle(ownerLogin.accessToken, 'activate', agent.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ statusCode: 200, message: 'Agent activated successfully', _id: agent.id, status: 1 });
    await signIn(fx.t.url, agent.email);
  });

  it('lets a co-admin of the account do it', async () => {
    const { owner, agent } = await account();
    const coAdmin = await createUser(fx.t.server, { role: 'co_client', clientId: owner.id });
    const login = await signIn(fx.t.url, coAdmin.email);
    expect((await toggle(login.accessToken, 'deactivate', agent.id)).body.message).toBe('Agent deactivated successfully');
  });

  it('lets a manager (de)activate agents only: co-admins, other managers and the owner are not theirs', async () => {
    const { owner, agent } = await account();
    const manager = await createUser(fx.t.server, { role: 'manager', clientId: owner.id });
    const otherManager = await createUser(fx.t.server, { role: 'manager', clientId: owner.id });
    const coAdmin = await createUser(fx.t.server, { role: 'co_client', clientId: owner.id });
    const token = (await signIn(fx.t.url, manager.email)).accessToken;
    expect((await toggle(token, 'deactivate', agent.id)).body).toMatchObject({ statusCode: 200, message: 'Agent deactivated successfully', status: 3 });
    expect((await toggle(token, 'activate', agent.id)).body).toMatchObject({ statusCode: 200, message: 'Agent activated successfully', status: 1 });
    for (const target of [otherManager, coAdmin]) {
      const refused = await toggle(token, 'deactivate', target.id);
      expect([refused.status, refused.body]).toEqual([403, { statusCode: 403, message: STAFF_MESSAGES.managersManageAgents }]);
      await signIn(fx.t.url, target.email);
    }
    expect((await toggle(token, 'deactivate', owner.id)).status).toBe(404);
    expect((await toggle(token, 'deactivate', manager.id)).body.message).toBe(AGENT_STATUS_MESSAGES.self);
    // Admins may switch managers and co-admins.
    const ownerToken = (await signIn(fx.t.url, owner.email)).accessToken;
    expect((await toggle(ownerToken, 'deactivate', otherManager.id)).status).toBe(200);
    expect((await toggle(ownerToken, 'deactivate', coAdmin.id)).status).toBe(200);
  });

  it('refuses agents (403), even about themselves', async () => {
    const { owner, agent } = await account();
    const colleague = await createUser(fx.t.server, { role: 'agent', clientId: owner.id });
    const login = await signIn(fx.t.url, agent.email);
    for (const id of [colleague.id, agent.id]) {
      const answer = await toggle(login.accessToken, 'deactivate', id);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ statusCode: 403, message: AGENT_STATUS_MESSAGES.notAllowed });
    }
    await signIn(fx.t.url, colleague.email);
  });

  it("refuses another account's agent (404), the owner itself and the caller itself", async () => {
    const { owner, ownerLogin } = await account();
    const other = await account();
    const foreign = await toggle(ownerLogin.accessToken, 'deactivate', other.agent.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Agent not found' });
    const manager = await createUser(fx.t.server, { role: 'manager', clientId: owner.id });
    expect((await toggle((await signIn(fx.t.url, manager.email)).accessToken, 'activate', other.agent.id)).status).toBe(404);
    await signIn(fx.t.url, other.agent.email);

    const coAdmin = await createUser(fx.t.server, { role: 'co_client', clientId: other.owner.id });
    const coLogin = await signIn(fx.t.url, coAdmin.email);
    expect((await toggle(coLogin.accessToken, 'deactivate', other.owner.id)).status).toBe(404);
    const self = await toggle(coLogin.accessToken, 'deactivate', coAdmin.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot change your own status');
  });

  it('validates the body', async () => {
    const { agent, ownerLogin } = await account();
    const bad = await toggle(ownerLogin.accessToken, 'pause', agent.id);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ statusCode: 400, message: 'Option must be activate or deactivate' });
    const noId = await api(fx.t.url, 'PATCH', '/users/agent-status-toggle', { token: ownerLogin.accessToken, body: { option: 'activate' } });
    expect(noId.status).toBe(400);
    expect((await api(fx.t.url, 'PATCH', '/users/agent-status-toggle', { body: { option: 'activate', id: agent.id } })).status).toBe(401);
  });

  it('works for the super admin acting for the account, and only then', async () => {
    const { owner, agent } = await account();
    const admin = await signIn(fx.t.url, SUPER.email, SUPER.password);
    expect((await toggle(admin.accessToken, 'deactivate', agent.id)).status).toBe(404);
    const acting = await toggle(admin.accessToken, 'deactivate', agent.id, { 'x-selected-account': owner.id });
    expect(acting.status).toBe(200);
    expect(acting.body.message).toBe('Agent deactivated successfully');
  });
});

describe('a deactivated agent is given no chats', () => {
  it('leaves the audience of new chats, whatever its departments or a stale online flag say, and is back once reactivated', async () => {
    const { owner, agent, ownerLogin } = await account();
    const ctx = fx.t.server.ctx;
    const sales = await createDepartment(fx.t.server, owner.id, [agent.id]);
    await setOnline(fx.t.server, agent.id, true);
    expect(await eligibleOnlineAgents(ctx, owner.id, [sales])).toContain(agent.id);

    await toggle(ownerLogin.accessToken, 'deactivate', agent.id);
    const audience = async (departments: string[]) => eligibleOnlineAgents(ctx, owner.id, departments);
    expect(await audience([sales])).not.toContain(agent.id);
    // An online flag left on (another process, a stale row) does not bring it back.
    await setOnline(fx.t.server, agent.id, true);
    expect(await audience([sales])).not.toContain(agent.id);
    expect(await audience([])).not.toContain(agent.id);
    // Neither does a department an admin puts it in meanwhile: membership is kept, routing skips status 3.
    const made = await api(fx.t.url, 'POST', '/department/create', { token: ownerLogin.accessToken, body: { title: 'Night shift', userIds: [agent.id] } });
    expect(made.status).toBe(200);
    expect(await audience([made.body._id])).not.toContain(agent.id);
    expect((await ctx.audience.of(owner.id)).map((row) => row.userId)).not.toContain(agent.id);

    await toggle(ownerLogin.accessToken, 'activate', agent.id);
    const back = (await ctx.audience.of(owner.id)).find((row) => row.userId === agent.id);
    expect(back?.departments.sort()).toEqual([sales, made.body._id].sort());
  });

  it('cannot accept a chat: a user of status 3 is refused even with a login that was not ended', async () => {
    const { owner, agent } = await account();
    const colleague = await createUser(fx.t.server, { role: 'agent', clientId: owner.id });
    const widget = await createWidget(fx.t.server, owner.id);
    const visitor = await insertVisitor(fx.t.server, { clientId: owner.id, widgetId: widget.id });
    const db = fx.t.server.ctx.db;
    const chatId = randomUUID();
    await db.insert(chats).values({ id: chatId, clientId: owner.id, widgetId: widget.id, visitorRowId: visitor.id, visitorId: visitor.visitorId, guestId: visitor.guestId });
    const agentLogin = await signIn(fx.t.url, agent.email);
    // Deactivated behind the route's back (its logins still open).
    await db.update(users).set({ status: 3 }).where(eq(users.id, agent.id));
    const accept = (token: string) => api(fx.t.url, 'POST', '/visitor/accept-chat', { token, body: { visitorId: visitor.visitorId } });
    expect((await accept(agentLogin.accessToken)).status).toBe(401);
    expect((await db.select().from(chats).where(eq(chats.id, chatId)))[0]).toMatchObject({ state: 'pending', agentId: null });
    // An active colleague takes it.
    const taken = await accept((await signIn(fx.t.url, colleague.email)).accessToken);
    expect(taken).toMatchObject({ status: 200, body: { agentId: colleague.id, chatId } });
  });
});
