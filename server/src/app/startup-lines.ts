import { existsSync } from 'node:fs';
import { PATTERNS } from 'shared-kernel/validation';
import type { ServerHandle } from './app';
import type { Settings } from '../config/settings';
import { smtpProblem } from '../mail/smtp-mailer';
import { DEMO_ACCOUNTS } from '../seed';
import { hasDemoAccounts } from '../seed';

/** What a start prints: where the console runs, its database, and how to sign in. */
export async function startupLines(settings: Settings, server: Pick<ServerHandle, 'ctx' | 'demoSeeded'>, url: string): Promise<string[]> {
  const database = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
  const lines = [``, `Live chat console running at ${url}`, `  database: ${database}`];
  if (!settings.smtpUrl) lines.push(`  mail outbox: ${settings.dataDir}/outbox/`);
  else {
    // The server serves on without mail; the routes that mail answer 503 with Retry-After meanwhile.
    const problem = await smtpProblem(settings.smtpUrl);
    lines.push(problem ? `  warning: the SMTP server of SMTP_URL does not answer (${problem}); mails will fail until it does` : `  mail: SMTP at ${new URL(settings.smtpUrl).host}`);
  }
  if (settings.remotesJson && !existsSync(settings.remotesJson)) {
    lines.push(`  warning: REMOTES_JSON names ${settings.remotesJson}, which does not exist; /remotes.json serves the built-in map of the remotes served here`);
  }
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
  lines.push('');
  return lines;
}
