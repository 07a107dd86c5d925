// A private server instance for specs that need other settings than the shared one
// (for example a short ACCESS_TOKEN_TTL): same start path as npm start, own port, own data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Stack {
  url: string;
  /** The instance's DATA_DIR (its outbox lives in `outbox/`); removed when the stack stops. */
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited with code ${child.exitCode} before serving`);
    try {
      const response = await fetch(`${url}/remotes.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the stack did not serve ${url} within ${timeoutMs} ms`);
}

export async function launchStack(env: Record<string, string>, timeoutMs = 120_000): Promise<Stack> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // Always a folder of its own: the inherited E2E_DATA_DIR belongs to the shared stack.
  const dataDir = path.join(tmpdir(), `live-chat-e2e-${randomBytes(6).toString('hex')}`);
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'start-stack.mjs')], {
    // PUBLIC_URL is where the server sends people back to (mail links, Stripe's return page): this stack.
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
  };
  try {
    await waitUntilServing(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
