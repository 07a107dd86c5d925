/** @jest-environment ./test/support/pglite-environment.cjs */
// new-chat-history for chats that turn unattended and for offline messages (the ended-by-agent case is in
// chat-ends.test.ts), the guest becoming a contact, and the offline-message mail's link opening the message.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { widgets } from '../src/db/schema';
import { api, nextEvent, outboxAtLeast, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { agentBarrier, connectGuest, createDepartment, createWidget, heardOf, startAgent, type TestAgent } from './support/visitor-helpers';

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

let t: TestServer;
beforeAll(async () => {
  // Unaccepted chats turn unattended after a second.
  t = await startTestServer({ chatPriorityAfter: 60, chatUnattendedAfter: 1 }, { ownDatabase: true });
});
afterAll(() => t.close());

async function agent(input: Parameters<typeof startAgent>[2] = {}): Promise<TestAgent> {
  const started = await startAgent(t.url, t.server, input);
  open.push(started.socket);
  return started;
}

async function account() {
  const owner = await agent();
  const coAdmin = await agent({ clientId: owner.id, role: 'co_client' });
  const sales = await agent({ clientId: owner.id });
  const colleague = await agent({ clientId: owner.id });
  const salesId = await createDepartment(t.server, owner.id, [sales.id, colleague.id]);
  const widget = await createWidget(t.server, owner.id, [salesId]);
  const stranger = await agent();
  return { owner, coAdmin, sales, colleague, widget, stranger };
}

describe('new-chat-history beyond the agent ending a chat', () => {
  it('reaches the owner and co-admins, and no agent, when a chat turns unattended; the guest is a contact', async () => {
    const s = await account();
    const guest = await connectGuest(t.url, s.widget.pluginId);
    open.push(guest.socket);
    const ownerHears = nextEvent(s.owner.socket, 'new-chat-history', 5000);
    const coAdminHears = nextEvent(s.coAdmin.socket, 'new-chat-history', 5000);
    await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Anyone there?' });
    const item = await ownerHears;
    expect(item).toMatchObject({ status: 4, agentId: null, clientId: s.owner.id, conversation: [{ direction: 'inbound', bodyText: 'Anyone there?' }], pluginId: s.widget.pluginId });
    expect(await coAdminHears).toEqual(item);
    await Promise.all([s.sales, s.colleague, s.stranger].map(agentBarrier));
    for (const other of [s.sales, s.colleague, s.stranger]) expect(heardOf(other, 'new-chat-history')).toEqual([]);

    // The same chat from the calls: in Unattended Chats and the history, and the guest among the contacts.
    const unattended = await api(t.url, 'GET', '/chat/unattended-chats', { token: s.owner.token });
    expect(unattended.body.data.map((row: LooseJson) => row.chatId)).toEqual([item.chatId]);
    expect((await api(t.url, 'GET', `/chat/single-unattended-chat-history/${item.chatId}`, { token: s.coAdmin.token })).body.conversation).toHaveLength(1);
    expect((await api(t.url, 'GET', '/chat/dashboard-history?status=4', { token: s.owner.token })).body.data[0].chatId).toBe(item.chatId);
    const contacts = await api(t.url, 'GET', '/visitor/get-contacts', { token: s.sales.token });
    expect(contacts.body.data.map((row: LooseJson) => row.visitorId)).toContain(guest.hello.visitorId);
  });

  it('reaches the owner and co-admins for an offline message, whose mailed link opens it', async () => {
    const s = await account();
    const notify = `notify-${randomUUID().slice(0, 6)}@example.com`;
    const [widget] = await t.server.ctx.db.select().from(widgets).where(eq(widgets.id, s.widget.id));
    await t.server.ctx.db
      .update(widgets)
      .set({ settings: { ...widget.settings, notificationEmailIds: [notify] } })
      .where(eq(widgets.id, s.widget.id));
    const guest = await connectGuest(t.url, s.widget.pluginId);
    open.push(guest.socket);
    const ownerHears = nextEvent(s.owner.socket, 'new-chat-history');
    const coAdminHears = nextEvent(s.coAdmin.socket, 'new-chat-history');
    expect(await guest.socket.emitWithAck('visitor:offline-message', { name: 'Ann Lee', email: 'ann.lee@example.com', message: 'Please call me' })).toEqual({ ok: true });
    const item = await ownerHears;
    expect(item).toMatchObject({ status: 3, agentId: null, conversation: [{ bodyText: 'Please call me' }], visitorId: { email: 'ann.lee@example.com', firstName: 'Ann Lee' } });
    expect((await coAdminHears).chatId).toBe(item.chatId);
    await Promise.all([s.sales, s.colleague, s.stranger].map(agentBarrier));
    for (const other of [s.sales, s.colleague, s.stranger]) expect(heardOf(other, 'new-chat-history')).toEqual([]);

    const [mail] = await outboxAtLeast(t.dataDir, notify, 1);
    const link = new RegExp(`${t.settings.publicUrl}/chat/offline-message/([0-9a-f-]{36})`).exec(mail.text);
    expect(link?.[1]).toBe(item.chatId);
    const opened = await api(t.url, 'GET', `/chat/single-offline-message/${link![1]}`, { token: s.owner.token });
    expect(opened.body).toMatchObject({ chatId: item.chatId, status: 3 });
    // Another account's owner opening the same link gets the empty result (the access-link message).
    const foreign = await api(t.url, 'GET', `/chat/single-offline-message/${link![1]}`, { token: s.stranger.token });
    expect([foreign.status, foreign.body]).toEqual([200, undefined]);
    expect((await api(t.url, 'GET', '/visitor/get-contacts?search=ann.lee', { token: s.owner.token })).body.data).toHaveLength(1);
  });
});
