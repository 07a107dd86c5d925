/** @jest-environment ./test/support/pglite-environment.cjs */
import { eq } from 'drizzle-orm';
import { widgets } from '../src/db/schema';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/demo-seed';
import { ensureSuperAdmin } from '../src/seed/super-admin';
import { widgetDepartmentIds } from '../src/visitors/widget-departments';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('seeding', () => {
  it('creates the demo owner, an agent in Sales, an agent in Support and a widget bound to Sales', async () => {
    await seedDemo(t.server.ctx.db, { widgetDomain: 'localhost:8080' });
    const [owner, agent, support] = DEMO_ACCOUNTS;
    const ownerLogin = await signIn(t.url, owner.email, owner.password);
    expect(ownerLogin).toMatchObject({ fullName: 'Demo Owner', userRole: 'client', isClient: true, clientId: null });
    const agentLogin = await signIn(t.url, agent.email, agent.password);
    expect(agentLogin).toMatchObject({ fullName: 'Demo Agent', userRole: 'agent', isAgent: true, clientId: ownerLogin._id });
    expect(agentLogin.departments).toEqual([{ _id: expect.any(String), title: 'Sales' }]);
    const supportLogin = await signIn(t.url, support.email, support.password);
    expect(supportLogin).toMatchObject({ fullName: 'Demo Support', userRole: 'agent', isAgent: true, clientId: ownerLogin._id });
    expect(supportLogin.departments).toEqual([{ _id: expect.any(String), title: 'Support' }]);
    const [sales] = agentLogin.departments as Array<{ _id: string }>;

    const [widget] = await t.server.ctx.db.select().from(widgets).where(eq(widgets.clientId, ownerLogin._id));
    expect(widget).toMatchObject({ widgetName: 'Demo Site', domain: 'localhost:8080' });
    expect(widget.settings).toMatchObject({ notificationEmailIds: [owner.email], chatButton: { buttonText: 'Human Chat' } });
    // Bound to Sales: the Sales agent serves its guests, the Support agent does not.
    expect(widgetDepartmentIds(widget)).toEqual([sales._id]);
    expect(widget.settings).toMatchObject({ department: [{ names: ['Sales'] }] });
  });

  it('turns an existing user into the super admin with the configured password', async () => {
    const user = await createUser(t.server, { role: 'agent', clientId: (await createUser(t.server)).id });
    await ensureSuperAdmin(t.server.ctx.db, { email: user.email.toUpperCase(), password: 'Super#Admin9' });
    const login = await signIn(t.url, user.email, 'Super#Admin9');
    expect(login).toMatchObject({ userRole: 'admin', isAdmin: true, clientId: null });
    expect((await api(t.url, 'POST', '/auth/signin', { body: { email: user.email, password: user.password } })).status).toBe(400);
  });
});
