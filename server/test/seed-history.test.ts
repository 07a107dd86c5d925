/** @jest-environment ./test/support/pglite-environment.cjs */
import { and, eq, like, sql } from 'drizzle-orm';
import { chats, users, visitors } from '../src/db/schema';
import { seedHistory, seededAlready } from '../scripts/history/seed-history-data';
import { insertChat, insertVisitor } from './support/history-fixtures';
import { createWidget } from './support/visitor-helpers';
import { createUser, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('seeding history', () => {
  it('seeds an account that holds an open chat (as after the demo) and leaves that guest alone', async () => {
    const owner = await createUser(t.server, { role: 'client' });
    const widget = await createWidget(t.server, owner.id);
    const lastSeen = new Date(Date.now() - 60_000);
    const guest = await insertVisitor(t.server, { clientId: owner.id, widgetId: widget.id, lastSeen });
    const openChat = await insertChat(t.server, { visitor: guest, state: 'pending', messages: 1 });

    const result = await seedHistory(t.server.ctx.db, { accountId: owner.id, ownerEmail: owner.email, chats: 60, contacts: 20 });

    expect(result.longChatId).toEqual(expect.any(String));
    expect(await seededAlready(t.server.ctx.db, owner.id)).toBe(true);
    const [count] = await t.server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(chats).where(eq(chats.clientId, owner.id));
    expect(count.n).toBe(60 + 1 + 1); // the seeded chats, the 2,000-message chat and the open one
    const [kept] = await t.server.ctx.db.select().from(visitors).where(eq(visitors.id, guest.id));
    expect(kept.lastSeen.getTime()).toBe(lastSeen.getTime());
    const [stillOpen] = await t.server.ctx.db.select().from(chats).where(and(eq(chats.id, openChat), eq(chats.state, 'pending')));
    expect(stillOpen).toBeDefined();
  });

  it('writes nothing when a statement fails half-way', async () => {
    const owner = await createUser(t.server, { role: 'client' });
    // The sixth seeded agent's e-mail is taken: widgets and five agents are in before it fails.
    await createUser(t.server, { role: 'agent', clientId: owner.id, email: `history-agent-6-${owner.id.slice(0, 8)}@example.com` });
    await expect(seedHistory(t.server.ctx.db, { accountId: owner.id, ownerEmail: owner.email, chats: 5, contacts: 2 })).rejects.toThrow();
    expect(await seededAlready(t.server.ctx.db, owner.id)).toBe(false);
    const seededAgents = await t.server.ctx.db.select().from(users).where(and(eq(users.clientId, owner.id), like(users.email, 'history-agent-%')));
    expect(seededAgents).toHaveLength(1); // only the one made above
  });
});
