// The teamwork suites' scene: an account whose Sales agent holds a guest's chat, with colleagues around it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { departmentMembers } from '../../src/db/schema';
import type { SocketFixture } from './socket-fixture';
import { api, nextEvent } from './test-server';
import { salesAccount } from './visitor-helpers';

/** An owner, two Sales agents (one holds the guest's chat), a Support agent, a manager, and the guest. */
export async function heldChat(fx: SocketFixture) {
  const { agent, guest } = fx;
  const base = await salesAccount(fx.t.server, agent);
  const [salesDept] = await fx.t.server.ctx.db.select().from(departmentMembers).where(eq(departmentMembers.userId, base.sales.id));
  const colleague = await agent({ clientId: base.owner.id });
  const manager = await agent({ clientId: base.owner.id, role: 'manager' });
  await fx.t.server.ctx.db.insert(departmentMembers).values([
    { departmentId: salesDept.departmentId, userId: colleague.id },
    { departmentId: salesDept.departmentId, userId: manager.id },
  ]);
  fx.t.server.ctx.audience.forget(base.owner.id);
  const visitor = await guest(base.widget.pluginId);
  const visitorId: string = visitor.hello.visitorId;
  const initialized = nextEvent(base.sales.socket, 'chat-initialized');
  await visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'I have a billing question' });
  const { chatId } = await initialized;
  expect((await api(fx.t.url, 'POST', '/visitor/accept-chat', { token: base.sales.token, body: { visitorId } })).status).toBe(200);
  return { ...base, colleague, manager, visitor, visitorId, chatId: chatId as string, salesDept: salesDept.departmentId };
}
