// The embedded database's own thread. PGlite answers the PostgreSQL wire protocol on a Unix socket in a
// private folder, so the main thread talks to it through the same driver as to PostgreSQL and never runs
// the database itself. Plain JavaScript: a worker thread starts without the TypeScript loader.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { runInBackground } from './background-thread.mjs';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

const { dataDir, socketPath, background } = workerData;
// A database of background work (webhook deliveries) gives way to the chats' threads, but not entirely:
// what it has not written yet waits in the server's memory.
if (background) runInBackground({ idleClass: false });
// pg_trgm: the contact search's trigram index (migration 0011).
const db = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });

/**
 * The length of the complete messages at the start of `buffer`. Everything the client pipelined goes
 * to PGlite in one call: one wake-up of this thread serves a whole batch of queries.
 */
function completeLength(buffer, startup) {
  let offset = 0;
  if (startup && buffer.length >= 4) {
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  while (buffer.length - offset >= 5) {
    const length = 1 + buffer.readInt32BE(offset + 1);
    if (buffer.length - offset < length) break;
    offset += length;
  }
  return offset;
}

// PGlite has one session: one client at a time (the main thread's single connection).
let inUse = false;
const server = createServer((socket) => {
  if (inUse) return socket.destroy();
  inUse = true;
  socket.setNoDelay(true);
  let pending = Buffer.alloc(0);
  let startup = true;
  let chain = Promise.resolve();
  const serve = () => {
    const length = completeLength(pending, startup);
    if (length === 0) return;
    const batch = pending.subarray(0, length);
    pending = pending.subarray(length);
    if (startup) {
      const code = batch.readInt32BE(4);
      if (code === SSL_REQUEST) return socket.write('N'), serve();
      if (code === CANCEL_REQUEST) return socket.end();
      if (code === PROTOCOL_3) startup = false;
    }
    const input = new Uint8Array(batch);
    chain = chain
      // `data` is a view of PGlite's memory, reused for the next chunk: a write that waits in the socket's
      // queue (a busy reader) must hold its own copy.
      .then(() => db.execProtocolRawStream(input, { onRawData: (data) => socket.writable && socket.write(Buffer.from(data)) }))
      .catch((error) => socket.destroy(error));
    serve();
  };
  socket.on('data', (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    serve();
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    // A transaction left open by a vanished client must not hold the session.
    chain = chain.then(() => (db.isInTransaction() ? db.exec('ROLLBACK') : undefined)).catch(() => undefined).then(() => (inUse = false));
  });
});
await new Promise((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.close();
  db.close().then(
    () => parentPort.postMessage({ type: 'closed' }),
    (error) => parentPort.postMessage({ type: 'closed', error: String(error) }),
  );
});
parentPort.postMessage({ type: 'ready' });
