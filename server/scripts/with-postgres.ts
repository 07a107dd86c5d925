// Runs a command with a throw-away PostgreSQL: `tsx scripts/with-postgres.ts -- <command> [args...]`.
// The command gets TEST_DATABASE_URL (a superuser on a fresh cluster in a temporary folder, on 127.0.0.1 and
// a free port, trusted without a password), and TEST_POSTGRES_DATA and TEST_POSTGRES_BIN (its data folder and
// binaries, for suites that restart or freeze it); the cluster is stopped and removed when the command ends, and the command's exit code is ours.
// Installs nothing: without Debian's postgresql binaries it says so and exits 3.
import { spawn } from 'node:child_process';
import { startLocalPostgres } from './sim/local-postgres';

/** Exit code when PostgreSQL could not be started (the command did not run). */
const NO_POSTGRES = 3;

async function main(): Promise<number> {
  const separator = process.argv.indexOf('--');
  const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (!command) {
    console.error('Usage: tsx scripts/with-postgres.ts -- <command> [args...]');
    return 2;
  }
  let postgres;
  try {
    postgres = await startLocalPostgres({ maxConnections: 300, tcp: true });
  } catch (error) {
    console.error(`PostgreSQL could not be started: ${error instanceof Error ? error.message : String(error)}`);
    return NO_POSTGRES;
  }
  console.log(`PostgreSQL for this run: ${postgres.url}`);
  try {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url, TEST_POSTGRES_DATA: postgres.dataDir, TEST_POSTGRES_BIN: postgres.binDir } });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  } finally {
    await postgres.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
