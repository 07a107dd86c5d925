/** @jest-environment ./test/support/pglite-environment.cjs */
// Departments (spec 001 §7): create with members, rename, delete with the 'deleted' message; owners and
// co-admins only; a deleted department leaves nothing pointing at it (members, widgets, open chats).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chats, departmentMembers, departments, visitors, widgets } from '../src/db/schema';
import { ACCOUNT_ADMIN_ONLY } from '../src/auth/account-admin';
import { DEPARTMENT_MESSAGES } from '../src/departments/department-store';
import { BY_DEPARTMENT_REFUSED } from '../src/users/by-department-route';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function account() {
  const owner = await createUser(t.server, { role: 'client' });
  const coAdmin = await createUser(t.server, { role: 'co_client', clientId: owner.id });
  const manager = await createUser(t.server, { role: 'manager', clientId: owner.id });
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id });
  const token = async (who: { email: string }) => (await signIn(t.url, who.email)).accessToken as string;
  return { owner, coAdmin, manager, agent, token };
}

const create = (token: string, body: object) => api(t.url, 'POST', '/department/create', { token, body });
const edit = (token: string, body: object) => api(t.url, 'POST', '/department/edit', { token, body });
const remove = (token: string, body: object) => api(t.url, 'DELETE', '/department/edit', { token, body });
const byDepartment = (token: string) => api(t.url, 'GET', '/users/by-department', { token });

describe('POST /department/create and /department/edit', () => {
  it('creates a department with its members and renames it; by-department shows both', async () => {
    const a = await account();
    const owner = await a.token(a.owner);
    const made = await create(owner, { title: '  Sales ', userIds: [a.agent.id, a.manager.id] });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ _id: expect.any(String), title: 'Sales' });
    let groups = (await byDepartment(owner)).body;
    expect(groups).toHaveLength(1);
    expect(groups[0][0]).toEqual(made.body);
    expect(groups[0].slice(1).map((m: { _id: string }) => m._id).sort()).toEqual([a.agent.id, a.manager.id].sort());

    const renamed = await edit(await a.token(a.coAdmin), { title: 'Sales EU', departmentId: made.body._id });
    expect(renamed.body).toEqual({ _id: made.body._id, title: 'Sales EU' });
    groups = (await byDepartment(owner)).body;
    expect(groups[0][0].title).toBe('Sales EU');
  });

  it('refuses an empty name, a name the account has (any case), and a user of another account', async () => {
    const a = await account();
    const b = await account();
    const owner = await a.token(a.owner);
    expect((await create(owner, { title: '   ' })).body.message).toBe('Department name cannot be empty');
    expect((await create(owner, { title: 'x'.repeat(51) })).status).toBe(400);
    await create(owner, { title: 'Support' });
    const twice = await create(owner, { title: 'SUPPORT' });
    expect([twice.status, twice.body.message]).toEqual([409, DEPARTMENT_MESSAGES.duplicate]);
    const foreign = await create(owner, { title: 'Billing', userIds: [b.agent.id] });
    expect([foreign.status, foreign.body.message]).toEqual([400, DEPARTMENT_MESSAGES.unknownAgent]);
    const ownerAsMember = await create(owner, { title: 'Billing', userIds: [a.owner.id] });
    expect(ownerAsMember.status).toBe(400);
    expect((await byDepartment(owner)).body.map((g: Array<{ title: string }>) => g[0].title)).toEqual(['Support']);
    // The same name in another account is fine.
    expect((await create(await b.token(b.owner), { title: 'Support' })).status).toBe(200);
  });

  it('refuses managers and agents (403) any change, and another account’s department (404)', async () => {
    const a = await account();
    const b = await account();
    const mine = (await create(await a.token(a.owner), { title: 'Mine', userIds: [a.agent.id] })).body;
    for (const who of [a.manager, a.agent]) {
      const token = await a.token(who);
      for (const refused of [
        await create(token, { title: 'Nope' }),
        await edit(token, { title: 'Renamed', departmentId: mine._id }),
        await remove(token, { departmentId: mine._id }),
      ]) {
        expect([refused.status, refused.body.message]).toEqual([403, ACCOUNT_ADMIN_ONLY]);
      }
    }
    expect((await byDepartment(await a.token(a.owner))).body.map((g: Array<{ title: string }>) => g[0].title)).toEqual(['Mine']);
    const theirs = await create(await b.token(b.owner), { title: 'Theirs' });
    const owner = await a.token(a.owner);
    expect((await edit(owner, { title: 'Mine now', departmentId: theirs.body._id })).status).toBe(404);
    expect((await remove(owner, { departmentId: theirs.body._id })).status).toBe(404);
    expect((await byDepartment(await b.token(b.owner))).body[0][0].title).toBe('Theirs');
  });
});

