// Faults of a throw-away PostgreSQL (sim/local-postgres.ts, started by `pnpm chaos` or by with-postgres.ts for
// the tests): a fast restart with pg_ctl, a freeze of its processes. Runs as the server's user when we are root.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { asServerUser } from '../sim/local-postgres';

const run = promisify(execFile);

export interface PostgresFaults {
  /** `pg_ctl restart -m fast`; resolves with the moment it answers `select 1` again (Date.now()). */
  restart(): Promise<number>;
  /** SIGSTOP of the postmaster and every backend for `ms`, then SIGCONT; resolves once thawed. */
  freeze(ms: number): Promise<void>;
  /** SIGCONT now to what a freeze in progress stopped (a run cut short: a frozen server could not shut down). */
  thaw(): void;
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The process that started `pid` when it is runuser (we were root): it stops itself while its child is stopped. */
function runuserParentOf(pid: number): number[] {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return readFileSync(`/proc/${parent}/comm`, 'utf8').trim() === 'runuser' ? [parent] : [];
  } catch {
    return [];
  }
}

/** The postmaster's children (its backends and helpers), read from /proc. */
function childrenOf(parent: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The server at `url` whose data folder and binaries are `dataDir` and `binDir` (LocalPostgres gives both). */
export function postgresFaults({ url, dataDir, binDir }: { url: string; dataDir: string; binDir: string }): PostgresFaults {
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen.splice(0)) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Ended meanwhile.
      }
    }
  };
  return {
    async restart() {
      // -l: the new postmaster must not hold our pipes open; its options are the recorded ones (postmaster.opts).
      const [command, args] = asServerUser(path.join(binDir, 'pg_ctl'), ['restart', '-m', 'fast', '-w', '-D', dataDir, '-l', path.join(dataDir, 'restart.log')]);
      await run(command, args);
      while (!(await answers(url))) await new Promise((resolve) => setTimeout(resolve, 20));
      return Date.now();
    },
    async freeze(ms) {
      const postmaster = postmasterPid(dataDir);
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      // Thawed with the rest, or it would never see its child end and its own parent would wait for ever.
      frozen.push(...runuserParentOf(postmaster));
      try {
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        thaw();
      }
    },
    thaw,
  };
}
