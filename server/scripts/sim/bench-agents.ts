// Extra agents of the demo account for the benchmarks, made the way the demo seed makes its agent:
// active, role 'agent', in the account's 'Sales' department, with a hashed password.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/database';
import { departmentMembers, departments, users, USER_STATUS } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-seed';

export const BENCH_AGENT_PASSWORD = 'Bench#Agent1';
export const benchAgentEmail = (n: number) => `bench-agent-${n}@example.com`;

export async function createBenchAgents(db: Db, count: number): Promise<Array<{ email: string; password: string }>> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email)).limit(1);
  if (!owner) throw new Error('the demo account is missing (was the database seeded?)');
  const existing = await db.select({ email: users.email }).from(users).where(and(eq(users.clientId, owner.id), like(users.email, 'bench-agent-%')));
  const [sales] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.clientId, owner.id), eq(departments.title, 'Sales')))
    .limit(1);
  // One hash for all: scrypt is slow on purpose and every bench agent has the same password.
  const passwordHash = await hashPassword(BENCH_AGENT_PASSWORD);
  const taken = new Set(existing.map((row) => row.email));
  const wanted = Array.from({ length: count }, (_, i) => benchAgentEmail(i + 1));
  const rows = wanted
    .filter((email) => !taken.has(email))
    .map((email) => ({
      id: randomUUID(),
      email,
      passwordHash,
      fullName: `Bench Agent ${email.replace(/\D/g, '')}`,
      role: 'agent' as const,
      clientId: owner.id,
      status: USER_STATUS.active,
    }));
  if (rows.length) {
    await db.transaction(async (tx) => {
      await tx.insert(users).values(rows);
      if (sales) await tx.insert(departmentMembers).values(rows.map((row) => ({ departmentId: sales.id, userId: row.id })));
    });
  }
  return wanted.map((email) => ({ email, password: BENCH_AGENT_PASSWORD }));
}
