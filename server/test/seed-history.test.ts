/** @jest-environment ./test/support/pglite-environment.cjs */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';
import { rowsOf } from '../src/db/json-row';
import { chats, users, visitors } from '../src/db/schema';
import { writeFactsWhere } from '../src/reports/report-facts';
import { rollPending } from '../src/reports/report-rollup';
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

/** The reports' facts and rollups of one account, every column, in key order. */
async function reportRows(db: Db, accountId: string) {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query));
  return {
    chatFacts: await rows(sql`select * from report_chat_facts where client_id = ${accountId} order by chat_id`),
    holdFacts: await rows(sql`select * from report_hold_facts where client_id = ${accountId} order by hold_id`),
    cells: await rows(sql`select * from report_cells where client_id = ${accountId} order by span, start, scope`),
    arrivals: await rows(sql`select * from report_arrivals where client_id = ${accountId} order by scope, quarter`),
  };
}

const SEEDED_TABLES = sql`('visitors', 'chats', 'chat_holds', 'chat_messages', 'conversions', 'report_chat_facts', 'report_hold_facts')`;
/** The indexes and constraints of the tables the seed loads in bulk. */
const schemaOf = async (db: Db) => ({
  indexes: rowsOf<{ indexdef: string }>(await db.execute(sql`select indexdef from pg_indexes where tablename in ${SEEDED_TABLES} order by indexname`)),
  constraints: rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid in (select oid from pg_class where relname in ${SEEDED_TABLES}) or confrelid in (select oid from pg_class where relname in ${SEEDED_TABLES})
      order by conname`),
  ),
});

describe('the bulk path of the seed', () => {
  // Both message layouts: every message, and only the two the reports read.
  it.each([
    { fewMessages: false, chats: 1500, contacts: 300 },
    { fewMessages: true, chats: 4000, contacts: 800 },
  ])('writes the facts and rollups the server writes for the same chats (few messages: $fewMessages)', async ({ fewMessages, chats: chatCount, contacts }) => {
    const db = t.server.ctx.db;
    const owner = await createUser(t.server, { role: 'client' });
    const schemaBefore = await schemaOf(db);
    const now = new Date();
    await seedHistory(db, { accountId: owner.id, ownerEmail: owner.email, chats: chatCount, contacts, fewMessages, now });

    // The holds trigger is back on, and the holds are the ones it would have written.
    const [trigger] = rowsOf<{ enabled: string }>(await db.execute(sql`select tgenabled as enabled from pg_trigger where tgname = 'chats_holds_insert'`));
    expect(trigger.enabled).toBe('O');
    const holdsOf = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query));
    const holds = await holdsOf(sql`select chat_id, client_id, agent_id, from_at, until_at from chat_holds where client_id = ${owner.id} order by chat_id`);
    const expectedHolds = await holdsOf(sql`select id as chat_id, client_id, agent_id, accepted_at as from_at, ended_at as until_at from chats
      where client_id = ${owner.id} and agent_id is not null and accepted_at is not null order by id`);
    expect(holds.length).toBeGreaterThan(chatCount / 2);
    expect(holds).toEqual(expectedHolds);
    expect(await schemaOf(db)).toEqual(schemaBefore);
    expect(schemaBefore.constraints.length).toBeGreaterThan(9);

    const seeded = await reportRows(db, owner.id);
    // Enough to compare: ratings, every span, and many scopes.
    expect(seeded.chatFacts).toHaveLength(chatCount + 1);
    expect(seeded.chatFacts.filter((fact) => fact.rating !== null).length).toBeGreaterThan(10);
    expect(new Set(seeded.cells.map((cell) => cell.span))).toEqual(new Set(now.getUTCHours() > 0 ? [1, 24, 96, 384, 1536] : [24, 96, 384, 1536]));
    expect(new Set(seeded.cells.map((cell) => cell.scope)).size).toBeGreaterThan(8);
    expect(seeded.arrivals.length).toBeGreaterThan(chatCount / 2);

    // The server's own path from scratch over the same chats.
    await db.execute(sql`delete from report_cells where client_id = ${owner.id}`);
    await db.execute(sql`delete from report_arrivals where client_id = ${owner.id}`);
    await db.execute(sql`delete from report_hold_facts where client_id = ${owner.id}`);
    await db.execute(sql`delete from report_chat_facts where client_id = ${owner.id}`);
    await writeFactsWhere(db, sql`c.client_id = ${owner.id}`);
    await rollPending(db, 100_000, now);
    const server = await reportRows(db, owner.id);

    expect(seeded.chatFacts).toEqual(server.chatFacts);
    expect(seeded.holdFacts).toEqual(server.holdFacts);
    expect(seeded.cells).toEqual(server.cells);
    expect(seeded.arrivals).toEqual(server.arrivals);
  });
});

