/** @jest-environment ./test/support/pglite-environment.cjs */
import { MESSAGES } from 'shared-kernel/rules';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function account() {
  const owner = await createUser(t.server, { role: 'client', fullName: 'Owner One' });
  const agent = await createUser(t.server, { role: 'agent', clientId: owner.id, fullName: 'Agent Two' });
  return { owner: (await signIn(t.url, owner.email)).accessToken, agent: (await signIn(t.url, agent.email)).accessToken, ownerId: owner.id, agentId: agent.id };
}

const call = (token: string, method: string, path: string, body?: unknown) => api(t.url, method, path, { token, body });

describe('canned messages', () => {
  it('creates, lists with the creator, edits and deletes within the account', async () => {
    const a = await account();
    const created = await call(a.agent, 'POST', '/canned/create', { shortCode: 'hi', message: 'Hello, how can I help? [contact-form]' });
    expect(created).toMatchObject({
      status: 200,
      body: {
        _id: expect.any(String),
        shortCode: 'hi',
        message: 'Hello, how can I help? [contact-form]',
        clientId: a.ownerId,
        createdBy: a.agentId,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        user: [{ fullName: 'Agent Two' }],
      },
    });
    await call(a.owner, 'POST', '/canned/create', { shortCode: 'bye', message: 'Goodbye' });
    const listed = await call(a.owner, 'GET', '/canned/get-all');
    expect(listed.body.map((c: { shortCode: string; user: unknown }) => [c.shortCode, c.user])).toEqual([
      ['hi', [{ fullName: 'Agent Two' }]],
      ['bye', [{ fullName: 'Owner One' }]],
    ]);

    const id = created.body._id as string;
    const edited = await call(a.owner, 'PATCH', `/canned/edit/${id}`, { shortCode: 'hello', message: 'Hi there', clientId: 'x', createdBy: 'y' });
    expect(edited).toMatchObject({ status: 200, body: { statusCode: 200, data: { shortCode: 'hello', message: 'Hi there', clientId: a.ownerId, createdBy: a.agentId } } });
    expect(await call(a.agent, 'DELETE', `/canned/${id}`)).toMatchObject({ status: 200, body: { _id: id } });
    expect((await call(a.agent, 'GET', '/canned/get-all')).body.map((c: { shortCode: string }) => c.shortCode)).toEqual(['bye']);
  });

  it('validates with the shared messages', async () => {
    const a = await account();
    expect(await call(a.owner, 'POST', '/canned/create', { shortCode: ' ', message: 'x' })).toMatchObject({ status: 400, body: { message: 'Shortcut cannot be empty' } });
    expect(await call(a.owner, 'POST', '/canned/create', { shortCode: 'x' })).toMatchObject({ status: 400, body: { message: 'Message cannot be empty' } });
    const created = await call(a.owner, 'POST', '/canned/create', { shortCode: 'ok', message: 'fine' });
    expect(await call(a.owner, 'PATCH', `/canned/edit/${created.body._id}`, { shortCode: 'ok', message: '' })).toMatchObject({ status: 400, body: { message: 'Message cannot be empty' } });
    expect((await call(a.owner, 'GET', '/canned/get-all')).status).toBe(200);
    expect((await api(t.url, 'GET', '/canned/get-all')).status).toBe(401);
  });

  it("refuses another account's ids with 404 and never lists them", async () => {
    const a = await account();
    const b = await account();
    const created = await call(a.owner, 'POST', '/canned/create', { shortCode: 'mine', message: 'Mine only' });
    const id = created.body._id as string;
    expect((await call(b.owner, 'GET', '/canned/get-all')).body).toEqual([]);
    expect((await call(b.agent, 'PATCH', `/canned/edit/${id}`, { shortCode: 'x', message: 'y' })).status).toBe(404);
    expect((await call(b.owner, 'DELETE', `/canned/${id}`)).status).toBe(404);
    expect((await call(a.owner, 'DELETE', '/canned/not-an-id')).status).toBe(404);
    expect((await call(a.owner, 'GET', '/canned/get-all')).body).toEqual([expect.objectContaining({ _id: id, shortCode: 'mine', message: 'Mine only' })]);
  });

  it('refuses a shortcut the account already uses, in any letter case, on create and edit (409)', async () => {
    const a = await account();
    const b = await account();
    const first = await call(a.owner, 'POST', '/canned/create', { shortCode: 'Price', message: 'Our prices' });
    expect(first.status).toBe(200);
    expect(await call(a.agent, 'POST', '/canned/create', { shortCode: 'price', message: 'Again' })).toMatchObject({ status: 409, body: { message: MESSAGES.cannedShortcutTaken } });
    // Another account may use it.
    expect((await call(b.owner, 'POST', '/canned/create', { shortCode: 'price', message: 'Theirs' })).status).toBe(200);
    const second = await call(a.owner, 'POST', '/canned/create', { shortCode: 'hours', message: 'Nine to five' });
    expect(await call(a.owner, 'PATCH', `/canned/edit/${second.body._id}`, { shortCode: 'PRICE', message: 'x' })).toMatchObject({ status: 409, body: { message: MESSAGES.cannedShortcutTaken } });
    // Its own shortcut in another case is fine.
    expect(await call(a.owner, 'PATCH', `/canned/edit/${first.body._id}`, { shortCode: 'PRICE', message: 'Our prices' })).toMatchObject({ status: 200, body: { data: { shortCode: 'PRICE' } } });
    const listed = await call(a.owner, 'GET', '/canned/get-all');
    expect(listed.body.map((c: { shortCode: string; message: string }) => [c.shortCode, c.message])).toEqual([['PRICE', 'Our prices'], ['hours', 'Nine to five']]);
  });
});
