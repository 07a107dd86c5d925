import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The embedded PGlite running in its own thread, reachable by the PostgreSQL driver on a Unix socket. */
export interface PgliteThread {
  /** node-postgres `host` for a Unix socket: the folder holding `.s.PGSQL.<port>`. */
  socketFolder: string;
  port: number;
  /** The database thread, for its event-loop utilisation (the CPU split of the benchmarks). */
  worker: Worker;
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts PGlite (in `dataDir`, or in memory when null) in a worker thread; resolves once it listens.
 * `background`: the thread runs at a lower priority (nice 10), for a database of background work.
 */
export async function startPgliteThread(dataDir: string | null, { background = false } = {}): Promise<PgliteThread> {
  // A private folder (mode 0700): no other local user can reach a database that has no password.
  const socketFolder = mkdtempSync(path.join(tmpdir(), 'live-chat-db-'));
  const socketPath = path.join(socketFolder, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir, socketPath, background } });
  const removeFolder = () => rmSync(socketFolder, { recursive: true, force: true });
  const failed = (error: Error) => console.error('The database thread failed:', error);
  try {
    await new Promise<void>((resolve, reject) => {
      const exited = (code: number) => reject(new Error(`the database thread stopped while starting (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', exited);
      worker.once('message', () => {
        worker.off('error', reject).off('exit', exited).on('error', failed);
        resolve();
      });
    });
  } catch (error) {
    await worker.terminate();
    removeFolder();
    throw error;
  }

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      // PGlite flushes its data folder on close; terminate only if it does not answer.
      const timer = setTimeout(() => void worker.terminate().then(() => resolve()), STOP_TIMEOUT_MS);
      worker.once('exit', () => resolve());
      worker.once('message', () => {
        clearTimeout(timer);
        void worker.terminate().then(() => resolve());
      });
      worker.postMessage('close');
    }).finally(removeFolder));
  return { socketFolder, port: SOCKET_PORT, worker, stop };
}
