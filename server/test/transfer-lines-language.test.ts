/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: the lines a transfer tells the guest are stored in the language their widget speaks at that
// moment (English when it never said: teamwork.test.ts).
import { eq } from 'drizzle-orm';
import { chats, departments, visitors } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { heldChat } from './support/teamwork-scene';
import { api, type LooseJson } from './support/test-server';
import { createDepartment } from './support/visitor-helpers';

const fx = socketFixture();
const post = (token: string, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token, body });
const holderOf = async (chatId: string) => (await fx.t.server.ctx.db.select().from(chats).where(eq(chats.id, chatId)))[0];

describe("the guest's transfer lines", () => {
  it("are written in the language the guest's widget speaks at the time", async () => {
    const s = await heldChat(fx);
    const { db } = fx.t.server.ctx;
    const linesOf = async () => {
      const sync = await s.visitor.socket.emitWithAck('visitor:sync', { chatId: s.chatId, afterSeq: 0 });
      return (sync.messages as LooseJson[]).map((m) => String(m.bodyText)).filter((text) => text.startsWith('[system]'));
    };
    // A German widget: the agent line is German, with the agent's name as stored.
    await db.update(visitors).set({ language: 'de' }).where(eq(visitors.visitorId, s.visitorId));
    expect((await post(s.sales.token, '/chat/transfer', { chatId: s.chatId, agentId: s.colleague.id })).status).toBe(200);
    const colleagueName = (await holderOf(s.chatId)).agentName ?? '';
    expect(colleagueName).not.toBe('');
    expect(await linesOf()).toEqual([`[system]Sie chatten jetzt mit ${colleagueName}`]);
    // Then Arabic: the next line follows the language stored at the time, the department's name as typed.
    await db.update(visitors).set({ language: 'ar' }).where(eq(visitors.visitorId, s.visitorId));
    const billing = await createDepartment(fx.t.server, s.owner.id, [s.support.id]);
    const [{ title }] = await db.select({ title: departments.title }).from(departments).where(eq(departments.id, billing));
    expect((await post(s.colleague.token, '/chat/transfer', { chatId: s.chatId, departmentId: billing })).status).toBe(200);
    expect((await linesOf()).slice(1)).toEqual([`[system]تم تحويل محادثتك إلى فريق ${title} لدينا`]);
  });
});

