import type { JobLog } from '../src/jobs/job-queue';
import { JobDatabase } from '../src/jobs/job-database';
import { describeIfPostgres } from './support/postgres-suite';

// Runs only with TEST_DATABASE_URL (the job queue's connections exist on PostgreSQL only).
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = describeIfPostgres(url);
const log = { debug: () => undefined, warn: () => undefined, error: () => undefined } as unknown as JobLog;

describeWithPostgres("the job queue's connections", () => {
  it('answer every query still waiting for a connection before closing, and refuse any sent after', async () => {
    const database = new JobDatabase({ connectionString: url, max: 1 }, log);
    // One connection: four of the five wait in the pool's queue when close() is called.
    const queries = [1, 2, 3, 4, 5].map((n) => database.executeSql('SELECT $1::int AS n, pg_sleep(0.05)', [n]));
    await database.close();
    const answers = await Promise.all(queries);
    expect(answers.map((answer) => answer.rows[0].n)).toEqual([1, 2, 3, 4, 5]);
    await expect(database.executeSql('SELECT 1')).rejects.toThrow('the job queue has stopped');
  });
});
