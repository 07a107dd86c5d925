import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';
import { serverNodes } from './schema';

/**
 * This process as one of several nodes on a shared PostgreSQL: a row with a random id for this start and
 * a heartbeat. Times come from the database's clock, the one every node shares, so nodes whose clocks
 * disagree still agree on who is alive.
 */
export class ServerNode {
  readonly id = randomUUID();

  constructor(private readonly db: Db) {}

  async register(): Promise<void> {
    await this.db.insert(serverNodes).values({ id: this.id });
  }

  /**
   * Moves the heartbeat on. Answers false when the row had gone, i.e. another node took this one for dead
   * (a long pause) and removed its guests: the row is back, and the caller lists them again.
   */
  async beat(): Promise<boolean> {
    const kept = await this.db.update(serverNodes).set({ heartbeatAt: sql`now()` }).where(eq(serverNodes.id, this.id)).returning({ id: serverNodes.id });
    if (kept.length > 0) return true;
    await this.db
      .insert(serverNodes)
      .values({ id: this.id })
      .onConflictDoUpdate({ target: serverNodes.id, set: { heartbeatAt: sql`now()` } });
    return false;
  }

  async remove(): Promise<void> {
    await this.db.delete(serverNodes).where(eq(serverNodes.id, this.id));
  }
}

/** A node row whose heartbeat is younger than `ms` (by the database's clock). */
export function isAliveNode(ms: number): SQL {
  return sql`${serverNodes.heartbeatAt} > now() - ${ms}::int * interval '1 millisecond'`;
}

/** A node row whose heartbeat is `ms` old or older: the node is dead. */
export function isDeadNode(ms: number): SQL {
  return sql`${serverNodes.heartbeatAt} <= now() - ${ms}::int * interval '1 millisecond'`;
}
