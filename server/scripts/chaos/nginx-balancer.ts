// nginx in front of the nodes of `pnpm chaos`, configured with the shipped recipe (deploy/nginx.conf, the
// one docs/operations.md's "Several nodes" points operators at): read at every run, only its ports changed, so the
// run tests what operators deploy. Debian's nginx, installed when missing (as root).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from '../sim/paced';
import { ensureDebianPackage } from './debian-package';

export interface NginxBalancer {
  url: string;
  /** The recipe as it ran, for the record. */
  config: string;
  stop(): Promise<void>;
}

const NGINX_RECIPE = path.join(__dirname, '..', '..', '..', 'deploy', 'nginx.conf');
/** The recipe's own addresses: the balancer on 8080, the nodes from 8081 on. */
const RECIPE_LISTEN = /^(\s*)listen 8080;$/m;
const RECIPE_NODE = /127\.0\.0\.1:808([1-9])/g;

function nginxBinary(): string | null {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const found = spawnSync('/bin/sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** nginx's path, installing Debian's package first when it is missing and we are root; null when none can be had. */
export function findOrInstallNginx(): string | null {
  return ensureDebianPackage('nginx', () => nginxBinary() !== null) ? nginxBinary() : null;
}

/** deploy/nginx.conf, which must hold the `upstream live_chat` block the balancer is made of. */
export function deployedNginxRecipe(file = NGINX_RECIPE): string {
  const recipe = readFileSync(file, 'utf8');
  if (!/upstream live_chat\s*\{/.test(recipe)) throw new Error(`${file} holds no "upstream live_chat" block`);
  return recipe;
}

/** The recipe on our ports: the balancer on 127.0.0.1:`listenPort`, node n on `nodePorts[n - 1]`. */
export function recipeOnPorts(recipe: string, listenPort: number, nodePorts: readonly number[]): string {
  if (!RECIPE_LISTEN.test(recipe)) throw new Error('deploy/nginx.conf no longer has "listen 8080;"');
  const named = new Set<number>();
  const config = recipe.replace(RECIPE_LISTEN, `$1listen 127.0.0.1:${listenPort};`).replace(RECIPE_NODE, (_, n: string) => {
    const port = nodePorts[Number(n) - 1];
    if (port === undefined) throw new Error(`deploy/nginx.conf names node port 808${n}, beyond the ${nodePorts.length} nodes`);
    named.add(Number(n));
    return `127.0.0.1:${port}`;
  });
  if (named.size !== nodePorts.length) throw new Error(`deploy/nginx.conf names ${named.size} nodes, not ${nodePorts.length}`);
  return config;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx (in the foreground, as our child) with the recipe in a temporary folder; `clients` sizes its connections. */
export async function startNginx(binary: string, recipe: string, clients: number): Promise<NginxBalancer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'live-chat-chaos-nginx-'));
  // nginx's workers run as an unprivileged user when we are root: they must reach their temporary folders.
  chmodSync(folder, 0o755);
  const listenPort = Number(/listen 127\.0\.0\.1:(\d+);/.exec(recipe)?.[1]);
  // Two connections per client (in and out) and a margin.
  const connections = Math.max(1024, clients * 2 + 256);
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  const config = [
    'daemon off;',
    'worker_processes 1;',
    `worker_rlimit_nofile ${connections + 64};`,
    `pid ${path.join(folder, 'nginx.pid')};`,
    `error_log ${path.join(folder, 'error.log')} warn;`,
    `events { worker_connections ${connections}; }`,
    'http {',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    recipe.replace(/^/gm, '  ').trimEnd(),
    '}',
    '',
  ].join('\n');
  const file = path.join(folder, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(binary, ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // A fast shutdown: the WebSockets it holds would keep a graceful one waiting for an hour.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  for (let attempt = 0; !(await accepts(listenPort)); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) {
      const log = existsSync(path.join(folder, 'error.log')) ? readFileSync(path.join(folder, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start: ${errors}${log}`);
    }
    await sleep(50);
  }
  return { url: `http://127.0.0.1:${listenPort}`, config: recipe, stop };
}
