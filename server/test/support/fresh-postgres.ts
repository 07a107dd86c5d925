import { randomUUID } from 'node:crypto';
import postgres from 'postgres';

export interface FreshDatabase {
  /** TEST_DATABASE_URL with the new database's name in place of its own. */
  url: string;
  drop(): Promise<void>;
}

/**
 * An empty database beside TEST_DATABASE_URL's (its user needs CREATEDB), for what must start from
 * nothing: the migrations, the demo seed, pg-boss's own schema. drop() removes it, connections and all.
 */
export async function freshDatabase(baseUrl: string): Promise<FreshDatabase> {
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Resolves once `check` holds, polling (fails after `ms`). */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
