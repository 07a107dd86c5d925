/** @jest-environment ./test/support/pglite-environment.cjs */
// The super admin's socket follows the account its console selected (issue 13): that account's live
// events reach it, nothing of any other account does, and only the super admin may move a socket.
import { randomUUID } from 'node:crypto';
import { NO_SUCH_ACCOUNT, ONLY_SUPER_ADMIN } from '../src/app/agent-socket/followed-account';
import { CLIENT_ID_REQUIRED } from '../src/app/agent-socket/select-account-handler';
import { api, createUser, nextEvent, signIn, sleep, startTestServer, uniqueEmail, type LooseJson, type TestServer } from './support/test-server';
import { connectGuest, createWidget, heardOf, setOnline, type TestAgent, type TestGuest } from './support/visitor-helpers';
import { socketFixture } from './support/socket-fixture';
import { eventually } from './support/fresh-postgres';
import { openConsole } from './support/recording-console';
import { describeIfPostgres } from './support/postgres-suite';

const SUPER = { email: uniqueEmail('super'), password: 'Super#Admin1' };
const fx = socketFixture({ superAdmin: SUPER });
const { agent, guest } = fx;

/** Long enough for an event that would come to have come. */
const QUIET_MS = 150;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** An agent socket of `token` with extra handshake auth, recording every event from the start. */
async function socketOf(id: string, token: string, extraAuth: Record<string, unknown> = {}, base = fx.t.url): Promise<TestAgent> {
  const { socket, heard } = await openConsole(base, token, extraAuth);
  fx.track(socket);
  return { id, token, socket, heard };
}

/** The super admin's console, following `selectedAccount` from its handshake when given. */
async function superAdmin(selectedAccount?: string, base = fx.t.url): Promise<TestAgent> {
  const login = await signIn(base, SUPER.email, SUPER.password);
  return socketOf(login._id, login.accessToken, selectedAccount === undefined ? {} : { selectedAccount }, base);
}

/** Two accounts, each with its owner online and a widget. */
async function twoAccounts() {
  const ownerA = await agent();
  const ownerB = await agent();
  const widgetA = await createWidget(fx.t.server, ownerA.id);
  const widgetB = await createWidget(fx.t.server, ownerB.id);
  return { ownerA, ownerB, widgetA, widgetB };
}

/** Resolves once `who` heard `event` with the guest's visitorId (fails after a few seconds). */
async function heardAbout(who: TestAgent, event: string, visitorId: string): Promise<LooseJson> {
  for (let waited = 0; waited < 3000; waited += 20) {
    const found = heardOf(who, event).find((payload) => payload?.visitorId === visitorId);
    if (found) return found;
    await sleep(20);
  }
  throw new Error(`no '${event}' about ${visitorId}`);
}

/** Resolves once `who` heard the chat message `bodyText` (fails after a few seconds). */
async function heardMessage(who: TestAgent, bodyText: string): Promise<void> {
  for (let waited = 0; waited < 3000; waited += 20) {
    if (heardOf(who, 'outbound-agent').some((message) => message?.bodyText === bodyText)) return;
    await sleep(20);
  }
  throw new Error(`no outbound-agent '${bodyText}'`);
}

const visitorIdsIn = (who: TestAgent, event: string) => heardOf(who, event).map((payload) => payload?.visitorId);
const say = (g: TestGuest, bodyText: string): Promise<LooseJson> => g.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText });
const select = (who: TestAgent, payload: unknown): Promise<LooseJson> => who.socket.timeout(3000).emitWithAck('select-account', payload);

/** An agent of the account, signed in; `toggle` flips its availability (agent_status to the account's room). */
async function accountAgent(clientId: string) {
  const user = await createUser(fx.t.server, { role: 'agent', clientId });
  const login = await signIn(fx.t.url, user.email);
  const toggle = async () => (await api(fx.t.url, 'GET', '/users/toggle-online', { token: login.accessToken })).body.isOnline as boolean;
  return { id: user.id, toggle };
}

