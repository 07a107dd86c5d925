import type { SendHandle } from 'node:child_process';
import { setupWorker } from '@socket.io/sticky';
import type { Server } from 'socket.io';
import { createServer } from '../app';
import { loadSettings } from '../config/settings';
import { gracefulStop } from '../app';
import { startupLines } from '../app';
import type { NodeReady } from './cluster-options';

type Held = [message: unknown, handle: SendHandle];

/**
 * The balancer may hand this node a connection before the server is built (it counts a node from its
 * fork): hold those until the sticky handler listens, then give them to it in order. A handed-over
 * socket stays paused meanwhile, so none of its bytes are lost.
 */
function holdEarlyConnections(): () => void {
  const held: Held[] = [];
  const hold = (message: unknown, handle: SendHandle) => held.push([message, handle]);
  process.on('message', hold);
  return () => {
    process.off('message', hold);
    for (const [message, handle] of held.splice(0)) process.emit('message', message, handle);
  };
}

/** One node of `start:cluster`: the whole server, fed by the balancer and also listening on its own loopback port. */
export async function runNode(): Promise<void> {
  const release = holdEarlyConnections();
  const settings = loadSettings();
  const index = Number(process.env.CLUSTER_NODE_INDEX ?? 0);
  const server = await createServer(settings);
  await server.app.ready();
  setupWorker(server.io as unknown as Server);
  release();
  const url = await server.listen(Number(process.env.CLUSTER_NODE_PORT ?? 0), '127.0.0.1', { exclusive: true });
  // The first node says how to sign in, as `npm start` does, with the balancer's address.
  if (index === 0) console.log((await startupLines(settings, server, process.env.CLUSTER_URL ?? url)).join('\n'));
  process.send?.({ type: 'node-ready', url } satisfies NodeReady);

  const stop = gracefulStop(server, (why) => `node ${index + 1} (pid ${process.pid}): ${why}, shutting down`);
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // The balancer is gone (killed): nothing reaches this node through it any more.
  process.once('disconnect', () => stop('the balancer ended'));
}
