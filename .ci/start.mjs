// `npm start`: install what is missing, build what is stale, then serve the whole console.
// Flags: --rebuild forces every app to build again.
import { spawn } from 'node:child_process';
import { ensureBuilt } from './apps.mjs';
import { bootstrap, ensurePnpm, log, root } from './bootstrap.mjs';

async function main() {
  await bootstrap();
  await ensureBuilt({ force: process.argv.includes('--rebuild') });

  const env = { ...process.env, PORT: process.env.PORT || '8080' };
  const { cmd, prefix } = ensurePnpm();
  log(`starting the server on port ${env.PORT}`);
  // Own process group, so a signal reaches pnpm, tsx and the server together.
  const child = spawn(cmd, [...prefix, '--filter', 'server', 'start'], {
    cwd: root,
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

main().catch((error) => {
  console.error(`[ci] ${error.message}`);
  process.exit(1);
});
