/** @jest-environment ./test/support/pglite-environment.cjs */
// The agent-edit form of PATCH /user-info/update-profile (spec 001 §7): name, departments[i], shifts JSON,
// role (agent or manager, admins only), photo; under the staff rule of the agents area.
import { eq } from 'drizzle-orm';
import { MESSAGES } from 'shared-kernel/rules';
import { users } from '../src/db/schema';
import { AGENT_EDIT_MESSAGES } from '../src/agents/agent-edit';
import { AGENT_FORM_MESSAGES } from '../src/agents/agent-form';
import { STAFF_MESSAGES } from '../src/agents/staff-access';
import { api, createUser, sendForm, signIn, startTestServer, type TestServer } from './support/test-server';
import { createDepartment } from './support/visitor-helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function account() {
  const owner = await createUser(t.server, { role: 'client' });
  const manager = await createUser(t.server, { role: 'manager', clientId: owner.id });
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id, fullName: 'Old Name' });
  const token = async (who: { email: string }) => (await signIn(t.url, who.email)).accessToken as string;
  return { owner, manager, agent, token };
}

function agentForm(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const edit = (token: string, fields: Record<string, string>) => sendForm(t.url, 'PATCH', '/user-info/update-profile', agentForm(fields), token);
const stored = async (id: string) => (await t.server.ctx.db.select().from(users).where(eq(users.id, id)))[0];
const agentRow = async (token: string, id: string) =>
  ((await api(t.url, 'GET', '/users/agent-list', { token })).body as Array<{ _id: string; departments: Array<{ _id: string }> }>).find((row) => row._id === id);

describe('PATCH /user-info/update-profile, agent edit', () => {
  it("sets the agent's name, departments, shifts and role", async () => {
    const a = await account();
    const sales = await createDepartment(t.server, a.owner.id);
    const support = await createDepartment(t.server, a.owner.id, [a.agent.id]);
    const shifts = [{ day: 'tue', startTime: { hours: 8, minutes: 15 }, endTime: { hours: 16, minutes: 45 } }];
    const owner = await a.token(a.owner);
    const answer = await edit(owner, { userId: a.agent.id, fullName: 'New Name', 'departments[0]': sales, shifts: JSON.stringify(shifts), role: 'manager' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: a.agent.id, fullName: 'New Name' });
    const row = await stored(a.agent.id);
    expect([row.fullName, row.role, row.shifts]).toEqual(['New Name', 'manager', shifts]);
    expect((await agentRow(owner, a.agent.id))?.departments.map((d) => d._id)).toEqual([sales]);
    expect(support).toBeTruthy();
    // No departments[i] leaves them as they are; an empty `departments` field clears them.
    expect((await edit(owner, { userId: a.agent.id, fullName: 'New Name' })).status).toBe(200);
    expect((await agentRow(owner, a.agent.id))?.departments.map((d) => d._id)).toEqual([sales]);
    expect((await edit(owner, { userId: a.agent.id, departments: '' })).status).toBe(200);
    expect((await agentRow(owner, a.agent.id))?.departments).toEqual([]);
    // The owner's own profile is untouched.
    expect((await stored(a.owner.id)).fullName).not.toBe('New Name');
  });

  it('lets a manager edit an agent but not change roles, nor edit another manager', async () => {
    const a = await account();
    const manager = await a.token(a.manager);
    expect((await edit(manager, { userId: a.agent.id, fullName: 'By Manager' })).status).toBe(200);
    const promote = await edit(manager, { userId: a.agent.id, role: 'manager' });
    expect([promote.status, promote.body.message]).toEqual([403, AGENT_EDIT_MESSAGES.roleByAdmins]);
    const other = await createUser(t.server, { role: 'manager', clientId: a.owner.id });
    expect((await edit(manager, { userId: other.id, fullName: 'Not Mine' })).status).toBe(403);
    expect((await stored(a.agent.id)).role).toBe('agent');
  });

  it("refuses agents editing anyone but themselves (403), and another account's user or the owner (404)", async () => {
    const a = await account();
    const b = await account();
    const colleague = await createUser(t.server, { role: 'agent', clientId: a.owner.id, fullName: 'Colleague' });
    const byAgent = await edit(await a.token(a.agent), { userId: colleague.id, fullName: 'Changed By Agent' });
    expect([byAgent.status, byAgent.body.message]).toEqual([403, STAFF_MESSAGES.agentsOnly]);
    for (const [who, target] of [
      [a.owner, b.agent],
      [a.manager, b.agent],
      [a.manager, a.owner],
    ] as const) {
      const unknown = await edit(await a.token(who), { userId: target.id, fullName: 'Not Yours' });
      expect([unknown.status, unknown.body.message]).toEqual([404, STAFF_MESSAGES.notFound]);
    }
    expect((await stored(colleague.id)).fullName).toBe('Colleague');
    expect((await stored(b.agent.id)).fullName).toBe('Old Name');
    // An agent's own profile stays theirs (no userId, or their own).
    expect((await edit(await a.token(a.agent), { userId: a.agent.id, fullName: 'My Own Name' })).status).toBe(200);
  });

  it("answers the spec's messages and refuses another account's department and unknown roles", async () => {
    const a = await account();
    const b = await account();
    const owner = await a.token(a.owner);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ fullName: 'Al' }, 400, MESSAGES.agentName],
      [{ shifts: '[{"day":"mon","startTime":{"hours":25,"minutes":0},"endTime":{"hours":1,"minutes":0}}]' }, 400, MESSAGES.shiftHours],
      [{ shifts: '[{"day":"mon","startTime":{"hours":1,"minutes":75},"endTime":{"hours":1,"minutes":0}}]' }, 400, MESSAGES.shiftMinutes],
      [{ 'departments[0]': await createDepartment(t.server, b.owner.id) }, 400, AGENT_FORM_MESSAGES.unknownDepartment],
      [{ role: 'client' }, 400, AGENT_EDIT_MESSAGES.role],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await edit(owner, { userId: a.agent.id, ...fields });
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect((await stored(a.agent.id)).fullName).toBe('Old Name');
  });
});
