import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { Database } from '../db/database';
import type { AgentServer } from './socket-types';

export const SOCKET_PATH = '/socket.io';

/** socket.io on the HTTP server; with PostgreSQL, broadcasts reach the sockets of every server process. */
export function createSocketServer(httpServer: HttpServer, database: Database): AgentServer {
  const io: AgentServer = new Server(httpServer, { path: SOCKET_PATH, serveClient: false });
  if (database.pool) io.adapter(createAdapter(database.pool, { errorHandler: (err) => console.error('socket.io adapter', err) }));
  return io;
}