describe('GET /users/by-department', () => {
  it("answers managers too (they set their agents' departments), never agents, and only the account's departments", async () => {
    const a = await account();
    const b = await account();
    const owner = await a.token(a.owner);
    await create(owner, { title: 'Sales', userIds: [a.agent.id] });
    await create(await b.token(b.owner), { title: 'Theirs', userIds: [b.agent.id] });
    const byOwner = await byDepartment(owner);
    const byManager = await byDepartment(await a.token(a.manager));
    expect(byManager.status).toBe(200);
    expect(byManager.body).toEqual(byOwner.body);
    expect(byManager.body.map((g: Array<{ _id: string; title?: string }>) => [g[0].title, ...g.slice(1).map((m) => m._id)])).toEqual([['Sales', a.agent.id]]);
    const refused = await byDepartment(await a.token(a.agent));
    expect([refused.status, refused.body.message]).toEqual([403, BY_DEPARTMENT_REFUSED]);
  });
});

describe('DELETE /department/edit', () => {
  it("answers 'deleted' and leaves nothing pointing at the department", async () => {
    const a = await account();
    const owner = await a.token(a.owner);
    const sales = (await create(owner, { title: 'Sales', userIds: [a.agent.id] })).body;
    const support = (await create(owner, { title: 'Support', userIds: [a.agent.id] })).body;
    const db = t.server.ctx.db;
    const entry = (ids: string[], names: string[]) => ({ department: [{ ids, names }] });
    const both = { id: randomUUID(), pluginId: randomUUID(), clientId: a.owner.id, widgetName: 'Both', domain: `${randomUUID()}.example.com`, settings: entry([sales._id, support._id], ['Sales', 'Support']) };
    const onlySales = { id: randomUUID(), pluginId: randomUUID(), clientId: a.owner.id, widgetName: 'Sales only', domain: `${randomUUID()}.example.com`, settings: entry([sales._id], ['Sales']) };
    await db.insert(widgets).values([both, onlySales]);
    const visitorRow = { id: randomUUID(), visitorId: randomUUID(), clientId: a.owner.id, widgetId: onlySales.id, guestId: 1 };
    await db.insert(visitors).values(visitorRow);
    const chatId = randomUUID();
    await db.insert(chats).values({ id: chatId, clientId: a.owner.id, widgetId: onlySales.id, visitorRowId: visitorRow.id, visitorId: visitorRow.visitorId, guestId: 1, widgetDepartments: [sales._id] });

    // Renaming reaches the names the widgets keep.
    await edit(owner, { title: 'Sales EU', departmentId: sales._id });
    const [renamed] = await db.select().from(widgets).where(eq(widgets.id, both.id));
    expect(renamed.settings.department).toEqual([{ ids: [sales._id, support._id], names: ['Sales EU', 'Support'] }]);

    const answer = await remove(owner, { departmentId: sales._id });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toContain('deleted');
    expect(await db.select().from(departments).where(eq(departments.id, sales._id))).toEqual([]);
    expect(await db.select().from(departmentMembers).where(eq(departmentMembers.departmentId, sales._id))).toEqual([]);
    const [left] = await db.select().from(widgets).where(eq(widgets.id, both.id));
    expect(left.settings.department).toEqual([{ ids: [support._id], names: ['Support'] }]);
    // A widget left with no department is open to the whole account.
    const [open] = await db.select().from(widgets).where(eq(widgets.id, onlySales.id));
    expect(open.settings.department).toBeNull();
    const [chat] = await db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat.widgetDepartments).toEqual([]);
    // The agent keeps the other department.
    expect((await byDepartment(owner)).body.map((g: Array<{ title: string }>) => g[0].title)).toEqual(['Support']);
    // Deleting it again: unknown.
    expect((await remove(owner, { departmentId: sales._id })).status).toBe(404);
  });
});
