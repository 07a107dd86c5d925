// `npm start`: install what is missing, build what is stale, then serve the whole console.
// Flags: --rebuild forces every app to build again.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt } from './apps.mjs';
import { bootstrap, log, root } from './bootstrap.mjs';

async function main() {
  await bootstrap();
  await ensureBuilt({ force: process.argv.includes('--rebuild') });

  const env = { ...process.env, PORT: process.env.PORT || '8080' };
  log(`starting the server on port ${env.PORT}`);
  // The server's own start (node with the tsx loader), without a package-manager wrapper that would report a
  // deliberate stop as a failure. Own process group, so a signal reaches it and anything it starts.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

main().catch((error) => {
  console.error(`[ci] ${error.message}`);
  process.exit(1);
});
