/** @jest-environment ./test/support/pglite-environment.cjs */
import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { api, createUser, signIn, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

// An empty database of its own, filled by the demo seed as `npm start` does.
const SUPER = { email: uniqueEmail('super'), password: 'Super#Admin1' };
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true, superAdmin: SUPER, port: 8080 }, { ownDatabase: true });
});
afterAll(() => t.close());

const [OWNER, AGENT] = DEMO_ACCOUNTS;
const getWidgets = (token: string, headers?: Record<string, string>) => api(t.url, 'POST', '/widget/get-widgets', { token, headers });

describe('POST /widget/get-widgets', () => {
  it("answers the owner's widgets in the Widget entity shape", async () => {
    expect(t.server.demoSeeded).toBe(true);
    const owner = await signIn(t.url, OWNER.email, OWNER.password);
    const answer = await getWidgets(owner.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    const [widget] = answer.body;
    expect(widget).toMatchObject({
      _id: expect.any(String),
      clientId: owner._id,
      pluginId: expect.any(String),
      widgetName: 'Demo Site',
      domain: 'localhost:8080',
      widgetStyle: { backgroundColor: WIDGET_DEFAULTS.backgroundColor, textColor: WIDGET_DEFAULTS.textColor },
      chatButton: { buttonText: WIDGET_DEFAULTS.buttonText },
      // The demo widget serves the Sales department.
      department: [{ ids: [expect.any(String)], names: ['Sales'] }],
      notificationEmailIds: [OWNER.email],
      emailTranscript: WIDGET_DEFAULTS.emailTranscript,
    });
    expect(widget.slots).toHaveLength(7);
    for (const key of ['requestEmailId', 'chatPopupWelcomeMessage', 'googleAnalytics', 'stripeConfig', 'googleAdsConfig']) {
      expect(widget).toHaveProperty(key);
    }
  });

  it("gives an agent its account's widgets and a stranger none of them", async () => {
    const agent = await signIn(t.url, AGENT.email, AGENT.password);
    const answer = await getWidgets(agent.accessToken);
    expect(answer.body.map((w: { widgetName: string }) => w.widgetName)).toEqual(['Demo Site']);
    const stranger = await createUser(t.server);
    const theirs = await getWidgets((await signIn(t.url, stranger.email)).accessToken);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await api(t.url, 'POST', '/widget/get-widgets')).status).toBe(401);
  });

  it("answers the demo owner's widgets to the super admin acting for that account", async () => {
    const admin = await signIn(t.url, SUPER.email, SUPER.password);
    const clients = await api(t.url, 'GET', '/users/get-all-clients', { token: admin.accessToken });
    const demoOwner = clients.body.find((c: { email: string }) => c.email === OWNER.email);
    expect(demoOwner).toEqual({ _id: expect.any(String), fullName: 'Demo Owner', email: OWNER.email });

    expect((await getWidgets(admin.accessToken)).body).toEqual([]);
    const acting = await getWidgets(admin.accessToken, { 'x-selected-account': demoOwner._id });
    expect(acting.status).toBe(200);
    expect(acting.body.map((w: { widgetName: string; clientId: string }) => [w.widgetName, w.clientId])).toEqual([['Demo Site', demoOwner._id]]);
  });

  it('refuses the header from anyone but the super admin (403)', async () => {
    const admin = await signIn(t.url, SUPER.email, SUPER.password);
    const clients = await api(t.url, 'GET', '/users/get-all-clients', { token: admin.accessToken });
    const demoOwnerId = clients.body.find((c: { email: string }) => c.email === OWNER.email)._id;
    const stranger = await createUser(t.server);
    const login = await signIn(t.url, stranger.email);
    const answer = await getWidgets(login.accessToken, { 'x-selected-account': demoOwnerId });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ statusCode: 403, message: 'Only a super admin can select an account' });
    const agent = await signIn(t.url, AGENT.email, AGENT.password);
    expect((await getWidgets(agent.accessToken, { 'x-selected-account': demoOwnerId })).status).toBe(403);
  });
});
