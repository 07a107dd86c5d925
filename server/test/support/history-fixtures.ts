import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ServerHandle } from '../../src/app/app';
import { chatMessages, chats, conversions, visitors, widgets } from '../../src/db/schema';
import { createUser, signIn } from './test-server';
import { createWidget } from './visitor-helpers';

let nextGuest = 1;

/** A guest row of an account's widget (a contact unless told otherwise). */
export async function insertVisitor(
  server: ServerHandle,
  input: { clientId: string; widgetId: string; contact?: boolean; lastSeen?: Date } & Partial<Pick<typeof visitors.$inferInsert, 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'country'>>,
) {
  const id = randomUUID();
  const [row] = await server.ctx.db
    .insert(visitors)
    .values({
      id,
      visitorId: `lc_visitor_${id}`,
      clientId: input.clientId,
      widgetId: input.widgetId,
      // Far above what the guest counter hands out in the same database.
      guestId: 900_000 + nextGuest++,
      ipAddress: '10.0.0.1',
      browser: 'Firefox',
      operatingSystem: 'Linux',
      viewing: ['https://site.test/pricing?x=1'],
      country: input.country ?? 'Germany',
      city: 'Berlin',
      region: 'Berlin',
      flag: 'DE',
      email: input.email ?? '',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      phoneNumber: input.phoneNumber ?? '',
      lastSeen: input.lastSeen ?? new Date(),
      contactSince: input.contact === false ? null : new Date(),
    })
    .returning();
  return row;
}

/** A chat of a guest: ended with `status` (or `state` other than ended), `messages` alternating guest/agent. */
export async function insertChat(
  server: ServerHandle,
  input: {
    visitor: typeof visitors.$inferSelect;
    widgetId?: string;
    status?: number;
    state?: 'pending' | 'active' | 'ended';
    agent?: { id: string; name: string } | null;
    endedAt?: Date;
    /** When the chat arrived; ten minutes before its end unless given. */
    createdAt?: Date;
    messages?: number;
    conversion?: { status: number; uploaded: boolean };
  },
): Promise<string> {
  const id = randomUUID();
  const endedAt = input.endedAt ?? new Date();
  const state = input.state ?? 'ended';
  const count = input.messages ?? 2;
  const createdAt = input.createdAt ?? new Date(endedAt.getTime() - 10 * 60 * 1000);
  await server.ctx.db.insert(chats).values({
    id,
    clientId: input.visitor.clientId,
    widgetId: input.widgetId ?? input.visitor.widgetId,
    visitorRowId: input.visitor.id,
    visitorId: input.visitor.visitorId,
    guestId: input.visitor.guestId,
    state,
    status: state === 'ended' ? (input.status ?? 5) : null,
    agentId: input.agent?.id ?? null,
    agentName: input.agent?.name ?? null,
    lastSeq: count,
    createdAt,
    updatedAt: endedAt,
    endedAt: state === 'ended' ? endedAt : null,
  });
  if (count > 0) {
    await server.ctx.db.insert(chatMessages).values(
      Array.from({ length: count }, (_, index) => {
        const guest = index % 2 === 0 || !input.agent;
        return {
          id: randomUUID(),
          chatId: id,
          seq: index + 1,
          direction: guest ? ('inbound' as const) : ('outbound' as const),
          bodyText: `${guest ? 'guest' : 'agent'} line ${index + 1}`,
          agentId: guest ? null : input.agent!.id,
          agentName: guest ? null : input.agent!.name,
          createdAt: new Date(createdAt.getTime() + (index + 1) * 1000),
        };
      }),
    );
  }
  if (input.conversion) {
    await server.ctx.db.insert(conversions).values({
      id: randomUUID(),
      clientId: input.visitor.clientId,
      chatId: id,
      widgetId: input.widgetId ?? input.visitor.widgetId,
      visitorId: input.visitor.visitorId,
      guestId: input.visitor.guestId,
      status: input.conversion.status,
      analyticsUploaded: input.conversion.uploaded,
    });
  }
  return id;
}

export async function softDeleteWidget(server: ServerHandle, widgetId: string): Promise<void> {
  await server.ctx.db.update(widgets).set({ deletedAt: sql`now()` }).where(eq(widgets.id, widgetId));
}

/** An account with an owner, a co-admin, two agents and a manager (all signed in) and two widgets. */
export async function historyAccount(server: ServerHandle, url: string) {
  const owner = await createUser(server, { role: 'client', fullName: 'Owner One' });
  const member = async (role: 'co_client' | 'agent' | 'manager', fullName: string) => {
    const user = await createUser(server, { role, clientId: owner.id, fullName });
    return { id: user.id, name: fullName, token: (await signIn(url, user.email)).accessToken };
  };
  const coAdmin = await member('co_client', 'Co Admin');
  const agentA = await member('agent', 'Agent Alice');
  const agentB = await member('agent', 'Agent Bob');
  const manager = await member('manager', 'Manager Max');
  const shop = await createWidget(server, owner.id);
  const blog = await createWidget(server, owner.id);
  return { owner: { id: owner.id, token: (await signIn(url, owner.email)).accessToken }, coAdmin, agentA, agentB, manager, shop, blog };
}
