// The stack for a benchmark: started as `npm start` starts it (start-stack.mjs: free port, temporary
// data folder removed at the end), or an already running one named by BENCH_URL.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * @param options.dataDir a data folder to serve (kept afterwards, e.g. a seeded one); by default a fresh
 *   temporary one, removed when the stack stops.
 */
export async function benchStack({ timeoutMs = 600_000, dataDir } = {}) {
  const external = process.env.BENCH_URL;
  if (external) return { url: external.replace(/\/+$/, ''), stop: async () => {} };
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const script = dataDir ? join(here, '..', '..', '.ci', 'start.mjs') : join(here, '..', 'start-stack.mjs');
  const child = spawn(process.execPath, [script], {
    // Thousands of simulated guests connect from this one address.
    env: { ABUSE_LIMIT_SCALE: '1000', ...process.env, PORT: String(port), ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the stack exited before serving');
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) return { url, stop };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the stack did not start in time');
}

/** Signs in over the API and flips the online switch until it reads `wanted`; returns the state before. */
export async function setOnline(url, { email, password }, wanted) {
  const signin = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signin.ok) throw new Error(`sign-in of ${email} failed: ${signin.status} ${await signin.text()}`);
  const login = await signin.json();
  const before = login.isOnline;
  let isOnline = before;
  for (let attempt = 0; attempt < 2 && isOnline !== wanted; attempt += 1) {
    const answer = await fetch(`${url}/api/users/toggle-online`, { headers: { authorization: `Bearer ${login.accessToken}` } });
    if (!answer.ok) throw new Error(`toggle-online failed: ${answer.status}`);
    isOnline = (await answer.json()).isOnline;
  }
  if (isOnline !== wanted) throw new Error(`could not switch ${email} ${wanted ? 'online' : 'offline'}`);
  return before;
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
