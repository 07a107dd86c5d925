// A private server instance for specs that need other settings than the shared one
// (for example a short ACCESS_TOKEN_TTL): same start path as npm start, own port, own data folder.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService } from './service-process';

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

export async function launchStack(env: Record<string, string>, timeoutMs = 120_000): Promise<Stack> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // Always a folder of its own: the inherited E2E_DATA_DIR belongs to the shared stack.
  const dataDir = path.join(tmpdir(), `live-chat-e2e-${randomBytes(6).toString('hex')}`);
  const { stop } = await startService({
    name: 'the stack',
    command: process.execPath,
    args: [path.join(__dirname, '..', 'start-stack.mjs')],
    // PUBLIC_URL is where the server sends people back to (mail links, Stripe's return page): this stack.
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
    readyUrl: `${url}/remotes.json`,
    timeoutMs,
  });
  return { url, dataDir, stop };
}
