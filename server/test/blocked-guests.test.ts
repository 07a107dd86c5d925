/** @jest-environment ./test/support/pglite-environment.cjs */
// Blocked Guests: the list (only guests someone blocked), newest first, and unblocking through block-unblock.
import { eq } from 'drizzle-orm';
import { visitors } from '../src/db/schema';
import { api, startTestServer, type LooseJson, type TestServer } from './support/test-server';
import { historyAccount, insertVisitor } from './support/history-fixtures';
import { isGuestBlocked } from '../src/visitors/blocking';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('GET /guest/get-all-blocked', () => {
  it('lists the blocked guests with their blocker, newest first, and drops them once unblocked', async () => {
    const acc = await historyAccount(t.server, t.url);
    const other = await historyAccount(t.server, t.url);
    const first = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id, contact: false });
    const second = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.blog.id });
    // Blocked without a blocker (older data): not listed.
    const orphan = await insertVisitor(t.server, { clientId: acc.owner.id, widgetId: acc.shop.id });
    await t.server.ctx.db.update(visitors).set({ isBlocked: true, blockedBy: null }).where(eq(visitors.id, orphan.id));
    // Another account's blocked guest.
    const stranger = await insertVisitor(t.server, { clientId: other.owner.id, widgetId: other.shop.id });
    const block = (token: string, visitorId: string) => api(t.url, 'POST', '/guest/block-unblock', { token, body: { visitorId, ipAddress: '10.0.0.1', pluginId: 'x' } });
    expect((await block(acc.owner.token, first.visitorId)).body).toMatchObject({ isBlocked: true, blockedBy: acc.owner.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await block(acc.agentA.token, second.visitorId)).body).toMatchObject({ isBlocked: true, blockedBy: acc.agentA.id });
    await block(other.owner.token, stranger.visitorId);

    const list = await api(t.url, 'GET', '/guest/get-all-blocked', { token: acc.agentB.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        _id: second.id,
        ipAddress: '10.0.0.1',
        visitorId: { _id: second.visitorId, guestId: second.guestId },
        widgetId: { pluginId: acc.blog.pluginId, domain: expect.stringMatching(/^site-.*\.test$/) },
        blockedBy: { email: expect.stringMatching(/^agent-/) },
        created_at: expect.any(String),
      },
      expect.objectContaining({ _id: first.id, blockedBy: { email: expect.stringMatching(/^client-/) } }),
    ]);
    // created_at is when the guest was blocked, 16 characters of it make the shown date.
    expect(Date.now() - Date.parse(list.body[0].created_at)).toBeLessThan(60_000);
    expect(list.body[0].created_at.slice(0, 16)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect((await api(t.url, 'GET', '/guest/get-all-blocked', { token: other.owner.token })).body.map((g: LooseJson) => g._id)).toEqual([stranger.id]);

    // Unblock with the id the list gives.
    expect((await block(acc.owner.token, list.body[0].visitorId._id)).body).toMatchObject({ isBlocked: false, blockedBy: null });
    const after = await api(t.url, 'GET', '/guest/get-all-blocked', { token: acc.owner.token });
    expect(after.body.map((g: LooseJson) => g._id)).toEqual([first.id]);
    const [row] = await t.server.ctx.db.select().from(visitors).where(eq(visitors.id, second.id));
    expect(row).toMatchObject({ isBlocked: false, blockedBy: null, blockedAt: null });
  });

  it('answers an empty list when nobody is blocked', async () => {
    const acc = await historyAccount(t.server, t.url);
    expect((await api(t.url, 'GET', '/guest/get-all-blocked', { token: acc.owner.token })).body).toEqual([]);
  });
});

describe('who a blocked guest blocks', () => {
  it('blocks that guest and the guests of its account at its address, nobody else', async () => {
    const acc = await historyAccount(t.server, t.url);
    const other = await historyAccount(t.server, t.url);
    const guestAt = async (clientId: string, widgetId: string, ipAddress: string) => {
      const guest = await insertVisitor(t.server, { clientId, widgetId });
      await t.server.ctx.db.update(visitors).set({ ipAddress }).where(eq(visitors.id, guest.id));
      return { rowId: guest.id, accountId: clientId, visitorId: guest.visitorId };
    };
    const blocked = await guestAt(acc.owner.id, acc.shop.id, '10.9.0.1');
    const sameAddress = await guestAt(acc.owner.id, acc.blog.id, '10.9.0.1');
    const elsewhere = await guestAt(acc.owner.id, acc.shop.id, '10.9.0.2');
    const noAddress = await guestAt(acc.owner.id, acc.shop.id, '');
    const otherAccount = await guestAt(other.owner.id, other.shop.id, '10.9.0.1');
    const db = t.server.ctx.db;
    // Nobody is blocked yet.
    expect(await Promise.all([blocked, sameAddress, elsewhere, noAddress].map((guest) => isGuestBlocked(db, guest)))).toEqual([false, false, false, false]);

    const answer = await api(t.url, 'POST', '/guest/block-unblock', { token: acc.owner.token, body: { visitorId: blocked.visitorId, ipAddress: '10.9.0.1', pluginId: 'x' } });
    expect(answer.body).toMatchObject({ isBlocked: true });
    const now = await Promise.all([blocked, sameAddress, elsewhere, noAddress, otherAccount].map((guest) => isGuestBlocked(db, guest)));
    expect(now).toEqual([true, true, false, false, false]);
    // A guest whose row is gone counts as blocked.
    expect(await isGuestBlocked(db, { rowId: '00000000-0000-4000-8000-000000000000', accountId: acc.owner.id })).toBe(true);
  });
});
