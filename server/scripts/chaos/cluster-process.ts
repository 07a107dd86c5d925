// `start:cluster` in a process of its own, for the cluster suite and `pnpm chaos`: the balancer and its nodes
// on loopback, the lines it prints kept to learn its nodes' addresses and process ids, and their exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ClusterNode {
  index: number;
  url: string;
  pid: number;
}

export interface RunningCluster {
  /** The balancer's address: what browsers and widgets use. */
  url: string;
  /** The nodes serving now, by index (a restarted node replaces its entry). */
  nodes: Map<number, ClusterNode>;
  /** The data folder every node shares (the mail outbox, uploads). */
  dataDir: string;
  /** Everything the cluster printed so far. */
  output(): string;
  /** False once the balancer's process has ended. */
  running(): boolean;
  /** Resolves once `line` (a RegExp) shows up in the output after `from` characters. */
  waitFor(line: RegExp, from?: number, ms?: number): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

export interface ClusterPorts {
  /** The built-in balancer's port (0: a free one). */
  balancer: number;
  /** The first node's own port, the next nodes on the ports after it (0: free ones, new ones after a restart). */
  firstNode: number;
}

const SERVER_ROOT = path.join(__dirname, '..', '..');
const NODE_LINE = /node (\d+): (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)/g;

/**
 * `start:cluster` as a user runs it (the balancer and its nodes in processes of their own), on loopback
 * and free ports unless `ports` names them, against `databaseUrl`; resolves once every node serves.
 */
export async function startCluster(
  databaseUrl: string,
  nodes: number,
  env: Record<string, string> = {},
  ports: ClusterPorts = { balancer: 0, firstNode: 0 },
): Promise<RunningCluster> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cluster-test-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/cluster/cluster-main.ts', '--nodes', String(nodes), '--node-ports', String(ports.firstNode)], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(ports.balancer),
      DATA_DIR: dataDir,
      STATIC_ROOT: path.join(dataDir, 'no-static-root'),
      LOG_LEVEL: 'warn',
      ABUSE_LIMIT_SCALE: '1000',
      VISITOR_LEAVE_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (line: RegExp, from = 0, ms = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const found = new RegExp(line.source, line.flags.replace('g', '')).exec(text.slice(from));
        if (found) {
          done();
          resolve(found);
        } else if (child.exitCode !== null) {
          done();
          reject(new Error(`the cluster ended (code ${child.exitCode}):\n${text}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${line} within ${ms} ms:\n${text}`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  const ready = await waitFor(new RegExp(`^${nodes} nodes behind the balancer at (http://127\\.0\\.0\\.1:\\d+)`, 'm'));
  const cluster: RunningCluster = {
    url: ready[1],
    dataDir,
    get nodes() {
      const byIndex = new Map<number, ClusterNode>();
      for (const match of text.matchAll(NODE_LINE)) {
        const index = Number(match[1]) - 1;
        byIndex.set(index, { index, url: match[2], pid: Number(match[3]) });
      }
      return byIndex;
    },
    output: () => text,
    running: () => child.exitCode === null && child.signalCode === null,
    waitFor,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}
