/** @jest-environment ./test/support/pglite-environment.cjs */
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';
import { createDepartment } from './support/visitor-helpers';
import { AGENT_LIST_REFUSED } from '../src/agents/agent-list-route';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function account() {
  const owner = await createUser(t.server, { role: 'client', fullName: 'Olga Owner' });
  const coAdmin = await createUser(t.server, { role: 'co_client', clientId: owner.id, fullName: 'Cora Coadmin' });
  const manager = await createUser(t.server, { role: 'manager', clientId: owner.id, fullName: 'Mona Manager' });
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id, fullName: 'Arne Agent' });
  const gone = await createUser(t.server, { role: 'agent', clientId: owner.id, fullName: 'Bea Deactivated', status: 3 });
  const departmentId = await createDepartment(t.server, owner.id, [agent.id]);
  return { owner, coAdmin, manager, agent, gone, departmentId };
}

const agentList = (token: string) => api(t.url, 'GET', '/users/agent-list', { token });

describe('GET /users/agent-list', () => {
  it("lists the account's staff but its owner, by name, with departments and role slugs", async () => {
    const { owner, agent, departmentId } = await account();
    const answer = await agentList((await signIn(t.url, owner.email)).accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.map((row: { userinfo: Array<{ fullName: string }> }) => row.userinfo[0].fullName)).toEqual([
      'Arne Agent',
      'Bea Deactivated',
      'Cora Coadmin',
      'Mona Manager',
    ]);
    const arne = answer.body[0];
    expect(arne).toMatchObject({
      _id: agent.id,
      email: agent.email,
      status: 1,
      isOnline: false,
      departments: [{ _id: departmentId, title: expect.any(String) }],
      shifts: [],
      my_role: [{ slug: 'agent' }],
      userinfo: [{ userId: agent.id, fullName: 'Arne Agent', profilePhoto: null }],
      clientId: owner.id,
    });
    expect(answer.body[1].status).toBe(3);
  });

  it('answers co-admins and managers the same list, and refuses agents', async () => {
    const { coAdmin, manager, agent } = await account();
    for (const who of [coAdmin, manager]) {
      const answer = await agentList((await signIn(t.url, who.email)).accessToken);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(4);
    }
    const refused = await agentList((await signIn(t.url, agent.email)).accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AGENT_LIST_REFUSED);
  });

  it("never lists another account's users", async () => {
    const first = await account();
    const second = await account();
    const answer = await agentList((await signIn(t.url, second.owner.email)).accessToken);
    const ids = answer.body.map((row: { _id: string }) => row._id);
    expect(ids).not.toContain(first.agent.id);
    expect(ids).toContain(second.agent.id);
  });
});
