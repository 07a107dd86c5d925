// A throw-away PostgreSQL server for `bench:latency --database postgres` and the test run's PostgreSQL suites: the binaries of Debian's
// packages (postgresql), a cluster initialised in a temporary folder, reachable only on a Unix socket
// there, removed again when stopped. Installs nothing: without the binaries it says what to install.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface LocalPostgres {
  url: string;
  /** The cluster's data folder and the binaries' folder (for pg_ctl: a restart, a freeze of its processes). */
  dataDir: string;
  binDir: string;
  /** CPU time of the server's processes so far, milliseconds (null where /proc cannot tell). */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

const INSTALL_HINT = 'PostgreSQL binaries not found: install them with `apt-get install postgresql` (Debian packages)';
const CLOCK_TICKS_PER_S = 100;

function binDir(): string {
  // Named by hand (another installation, or a folder without them to see a run without PostgreSQL): only there.
  const given = process.env.POSTGRES_BIN_DIR;
  if (given) {
    if (existsSync(path.join(given, 'initdb'))) return given;
    throw new Error(`PostgreSQL binaries not found: POSTGRES_BIN_DIR (${given}) holds no initdb`);
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('/bin/sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(INSTALL_HINT);
  }
}

/** Whether Debian's PostgreSQL binaries (or an initdb on PATH) are here. */
export function hasPostgresBinaries(): boolean {
  try {
    binDir();
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL refuses to run as root; as root the cluster belongs to the packages' `postgres` user. */
export function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

function clusterCpuMs(postmaster: number): number | null {
  try {
    let total = processCpuMs(postmaster);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.split(') ')[1].split(' ')[1]) === postmaster) total += processCpuMs(Number(entry));
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return total;
  } catch {
    return null;
  }
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with code ${server.exitCode} while starting`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('PostgreSQL did not accept connections within 10 s');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port nothing listens on now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface LocalPostgresOptions {
  /** PostgreSQL's max_connections (test suites with several server nodes need more than a benchmark). */
  maxConnections?: number;
  /** Also listen on 127.0.0.1 at a free port, and give that URL (clients that cannot take a socket folder). */
  tcp?: boolean;
}

export async function startLocalPostgres({ maxConnections = 50, tcp = false }: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  const bin = binDir();
  const folder = mkdtempSync(path.join(tmpdir(), 'live-chat-bench-pg-'));
  if (process.getuid?.() === 0) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const dataDir = path.join(folder, 'data');
  const [initCommand, initArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  // PostgreSQL's defaults otherwise (fsync and synchronous_commit on): a commit is on disk when acknowledged.
  const port = tcp ? await freePort() : 5432;
  const listen = ['-c', `listen_addresses=${tcp ? '127.0.0.1' : ''}`, '-p', String(port)];
  const [command, args] = asServerUser(path.join(bin, 'postgres'), ['-D', dataDir, '-k', folder, ...listen, '-c', `max_connections=${maxConnections}`]);
  const server = spawn(command, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = tcp ? `postgresql://postgres@127.0.0.1:${port}/postgres` : `postgresql://postgres@/postgres?host=${encodeURIComponent(folder)}`;
  // runuser forks the server: the postmaster is its child, or the spawned process itself.
  const postmaster = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const stop = async () => {
    let running: number | null = null;
    try {
      running = postmaster();
      process.kill(running, 'SIGCONT'); // a frozen one could not shut down
      process.kill(running, 'SIGINT'); // a fast shutdown
    } catch {
      if (server.exitCode === null) server.kill('SIGINT');
    }
    // runuser stops itself while its postmaster is stopped (a freeze): it must run on to see it end.
    if (server.exitCode === null) server.kill('SIGCONT');
    await exited;
    // A restart (pg_ctl restart) leaves a postmaster that is not our child: wait for it too.
    while (running !== null && isAlive(running)) await new Promise((resolve) => setTimeout(resolve, 50));
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, binDir: bin, cpuMs: () => clusterCpuMs(postmaster()), stop };
}
