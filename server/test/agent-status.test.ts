/** @jest-environment ./test/support/pglite-environment.cjs */
import type { Socket } from 'socket.io-client';
import { api, connectAgent, createUser, disconnection, nextEvent, signIn, uniqueEmail } from './support/test-server';
import { serverFixture } from './support/socket-fixture';

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

  it('refuses an agent or a manager calling it (403)', async () => {
    const { owner, agent } = await account();
    const manager = await createUser(fx.t.server, { role: 'manager', clientId: owner.id });
    for (const caller of [agent, manager]) {
      const login = await signIn(fx.t.url, caller.email);
      const answer = await toggle(login.accessToken, 'deactivate', agent.id === caller.id ? manager.id : agent.id);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ statusCode: 403, message: 'Only an admin can activate or deactivate agents' });
    }
    await signIn(fx.t.url, agent.email);
  });

  it("refuses another account's agent (404), the owner itself and the caller itself", async () => {
    const { ownerLogin } = await account();
    const other = await account();
    const foreign = await toggle(ownerLogin.accessToken, 'deactivate', other.agent.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ statusCode: 404, message: 'Agent not found' });
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
