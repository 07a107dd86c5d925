/** @jest-environment ./test/support/pglite-environment.cjs */
import { api, createUser, signIn, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

const SUPER = { email: uniqueEmail('super'), password: 'Super#Admin1' };
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ superAdmin: SUPER });
});
afterAll(() => t.close());

describe('welcome-user and the x-selected-account header', () => {
  it('answers welcome-user for an owner without a client list', async () => {
    const owner = await createUser(t.server, { fullName: 'Olive Owner' });
    const login = await signIn(t.url, owner.email);
    const welcome = await api(t.url, 'GET', '/users/welcome-user', { token: login.accessToken });
    expect(welcome.status).toBe(200);
    expect(welcome.body).toMatchObject({
      clients: [],
      isClient: true,
      isAdmin: false,
      welcome: { email: owner.email, clientId: null, isClient: true, isAdmin: false },
    });
    expect(welcome.body.userinfo[0]).toMatchObject({ userId: owner.id, fullName: 'Olive Owner' });
  });

  it('refuses the header (403) for anyone but the super admin', async () => {
    const owner = await createUser(t.server);
    const other = await createUser(t.server);
    const login = await signIn(t.url, owner.email);
    const answer = await api(t.url, 'GET', '/users/welcome-user', {
      token: login.accessToken,
      headers: { 'x-selected-account': other.id },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ statusCode: 403, message: 'Only a super admin can select an account' });
    expect((await api(t.url, 'GET', '/users/get-all-clients', { token: login.accessToken })).status).toBe(403);
  });

  it('honours it for the super admin when it names an existing client', async () => {
    const client = await createUser(t.server, { fullName: 'Chosen Client' });
    const agent = await createUser(t.server, { role: 'agent', clientId: client.id });
    const login = await signIn(t.url, SUPER.email, SUPER.password);
    expect(login).toMatchObject({ userRole: 'admin', isAdmin: true, isClient: false, isAgent: false, clientId: null });

    const welcome = await api(t.url, 'GET', '/users/welcome-user', {
      token: login.accessToken,
      headers: { 'x-selected-account': client.id },
    });
    expect(welcome.status).toBe(200);
    expect(welcome.body.isAdmin).toBe(true);
    expect(welcome.body.clients).toEqual(expect.arrayContaining([{ _id: client.id, fullName: 'Chosen Client', email: client.email }]));

    const clients = await api(t.url, 'GET', '/users/get-all-clients', { token: login.accessToken });
    expect(clients.body.map((c: { _id: string }) => c._id)).toContain(client.id);
    expect(clients.body.map((c: { _id: string }) => c._id)).not.toContain(agent.id);

    for (const bad of ['no-such-client', agent.id]) {
      const refused = await api(t.url, 'GET', '/users/welcome-user', { token: login.accessToken, headers: { 'x-selected-account': bad } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('The selected account does not exist');
    }
  });
});
