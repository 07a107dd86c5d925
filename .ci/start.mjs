// `npm start`: install what is missing, build what is stale, then serve the whole console.
// `pnpm start:cluster --nodes N` (this with --cluster): the same, as N nodes on PostgreSQL behind a balancer.
// Flags: --rebuild forces every app to build again; the others go to the cluster's start.
// AI_STAND_IN=1: AI assist for the demo owner, answered by the local chat-completions stand-in.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ensureBuilt } from './apps.mjs';
import { bootstrap, log, root } from './bootstrap.mjs';

const cluster = process.argv.includes('--cluster');
const serverArgs = process.argv.slice(2).filter((arg) => arg !== '--cluster' && arg !== '--rebuild');

async function main() {
  if (cluster && !process.env.DATABASE_URL) {
    throw new Error('start:cluster needs DATABASE_URL naming a PostgreSQL database that the nodes share, e.g. DATABASE_URL=postgres://user:password@localhost:5432/livechat pnpm start:cluster --nodes 3');
  }
  await bootstrap();
  await ensureBuilt({ force: process.argv.includes('--rebuild') });

  const env = { ...process.env, PORT: process.env.PORT || '8080', ...(process.env.AI_STAND_IN === '1' ? await startAiStandIn() : {}) };
  log(cluster ? `starting the cluster's balancer on port ${env.PORT}` : `starting the server on port ${env.PORT}`);
  // The server's own start (node with the tsx loader), without a package-manager wrapper that would report a
  // deliberate stop as a failure. Own process group, so a signal reaches it and anything it starts.
  const entry = cluster ? ['src/cluster/cluster-main.ts', ...serverArgs] : ['src/main.ts'];
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: join(root, 'server'),
    env,
    stdio: 'inherit',
    detached: true,
  });
  const forward = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** A free loopback port, for the stand-in. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the stand-ins (ended with this process) and answers the DEMO_AI_* settings that point the demo owner at them. */
async function startAiStandIn() {
  const port = await freePort();
  const standIns = spawn(process.execPath, ['--import', 'tsx', 'dev/stand-ins-cli.ts', '--port', String(port), '--quiet'], { cwd: join(root, 'server'), stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => standIns.kill());
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    try {
      const env = await (await fetch(`${base}/__stand-ins/env`)).json();
      log(`AI assist for the demo owner answered by the stand-in at ${base}`);
      return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('DEMO_AI_')));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the AI stand-in did not answer at ${base} within 30 s`);
}

main().catch((error) => {
  console.error(`[ci] ${error.message}`);
  process.exit(1);
});
