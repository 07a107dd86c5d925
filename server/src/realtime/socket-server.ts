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
  const broadcasts = database.broadcasts;
  if (broadcasts) {
    io.adapter(createAdapter(broadcasts.adapterPool, { errorHandler: (err) => console.error('socket.io adapter', err) }));
    broadcasts.listener.on('restored', () => reconnectEveryClient(io));
  }
  return io;
}

/**
 * Back from a lost LISTEN connection, this node may have missed the other nodes' broadcasts (a message,
 * a new chat). Its clients' connections are closed, not their sessions ended: the widget and the console
 * reconnect on their own, through the balancer, and catch up on what they missed as after any drop.
 */
function reconnectEveryClient(io: AgentServer): void {
  // engine.io's table of open connections (every namespace's sockets ride on one of them).
  const clients = Object.values((io.engine as unknown as { clients: Record<string, { close(): void }> }).clients);
  if (clients.length > 0) console.error(`broadcasts may have been missed: ${clients.length} clients reconnect to catch up`);
  for (const client of clients) client.close();
}
