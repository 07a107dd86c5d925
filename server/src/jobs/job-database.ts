import pg from 'pg';
import { ClientHearingErrors } from '../db/broadcast-connections';
import { DrainingPool } from '../db/draining-pool';
import type { JobLog } from './job-queue';

/**
 * pg-boss's connections, owned here rather than by pg-boss. Its own pool, once ended, leaves a query still
 * waiting for a connection unanswered for ever, and the worker that sent it never stops polling. Here the
 * pool ends only when every query sent has been answered; one sent after that is refused.
 */
export class JobDatabase {
  private readonly pool: DrainingPool;

  constructor(options: pg.PoolConfig, log: JobLog) {
    const pool = new pg.Pool({ ...options, Client: ClientHearingErrors });
    // PostgreSQL ending an idle connection is reported here; unheard, the pool's 'error' event would end the process.
    pool.on('error', (error) => log.error({ err: error }, 'job queue connection lost'));
    this.pool = new DrainingPool(pool);
  }

  async executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.pool.closing) throw new Error('the job queue has stopped');
    return this.pool.query(text, values);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