describe("the super admin's socket follows the selected account", () => {
  it("hears A's guests, chats and agent status and none of B's, then the reverse after select-account B", async () => {
    const s = await twoAccounts();
    const browsingA = await guest(s.widgetA.pluginId);
    const browsingB = await guest(s.widgetB.pluginId);
    const admin = await superAdmin(s.ownerA.id);

    // At connect: the guests browsing A now, whatever the super admin's own availability.
    await sleep(QUIET_MS);
    const [snapshot] = heardOf(admin, 'active-visitors-are');
    expect(snapshot.visitorIds).toContain(browsingA.hello.visitorId);
    expect(snapshot.visitorIds).not.toContain(browsingB.hello.visitorId);

    const arrivesA = await guest(s.widgetA.pluginId);
    const arrivesB = await guest(s.widgetB.pluginId);
    await heardAbout(admin, 'new-visitor', arrivesA.hello.visitorId);
    await heardAbout(s.ownerB, 'new-visitor', arrivesB.hello.visitorId);
    await say(arrivesA, 'Hello from A');
    await say(arrivesB, 'Hello from B');
    await heardAbout(admin, 'chat-initialized', arrivesA.hello.visitorId);
    await heardAbout(s.ownerB, 'chat-initialized', arrivesB.hello.visitorId);
    const agentA = await accountAgent(s.ownerA.id);
    const agentB = await accountAgent(s.ownerB.id);
    expect([await agentA.toggle(), await agentB.toggle()]).toEqual([true, true]);
    await sleep(QUIET_MS);
    expect(heardOf(admin, 'agent_status')).toEqual([{ agentId: agentA.id, status: 'online', photo: null }]);
    for (const event of ['new-visitor', 'chat-initialized']) expect(visitorIdsIn(admin, event)).not.toContain(arrivesB.hello.visitorId);

    admin.heard.length = 0;
    expect(await select(admin, { clientId: s.ownerB.id })).toEqual({ ok: true });
    const [switched] = heardOf(admin, 'active-visitors-are');
    expect(switched.visitorIds).toEqual(expect.arrayContaining([browsingB.hello.visitorId, arrivesB.hello.visitorId]));
    expect(switched.visitorIds).not.toContain(browsingA.hello.visitorId);

    const laterA = await guest(s.widgetA.pluginId);
    const laterB = await guest(s.widgetB.pluginId);
    await heardAbout(admin, 'new-visitor', laterB.hello.visitorId);
    await heardAbout(s.ownerA, 'new-visitor', laterA.hello.visitorId);
    await say(laterA, 'Still A');
    await say(laterB, 'Now B');
    await heardAbout(admin, 'chat-initialized', laterB.hello.visitorId);
    await heardAbout(s.ownerA, 'chat-initialized', laterA.hello.visitorId);
    expect([await agentA.toggle(), await agentB.toggle()]).toEqual([false, false]);
    await sleep(QUIET_MS);
    expect(heardOf(admin, 'agent_status')).toEqual([{ agentId: agentB.id, status: 'offline', photo: null }]);
    for (const event of ['new-visitor', 'chat-initialized']) expect(visitorIdsIn(admin, event)).not.toContain(laterA.hello.visitorId);

    // '' follows none: no account's events at all.
    admin.heard.length = 0;
    expect(await select(admin, { clientId: '' })).toEqual({ ok: true });
    const noneA = await guest(s.widgetA.pluginId);
    const noneB = await guest(s.widgetB.pluginId);
    await heardAbout(s.ownerA, 'new-visitor', noneA.hello.visitorId);
    await heardAbout(s.ownerB, 'new-visitor', noneB.hello.visitorId);
    await sleep(QUIET_MS);
    expect(admin.heard.map((entry) => entry.event)).toEqual([]);
  });

  it("leaves the chat rooms of the old account and hears the new account's ended chats only", async () => {
    const s = await twoAccounts();
    const admin = await superAdmin(s.ownerA.id);
    const watchingB = await superAdmin(s.ownerB.id);
    const visitor = await guest(s.widgetA.pluginId);
    await say(visitor, 'Help please');
    await heardAbout(admin, 'chat-initialized', visitor.hello.visitorId);
    const asA = { token: admin.token, headers: { 'x-selected-account': s.ownerA.id } };
    expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { ...asA, body: { visitorId: visitor.hello.visitorId } })).status).toBe(200);

    // Accepting joined the chat's room on the socket following A only.
    await say(visitor, 'Thanks for taking it');
    await heardMessage(admin, 'Thanks for taking it');
    expect(await select(admin, { clientId: s.ownerB.id })).toEqual({ ok: true });
    await say(visitor, 'Are you there?');
    await sleep(QUIET_MS);
    expect(heardOf(admin, 'outbound-agent').map((m) => m.bodyText)).not.toContain('Are you there?');
    // Back to A: the rooms of the chats it accepted there come back with it.
    expect(await select(admin, { clientId: s.ownerA.id })).toEqual({ ok: true });
    await say(visitor, 'Hello again');
    await heardMessage(admin, 'Hello again');

    const history = nextEvent(admin.socket, 'new-chat-history');
    const ownerHistory = nextEvent(s.ownerA.socket, 'new-chat-history');
    const ended = await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { ...asA, body: { visitorId: visitor.hello.visitorId } });
    expect(ended.status).toBeLessThan(300);
    expect(await history).toMatchObject({ clientId: s.ownerA.id, agentId: admin.id });
    expect(await ownerHistory).toMatchObject({ clientId: s.ownerA.id });
    await sleep(QUIET_MS);
    // The same super admin's other console, following B, heard nothing of A.
    for (const event of ['new-chat-history', 'outbound-agent', 'chat-initialized', 'chat-accepted', 'chat-ended']) expect(heardOf(watchingB, event)).toEqual([]);
  });
});

