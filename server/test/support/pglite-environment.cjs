// Jest environment for the server's integration tests (select it with the docblock
// `@jest-environment ./test/support/pglite-environment.cjs`). Every test file gets databases of its own,
// so no file sees what another left behind (open chats whose timers a restart resumes, users, limits):
// - in memory: a PGlite of its own (sharedPglite(), made at its first use and closed after the file),
//   loaded from a migrated, empty data folder made once per worker process. PGlite's start-up (about 3 s
//   of WebAssembly compile, initdb and the migrations) is paid once per worker; a copy costs the load of
//   the folder (about 0.7 s on an idle 2-core machine), and only files that use one pay it;
// - with TEST_DATABASE_URL: a PostgreSQL database of its own, made from a migrated template database in
//   setup and dropped with its connections in teardown; the file's TEST_DATABASE_URL names it.
// It runs in Node proper, outside jest's module sandbox: PGlite's CommonJS build uses dynamic import(),
// which the sandbox refuses without --experimental-vm-modules, and Node's module cache (with PGlite's
// compiled WebAssembly and the migrated folder) outlives each test file.
'use strict';
const { createHash, randomUUID } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

// The extensions the server's embedded database loads (src/db/pglite-worker.mjs).
const options = { extensions: { pg_trgm } };
// The server's migrations (src/db/database.ts applies the same folder at every start).
const MIGRATIONS = path.resolve(__dirname, '..', '..', 'drizzle');

/** The migrated, empty PGlite data folder (a tarball) of this worker process, once made. */
let pgliteFolder = null;

async function migratedPgliteFolder() {
  const { drizzle } = require('drizzle-orm/pglite');
  const { migrate } = require('drizzle-orm/pglite/migrator');
  const pg = new PGlite(options);
  try {
    await migrate(drizzle({ client: pg }), { migrationsFolder: MIGRATIONS });
    // Written out in full, so a copy starts without replaying anything.
    await pg.exec('CHECKPOINT');
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

/** Named after the migrations it holds: a run on the same server with other migrations makes another. */
function templateName() {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS, name);
    try {
      hash.update(name).update(readFileSync(file));
    } catch {
      // a folder
    }
  }
  return `test_template_${hash.digest('hex').slice(0, 12)}`;
}

const withDatabase = (url, name) => {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
};

/** The migrated template database beside TEST_DATABASE_URL's, made once (by one worker at a time). */
let postgresTemplate = null;

async function migratedPostgresTemplate(baseUrl) {
  const { Client } = require('pg');
  const { drizzle } = require('drizzle-orm/node-postgres');
  const { migrate } = require('drizzle-orm/node-postgres/migrator');
  const name = templateName();
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // Workers starting together take turns; the first makes it, the others find it.
    await admin.query('SELECT pg_advisory_lock(7413300014)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      // Migrated under another name and renamed once whole: a run that broke off leaves no half template.
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const client = new Client({ connectionString: withDatabase(baseUrl, building) });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.end();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7413300014)').catch(() => undefined);
    await admin.end();
  }
}

/** A migrated database of its own beside TEST_DATABASE_URL's; drop() removes it, connections and all. */
async function ownPostgresDatabase(baseUrl) {
  const { Client } = require('pg');
  if (!postgresTemplate) postgresTemplate = migratedPostgresTemplate(baseUrl).catch((error) => {
    postgresTemplate = null;
    throw error;
  });
  const template = await postgresTemplate;
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(baseUrl, name),
    async drop() {
      const dropper = new Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

class PgliteEnvironment extends TestEnvironment {
  /** The PGlites this file opened (closed after it unless it closed them). */
  opened = [];
  /** The file's PostgreSQL database, with TEST_DATABASE_URL. */
  postgres = null;

  async setup() {
    await super.setup();
    if (!pgliteFolder) pgliteFolder = migratedPgliteFolder().catch((error) => {
      pgliteFolder = null;
      throw error;
    });
    const folder = await pgliteFolder;
    const open = () => {
      const pg = new PGlite({ ...options, loadDataDir: folder });
      this.opened.push(pg);
      return pg;
    };
    let own = null;
    this.global.sharedPglite = () => (own ??= open());
    this.global.newPglite = open;

    const baseUrl = process.env.TEST_DATABASE_URL;
    if (baseUrl) {
      this.postgres = await ownPostgresDatabase(baseUrl);
      this.global.process.env.TEST_DATABASE_URL = this.postgres.url;
    }
  }

  async teardown() {
    for (const pg of this.opened.splice(0)) {
      if (!pg.closed) await pg.close().catch(() => undefined);
    }
    try {
      await this.postgres?.drop();
    } catch (error) {
      console.error(`The test file's PostgreSQL database could not be dropped: ${error.message}`);
    }
    await super.teardown();
  }
}

module.exports = PgliteEnvironment;
