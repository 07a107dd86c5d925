import type { QueryResult } from 'pg';
import { DrainingPool, POOL_CLOSING, type DrainablePool } from '../draining-pool';

/** A pool whose queries wait until the test answers them, and which records when it ended. */
function fakePool() {
  const waiting: Array<(result: QueryResult) => void> = [];
  const events: string[] = [];
  const pool = {
    query: (text: string) =>
      new Promise<QueryResult>((resolve) => {
        events.push(`query ${text}`);
        waiting.push(resolve);
      }),
    end: async () => {
      events.push('end');
    },
  } as unknown as DrainablePool;
  const answer = (rows: unknown[] = []) => waiting.shift()!({ rows, rowCount: rows.length } as QueryResult);
  return { pool, events, answer, waiting };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DrainingPool', () => {
  it('ends its pool at once when no query is in flight, and only once', async () => {
    const fake = fakePool();
    const draining = new DrainingPool(fake.pool);
    expect(draining.closing).toBe(false);
    await Promise.all([draining.end(), draining.end()]);
    expect(draining.closing).toBe(true);
    expect(fake.events).toEqual(['end']);
  });

  it('answers the queries in flight before it ends the pool, and refuses those sent while closing', async () => {
    const fake = fakePool();
    const draining = new DrainingPool(fake.pool);
    const first = draining.query('select 1');
    const second = draining.query('select 2');
    const ended = draining.end();
    expect(draining.closing).toBe(true);
    await expect(draining.query('select 3')).rejects.toThrow(POOL_CLOSING);
    await tick();
    expect(fake.events).toEqual(['query select 1', 'query select 2']);
    fake.answer([{ n: 1 }]);
    expect((await first).rows).toEqual([{ n: 1 }]);
    await tick();
    expect(fake.events).not.toContain('end');
    fake.answer([{ n: 2 }]);
    expect((await second).rows).toEqual([{ n: 2 }]);
    await ended;
    expect(fake.events).toEqual(['query select 1', 'query select 2', 'end']);
  });

  it('counts a failed query as answered', async () => {
    const events: string[] = [];
    let fail: (error: Error) => void = () => undefined;
    const pool = {
      query: () => new Promise((_resolve, reject) => (fail = reject)),
      end: async () => void events.push('end'),
    } as unknown as DrainablePool;
    const draining = new DrainingPool(pool);
    const failing = draining.query('select broken');
    const ended = draining.end();
    await tick();
    expect(events).toEqual([]);
    fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await ended;
    expect(events).toEqual(['end']);
  });
});
