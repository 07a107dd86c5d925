import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth';
import type { Db } from '../db/database';
import { departmentMembers, departments, users, USER_STATUS, widgets } from '../db/schema';
import { defaultWidgetSettings } from 'shared-kernel/contracts';

/** The demo sign-ins (plan: demo seed), printed at start. */
export const DEMO_ACCOUNTS = [
  { label: 'Owner', email: 'owner@example.com', password: 'Owner#Demo1' },
  { label: 'Agent', email: 'agent@example.com', password: 'Agent#Demo1' },
  { label: 'Agent', email: 'support@example.com', password: 'Support#Demo1' },
] as const;

/**
 * An owner, an agent in 'Sales', an agent in 'Support' and one widget bound to 'Sales', so the demo
 * shows both sides of departments: the Support agent neither sees the widget's guests nor takes their chats.
 */
export async function seedDemo(db: Db, options: { widgetDomain: string }): Promise<void> {
  const [owner, agent, support] = DEMO_ACCOUNTS;
  const ownerId = randomUUID();
  const agentId = randomUUID();
  const supportAgentId = randomUUID();
  const salesId = randomUUID();
  const supportId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: ownerId,
      email: owner.email,
      passwordHash: await hashPassword(owner.password),
      fullName: 'Demo Owner',
      role: 'client',
      status: USER_STATUS.active,
      website: `http://${options.widgetDomain}`,
    });
    await tx.insert(users).values({
      id: agentId,
      email: agent.email,
      passwordHash: await hashPassword(agent.password),
      fullName: 'Demo Agent',
      role: 'agent',
      clientId: ownerId,
      status: USER_STATUS.active,
    });
    await tx.insert(users).values({
      id: supportAgentId,
      email: support.email,
      passwordHash: await hashPassword(support.password),
      fullName: 'Demo Support',
      role: 'agent',
      clientId: ownerId,
      status: USER_STATUS.active,
    });
    await tx.insert(departments).values([
      { id: salesId, clientId: ownerId, title: 'Sales' },
      { id: supportId, clientId: ownerId, title: 'Support' },
    ]);
    await tx.insert(departmentMembers).values([
      { departmentId: salesId, userId: agentId },
      { departmentId: supportId, userId: supportAgentId },
    ]);
    await tx.insert(widgets).values({
      id: randomUUID(),
      pluginId: randomUUID(),
      clientId: ownerId,
      widgetName: 'Demo Site',
      domain: options.widgetDomain,
      settings: { ...defaultWidgetSettings(owner.email), department: [{ ids: [salesId], names: ['Sales'] }] },
    });
  });
}
