// Starts the stack exactly as `npm start` does (.ci/start.mjs), on the given PORT (or a free one)
// and a fresh temporary DATA_DIR that is removed again when the stack stops. E2E_DATA_DIR names that
// folder when the caller wants to read it (the outbox mails); it must not exist yet.
// Used by playwright.config.ts (webServer) and by specs that need their own server instance.
// `pnpm e2e:stack` (--for-suite) starts it by hand with the variables the browser suite needs
// (suite-stack-env.json: the super admin, the abuse limits scaled for one address) and, once it answers,
// prints the command that runs the suite against it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const forSuite = process.argv.includes('--for-suite');
if (process.argv.includes('--help')) {
  console.log(`pnpm e2e:stack: the stack as the browser suite needs it, until Ctrl+C (PORT, E2E_DATA_DIR: a folder that must not exist yet)`);
  process.exit(0);
}
const suiteEnv = forSuite ? JSON.parse(readFileSync(join(here, 'suite-stack-env.json'), 'utf8')) : {};
const port = process.env.PORT || String(await freePort());
function freshDataDir() {
  const wanted = process.env.E2E_DATA_DIR;
  if (!wanted) return mkdtempSync(join(tmpdir(), 'live-chat-e2e-'));
  // Not recursive: an existing folder is an error, so a stack never starts on old data.
  try {
    mkdirSync(wanted, { mode: 0o700 });
  } catch (error) {
    console.error(`E2E_DATA_DIR ${wanted} cannot be made (${error.code ?? error.message}): name a folder that does not exist yet`);
    process.exit(2);
  }
  return wanted;
}
const dataDir = freshDataDir();
const child = spawn(process.execPath, [join(here, '..', '.ci', 'start.mjs')], {
  env: { ...suiteEnv, ...process.env, PORT: port, DATA_DIR: dataDir },
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

/** Waits for the stack to answer, then says how to run the suite against it. */
async function announceWhenUp() {
  const url = `http://localhost:${port}`;
  for (let tries = 0; tries < 600 && !stopping; tries += 1) {
    const up = await fetch(`${url}/remotes.json`).then((answer) => answer.ok, () => false);
    if (up) {
      console.log(`\nThe stack for the browser suite is up at ${url}. In another terminal:\n  E2E_BASE_URL=${url} E2E_DATA_DIR=${dataDir} pnpm test:e2e\nCtrl+C here stops it and removes ${dataDir}.\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
if (forSuite) void announceWhenUp();