describe('what is refused', () => {
  it("refuses select-account from anyone but the super admin, who stays in its own account's rooms", async () => {
    const s = await twoAccounts();
    expect(await select(s.ownerA, { clientId: s.ownerB.id })).toEqual({ ok: false, message: ONLY_SUPER_ADMIN });
    expect(await select(s.ownerA, { clientId: '' })).toEqual({ ok: false, message: ONLY_SUPER_ADMIN });
    const onB = await guest(s.widgetB.pluginId);
    const onA = await guest(s.widgetA.pluginId);
    await heardAbout(s.ownerB, 'new-visitor', onB.hello.visitorId);
    await heardAbout(s.ownerA, 'new-visitor', onA.hello.visitorId);
    await sleep(QUIET_MS);
    expect(visitorIdsIn(s.ownerA, 'new-visitor')).not.toContain(onB.hello.visitorId);
  });

  it('refuses an account that is no owner, or no clientId, and keeps following the last good one', async () => {
    const s = await twoAccounts();
    const agentOfA = await createUser(fx.t.server, { role: 'agent', clientId: s.ownerA.id });
    const admin = await superAdmin(s.ownerA.id);
    for (const clientId of ['no-such-account', agentOfA.id, admin.id]) {
      expect(await select(admin, { clientId })).toEqual({ ok: false, message: NO_SUCH_ACCOUNT });
    }
    expect(await select(admin, {})).toEqual({ ok: false, message: CLIENT_ID_REQUIRED });
    expect(await select(admin, { clientId: ['x'] })).toEqual({ ok: false, message: expect.any(String) });
    const onA = await guest(s.widgetA.pluginId);
    await heardAbout(admin, 'new-visitor', onA.hello.visitorId);
  });

  it('ignores a selected account in the handshake of anyone but the super admin, and one that is no owner', async () => {
    const s = await twoAccounts();
    const ownerTryingB = await socketOf(s.ownerA.id, s.ownerA.token, { selectedAccount: s.ownerB.id });
    const adminOfNobody = await superAdmin('no-such-account');
    const onB = await guest(s.widgetB.pluginId);
    const onA = await guest(s.widgetA.pluginId);
    await heardAbout(ownerTryingB, 'new-visitor', onA.hello.visitorId);
    await heardAbout(s.ownerB, 'new-visitor', onB.hello.visitorId);
    await sleep(QUIET_MS);
    expect(visitorIdsIn(ownerTryingB, 'new-visitor')).not.toContain(onB.hello.visitorId);
    expect(heardOf(adminOfNobody, 'new-visitor')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(ONLY_SUPER_ADMIN));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(NO_SUCH_ACCOUNT));
  });
});

// Runs only with TEST_DATABASE_URL (a PostgreSQL database it may write to): the rooms a socket follows are
// its own node's, and the adapter brings every other node's broadcast to them.
const postgresUrl = process.env.TEST_DATABASE_URL;
describeIfPostgres(postgresUrl)('across two nodes on PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { databaseUrl: postgresUrl!, severalNodes: true, jwtSecret: 'pg-test-' + randomUUID(), superAdmin: SUPER };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("a super admin's socket on one node hears the followed account's guests arriving on the other, and switches", async () => {
    const accountOn = async () => {
      const owner = await createUser(a.server);
      await setOnline(a.server, owner.id, true);
      return { owner, widget: await createWidget(a.server, owner.id) };
    };
    const A = await accountOn();
    const B = await accountOn();
    const admin = await superAdmin(A.owner.id, b.url);
    // B's owner on the admin's node: once it has heard of B's first guest, so has the admin's socket (one
    // broadcast reaches a node's sockets together), so a late announcement cannot cross the switch below.
    const ownerOfB = await openConsole(b.url, (await signIn(b.url, B.owner.email)).accessToken);
    fx.track(ownerOfB.socket);
    const arrives = async (pluginId: string) => {
      const arrived = await connectGuest(a.url, pluginId);
      fx.track(arrived.socket);
      return arrived.hello.visitorId as string;
    };

    const onA = await arrives(A.widget.pluginId);
    const onB = await arrives(B.widget.pluginId);
    await heardAbout(admin, 'new-visitor', onA);
    await eventually(() => ownerOfB.heard.some((entry) => entry.event === 'new-visitor' && entry.payload?.visitorId === onB), 3000);
    expect(await select(admin, { clientId: B.owner.id })).toEqual({ ok: true });
    const laterA = await arrives(A.widget.pluginId);
    const laterB = await arrives(B.widget.pluginId);
    await heardAbout(admin, 'new-visitor', laterB);
    await sleep(300);
    expect(visitorIdsIn(admin, 'new-visitor')).toEqual([onA, laterB]);
    expect(visitorIdsIn(admin, 'new-visitor')).not.toContain(onB);
    expect(visitorIdsIn(admin, 'new-visitor')).not.toContain(laterA);
  });
});
