import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { Database } from '../db/database';
import type { AgentServer } from './socket-types';

export const SOCKET_PATH = '/socket.io';

/** socket.io on the HTTP server; with PostgreSQL, broadcasts reach the sockets of every server process. */
export function createSocketServer(httpServer: HttpServer, database: Database): AgentServer {
  // A connection that vanished without closing (a tab killed mid-handshake, a phone losing signal) is
  // noticed within 20 s instead of socket.io's default 45 s, so guests do not linger in the feed.
  const io: AgentServer = new Server(httpServer, { path: SOCKET_PATH, serveClient: false, pingInterval: 10_000, pingTimeout: 10_000 });
  if (database.pool) io.adapter(createAdapter(database.pool, { errorHandler: (err) => console.error('socket.io adapter', err) }));
  return io;
}
