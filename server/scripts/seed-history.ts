// `pnpm --filter server seed:history -- --chats 100000 --contacts 20000 [--email owner@example.com] [--data-dir DIR]`:
// fills an account of the embedded database (or DATABASE_URL) with realistic history, for the benchmark
// and for demos. Run it while the server is stopped: the embedded database serves one process.
// It refuses an account that was seeded already (a second run would only double the data).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadSettings } from '../src/config/settings';
import { openDatabase } from '../src/db/database';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { seedDatabase } from '../src/seed/seed';
import { numberFlag, usageError, parsedOrUsage, scriptArgs } from './sim/cli';
import { seedHistory, seededAlready, type HistorySeedResult } from './history/seed-history-data';

const USAGE = `pnpm --filter server seed:history -- [--chats 100000] [--contacts 20000] [--email ${DEMO_ACCOUNTS[0].email} (an account owner)]
  [--few-messages (only the messages the reports read: two per answered chat)]
  [--data-dir DIR (the server's DATA_DIR; default as npm start: DATA_DIR or .data)]`;

/** Where the seed writes what it made (ids for the benchmark), beside the database. */
export function seedInfoFile(dataDir: string): string {
  return path.join(dataDir, 'history-seed.json');
}

export async function runSeed(argv: string[]): Promise<HistorySeedResult | null> {
  const { values } = parsedOrUsage(
    () =>
      parseArgs({
        args: scriptArgs(USAGE, argv),
        options: {
          chats: { type: 'string', default: '100000' },
          contacts: { type: 'string', default: '20000' },
          email: { type: 'string', default: DEMO_ACCOUNTS[0].email },
          'data-dir': { type: 'string' },
          'few-messages': { type: 'boolean', default: false },
          help: { type: 'boolean', default: false },
        },
      }),
    USAGE,
  );  const chats = numberFlag('chats', values.chats, USAGE, { integer: true });
  const contacts = numberFlag('contacts', values.contacts, USAGE, { integer: true });
  const env = { ...process.env, ...(values['data-dir'] ? { DATA_DIR: path.resolve(process.env.INIT_CWD || process.cwd(), values['data-dir']) } : {}) };
  const settings = loadSettings(env, process.env.INIT_CWD || process.cwd());
  const database = await openDatabase(settings);
  try {
    await database.migrate();
    // An empty database gets the demo accounts first, as npm start would.
    await seedDatabase(database, settings);
    const [owner] = await database.db.select().from(users).where(eq(users.email, values.email.toLowerCase())).limit(1);
    if (!owner || owner.role !== 'client') usageError(`No account owner with the e-mail ${values.email}`, USAGE);
    if (await seededAlready(database.db, owner.id)) {
      const info = existsSync(seedInfoFile(settings.dataDir)) ? ` (see ${seedInfoFile(settings.dataDir)})` : '';
      console.log(`The account of ${owner.email} holds seeded history already; nothing added${info}.`);
      return null;
    }
    console.log(`Seeding ${chats} chats and ${contacts} contacts into the account of ${owner.email} (${database.kind}, ${settings.databaseUrl ?? settings.dataDir})`);
    const started = performance.now();
    const fewMessages = values['few-messages'];
    const result = await seedHistory(database.db, { accountId: owner.id, ownerEmail: owner.email, chats, contacts, fewMessages, log: (line) => console.log(line) }).catch(
      (error: unknown) => {
        // One transaction: the failed seed wrote nothing, so a rerun starts clean.
        throw new SeedFailure(`Seeding failed and was rolled back (nothing was written): ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`The chat with 2,000 messages: ${result.longChatId}`);
    console.log(`A contact far down the list: ${result.deepContact.email} (search '${result.deepContact.search}')`);
    writeFileSync(seedInfoFile(settings.dataDir), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await database.close();
  }
}

/** A failure the user can act on: printed as one line, without a stack trace. */
class SeedFailure extends Error {}

if (require.main === module) {
  runSeed(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof SeedFailure) console.error(error.message);
    else console.error(`Seeding could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
