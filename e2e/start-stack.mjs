// Starts the stack exactly as `npm start` does (.ci/start.mjs), on the given PORT (or a free one)
// and a fresh temporary DATA_DIR that is removed again when the stack stops. E2E_DATA_DIR names that
// folder when the caller wants to read it (the outbox mails); it must not exist yet.
// Used by playwright.config.ts (webServer) and by specs that need their own server instance.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const port = process.env.PORT || String(await freePort());
function freshDataDir() {
  const wanted = process.env.E2E_DATA_DIR;
  if (!wanted) return mkdtempSync(join(tmpdir(), 'live-chat-e2e-'));
  // Not recursive: an existing folder is an error, so a stack never starts on old data.
  mkdirSync(wanted, { mode: 0o700 });
  return wanted;
}
const dataDir = freshDataDir();
const child = spawn(process.execPath, [join(here, '..', '.ci', 'start.mjs')], {
  env: { ...process.env, PORT: port, DATA_DIR: dataDir },
  stdio: 'inherit',
  detached: true,
});

let stopping = false;
function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}
function stop(signal) {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  // A server that does not stop in time is killed; the data folder goes either way.
  setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 8000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
