/** @jest-environment ./test/support/pglite-environment.cjs */
// POST /users/register (spec 001 §7): the standalone JSON form and the manager's multipart form (photo,
// shifts, lowercased e-mail); the agent signs in at once with the password chosen for them and gets a
// welcome mail; agents are refused; the spec's messages for bad input.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from 'shared-kernel/rules';
import { AGENT_FORM_MESSAGES } from '../src/agents/agent-form';
import { STAFF_MESSAGES } from '../src/agents/staff-access';
import { USER_EXISTS } from '../src/users/signup-route';
import { api, createUser, outboxAtLeast, sendForm, signIn, startTestServer, uniqueEmail, type TestServer } from './support/test-server';
import { createDepartment } from './support/visitor-helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PASSWORD = 'Agent#Pass1';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ publicUrl: 'https://console.example.com' });
});
afterAll(() => t.close());

async function account() {
  const owner = await createUser(t.server, { role: 'client', fullName: 'Olga Owner' });
  const manager = await createUser(t.server, { role: 'manager', clientId: owner.id, fullName: 'Mona Manager' });
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id });
  const token = async (who: { email: string }) => (await signIn(t.url, who.email)).accessToken as string;
  return { owner, manager, agent, token };
}

const register = (token: string, body: object) => api(t.url, 'POST', '/users/register', { token, body });

describe('POST /users/register', () => {
  it('adds an agent from the standalone form who signs in at once and is welcomed by mail', async () => {
    const a = await account();
    const email = uniqueEmail('new-agent');
    const answer = await register(await a.token(a.owner), { fullName: ' Ada Agent ', email, password: PASSWORD });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ _id: expect.any(String), email, status: 1, isOnline: false, departments: [], shifts: [], my_role: [{ slug: 'agent' }], clientId: a.owner.id, userinfo: [{ fullName: 'Ada Agent', profilePhoto: null }] });
    const login = await signIn(t.url, email, PASSWORD);
    expect(login.isAgent).toBe(true);
    expect(login.clientId).toBe(a.owner.id);
    const [mail] = await outboxAtLeast(t.dataDir, email, 1);
    expect(mail.text).toContain('Olga Owner added you');
    expect(mail.text).toContain('https://console.example.com/login');
    expect(mail.text).not.toContain(PASSWORD);
    const list = await api(t.url, 'GET', '/users/agent-list', { token: await a.token(a.owner) });
    expect(list.body.map((row: { email: string }) => row.email)).toContain(email);
  });

  it("takes the manager's multipart form: photo, shifts and the e-mail lowercased", async () => {
    const a = await account();
    const email = uniqueEmail('Mixed-Case').replace('mixed', 'MIXED');
    const shifts = [{ day: 'mon', startTime: { hours: 9, minutes: 0 }, endTime: { hours: 17, minutes: 30 } }];
    const form = new FormData();
    form.append('fullName', 'Max Multipart');
    form.append('email', email);
    form.append('password', PASSWORD);
    form.append('shifts', JSON.stringify(shifts));
    form.append('profilePhoto', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const answer = await sendForm(t.url, 'POST', '/users/register', form, await a.token(a.manager));
    expect(answer.status).toBe(201);
    expect(answer.body.email).toBe(email.toLowerCase());
    expect(answer.body.shifts).toEqual(shifts);
    const photo = answer.body.userinfo[0].profilePhoto.fileName as string;
    expect(photo).toMatch(/\.png$/);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'profile-photos', photo))).toBe(true);
  });

  it("answers the spec's messages for bad input and refuses a known e-mail", async () => {
    const a = await account();
    const owner = await a.token(a.owner);
    const cases: Array<[object, string]> = [
      [{ fullName: 'Ada Agent', email: 'not-an-email', password: PASSWORD }, MESSAGES.agentEmail],
      [{ fullName: 'Al', email: uniqueEmail('x'), password: PASSWORD }, MESSAGES.agentName],
      [{ fullName: 'Ada Agent', email: uniqueEmail('x'), password: 'weakpass' }, MESSAGES.agentPassword],
      [{ fullName: 'Ada Agent', email: uniqueEmail('x'), password: PASSWORD, shifts: '[{"day":"mon","startTime":{"hours":24,"minutes":0},"endTime":{"hours":1,"minutes":0}}]' }, MESSAGES.shiftHours],
      [{ fullName: 'Ada Agent', email: uniqueEmail('x'), password: PASSWORD, shifts: '[{"day":"mon","startTime":{"hours":9,"minutes":60},"endTime":{"hours":1,"minutes":0}}]' }, MESSAGES.shiftMinutes],
      [{ fullName: 'Ada Agent', email: a.agent.email.toUpperCase(), password: PASSWORD }, USER_EXISTS],
    ];
    for (const [body, message] of cases) {
      const answer = await register(owner, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const broken = await register(owner, { fullName: 'Ada Agent', email: uniqueEmail('x'), password: PASSWORD, shifts: '{not json' });
    expect(broken.status).toBe(400);
  });

  it("puts the new agent in the account's departments it names, and in no other account's", async () => {
    const a = await account();
    const sales = await createDepartment(t.server, a.owner.id);
    const stranger = await createUser(t.server, { role: 'client' });
    const foreign = await createDepartment(t.server, stranger.id);
    const owner = await a.token(a.owner);
    const form = (email: string, departmentId: string) => {
      const body = new FormData();
      body.append('fullName', 'Dora Department');
      body.append('email', email);
      body.append('password', PASSWORD);
      body.append('departments[0]', departmentId);
      return body;
    };
    const email = uniqueEmail('dept-agent');
    const added = await sendForm(t.url, 'POST', '/users/register', form(email, sales), owner);
    expect(added.status).toBe(201);
    expect(added.body.departments).toEqual([{ _id: sales, title: expect.any(String) }]);
    const list = await api(t.url, 'GET', '/users/agent-list', { token: owner });
    expect(list.body.find((row: { email: string }) => row.email === email).departments.map((d: { _id: string }) => d._id)).toEqual([sales]);

    const refusedEmail = uniqueEmail('foreign-dept');
    const refused = await sendForm(t.url, 'POST', '/users/register', form(refusedEmail, foreign), owner);
    expect([refused.status, refused.body.message]).toEqual([400, AGENT_FORM_MESSAGES.unknownDepartment]);
    // Nothing half-made: the agent was not created either.
    const again = await api(t.url, 'GET', '/users/agent-list', { token: owner });
    expect(again.body.map((row: { email: string }) => row.email)).not.toContain(refusedEmail);
  });

  it('refuses agents', async () => {
    const a = await account();
    const refused = await register(await a.token(a.agent), { fullName: 'Ada Agent', email: uniqueEmail('x'), password: PASSWORD });
    expect([refused.status, refused.body.message]).toEqual([403, STAFF_MESSAGES.agentsOnly]);
  });
});
