import pg from 'pg';
import { ClientHearingErrors } from '../db/broadcast-connections';
import type { JobLog } from './job-queue';

/**
 * pg-boss's connections, owned here rather than by pg-boss. Its own pool, once ended, leaves a query still
 * waiting for a connection unanswered for ever, and the worker that sent it never stops polling. Here the
 * pool ends only when every query sent has been answered; one sent after that is refused.
 */
export class JobDatabase {
  private readonly pool: pg.Pool;
  private inFlight = 0;
  private closing = false;
  private drained: (() => void) | null = null;

  constructor(options: pg.PoolConfig, log: JobLog) {
    this.pool = new pg.Pool({ ...options, Client: ClientHearingErrors });
    // PostgreSQL ending an idle connection is reported here; unheard, the pool's 'error' event would end the process.
    this.pool.on('error', (error) => log.error({ err: error }, 'job queue connection lost'));
  }

  async executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.closing) throw new Error('the job queue has stopped');
    this.inFlight += 1;
    try {
      return await this.pool.query(text, values);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.drained?.();
    }
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    await this.pool.end();
  }
}
