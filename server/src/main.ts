import { PATTERNS } from 'shared-kernel/validation';
import { createServer } from './app';
import { loadSettings } from './config/settings';
import { DEMO_ACCOUNTS } from './seed/demo-seed';
import { hasDemoAccounts } from './seed/seed';

// `npm start`: settings from the environment, migrate, seed, listen, say where and how to sign in.
async function main(): Promise<void> {
  const settings = loadSettings();
  const server = await createServer(settings);
  const url = await server.listen(settings.port, settings.host);
  const database = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
  const lines = [``, `Live chat console running at ${url}`, `  database: ${database}`];
  if (!settings.smtpUrl) lines.push(`  mail outbox: ${settings.dataDir}/outbox/`);
  if (settings.seedDemo && (await hasDemoAccounts(server.ctx.db))) {
    lines.push(`  demo sign-ins${server.demoSeeded ? ' (just created)' : ''}:`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.label.padEnd(6)} ${account.email} / ${account.password}`);
  }
  if (settings.superAdmin) {
    lines.push(`  super admin: ${settings.superAdmin.email}`);
    // Sign-in validates passwords with the shared strength rule, so a weaker one could never be used.
    if (!PATTERNS.password.test(settings.superAdmin.password)) {
      lines.push('  warning: SUPER_ADMIN_PASSWORD does not meet the password rule (8+ characters with upper and lower case, a digit and a special character); sign-in will refuse it.');
    }
  }
  console.log(lines.join('\n') + '\n');

  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
