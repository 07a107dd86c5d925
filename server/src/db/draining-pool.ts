import type { Pool, QueryResult } from 'pg';

/** The pool a DrainingPool wraps: its queries and its end (a node-postgres Pool). */
export type DrainablePool = Pick<Pool, 'query' | 'end'>;

export const POOL_CLOSING = 'the pool is closing';

/**
 * A pool that drains before it ends. node-postgres' Pool, once ended, never answers a query still waiting
 * for a connection (it fails seconds later, or its sender waits for ever), so end() here first waits for
 * every query sent through it to be answered; a query sent once end() began is refused (POOL_CLOSING),
 * and `closing` lets an owner answer it otherwise.
 */
export class DrainingPool {
  private inFlight = 0;
  private ending = false;
  private drained: (() => void) | null = null;

  constructor(readonly pool: DrainablePool) {}

  /** True once end() began: queries are refused from then on. */
  get closing(): boolean {
    return this.ending;
  }

  async query(text: string, values?: unknown[]): Promise<QueryResult> {
    if (this.ending) throw new Error(POOL_CLOSING);
    this.inFlight += 1;
    try {
      return await this.pool.query(text, values);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.drained?.();
    }
  }

  /** Refuses new queries, waits for those in flight, then ends the pool (once; a second call returns at once). */
  async end(): Promise<void> {
    if (this.ending) return;
    this.ending = true;
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    await this.pool.end();
  }
}
