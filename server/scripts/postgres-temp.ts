// `pnpm postgres:temp`: a throw-away PostgreSQL for trying `start:cluster` (or any DATABASE_URL) on one
// machine. Debian's postgresql binaries, a fresh cluster in a temporary folder on 127.0.0.1 and a free
// port; it prints its DATABASE_URL and stays up until Ctrl+C, then stops and removes the folder.
// Installs nothing: without the binaries it says what to install.
import { parsedOrUsage, scriptArgs } from './sim/cli';
import { startLocalPostgres } from './sim/local-postgres';
import { parseArgs } from 'node:util';

const USAGE = `pnpm postgres:temp [--max-connections 300]
Starts a throw-away PostgreSQL (Debian's postgresql package), prints its DATABASE_URL and keeps it up until
Ctrl+C; everything it stored is removed then. In another terminal:
  DATABASE_URL=<the printed URL> pnpm start:cluster --nodes 3`;

async function main(): Promise<number> {
  const { values } = parsedOrUsage(
    () => parseArgs({ args: scriptArgs(USAGE), options: { 'max-connections': { type: 'string', default: '300' } } }),
    USAGE,
  );
  const maxConnections = Number(values['max-connections']);
  if (!Number.isInteger(maxConnections) || maxConnections < 10) {
    console.error(`--max-connections must be a whole number of at least 10 (got ${values['max-connections']})\n\n${USAGE}`);
    return 2;
  }
  let postgres;
  try {
    postgres = await startLocalPostgres({ maxConnections, tcp: true });
  } catch (error) {
    console.error(`PostgreSQL could not be started: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
  console.log(`A throw-away PostgreSQL is up (data in ${postgres.dataDir}, removed when it stops).`);
  console.log(`DATABASE_URL=${postgres.url}`);
  console.log(`Try: DATABASE_URL=${postgres.url} pnpm start:cluster --nodes 3`);
  console.log('Ctrl+C stops it.');
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  console.log(`${signal}: stopping PostgreSQL and removing its folder`);
  await postgres.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`postgres:temp failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
