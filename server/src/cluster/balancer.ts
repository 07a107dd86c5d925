import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupMaster } from '@socket.io/sticky';
import { loadSettings, MEMORY_DATABASE } from '../config/settings';
import { isNodeReady, nodePortOf, type ClusterOptions } from './cluster-options';

/** A node that ends before it ever served is a start-up failure (bad settings, no database): not restarted. */
const RESTART_DELAY_MS = 1_000;
const STOP_TIMEOUT_MS = 30_000;

interface NodeSlot {
  index: number;
  worker: Worker;
  ready: boolean;
}

/**
 * The balancer of `start:cluster`: Node's cluster module forks the nodes, and @socket.io/sticky routes each
 * connection to one of them (the least busy), keeping every request of a socket.io session on the node
 * that opened it. A node that dies is started again; its clients reconnect through here to the others.
 */
export async function runBalancer(options: ClusterOptions): Promise<void> {
  const settings = loadSettings();
  if (!settings.databaseUrl || settings.databaseUrl === MEMORY_DATABASE) {
    throw new Error('start:cluster needs DATABASE_URL naming a PostgreSQL database: the nodes share it (the embedded database serves one process)');
  }
  // Handed-over first chunks are Buffers: the advanced serialisation keeps them so.
  cluster.setupPrimary({ serialization: 'advanced' });
  const http = createServer();
  setupMaster(http, { loadBalancingMethod: 'least-connection' });
  const port = await listen(http, settings.port, settings.host);
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  const url = `http://${shownHost}:${port}`;

  const slots = new Map<number, NodeSlot>();
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({
      SEVERAL_NODES: '1',
      // One secret for all: a token signed by one node is good on every other.
      JWT_SECRET: settings.jwtSecret,
      PORT: String(port),
      PUBLIC_URL: settings.publicUrl === `http://localhost:${settings.port}` ? `http://localhost:${port}` : settings.publicUrl,
      CLUSTER_URL: url,
      CLUSTER_NODE_INDEX: String(index),
      CLUSTER_NODE_PORT: String(nodePortOf(options, index)),
    });
    const slot: NodeSlot = { index, worker, ready: false };
    slots.set(worker.id, slot);
    worker.on('message', (message: unknown) => {
      if (!isNodeReady(message)) return;
      slot.ready = true;
      console.log(`  node ${index + 1}: ${message.url} (pid ${worker.process.pid})`);
      if ([...slots.values()].every((each) => each.ready)) console.log(`${options.nodes} nodes behind the balancer at ${url}\n`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id);
    slots.delete(worker.id);
    if (!slot || stopping) return;
    const how = signal ? `was killed (${signal})` : `ended with code ${code}`;
    if (!slot.ready) {
      console.error(`node ${slot.index + 1} (pid ${worker.process.pid}) ${how} while starting: stopping the cluster`);
      void stop(1);
      return;
    }
    console.error(`node ${slot.index + 1} (pid ${worker.process.pid}) ${how}; its clients reconnect to the other nodes; starting it again`);
    setTimeout(() => !stopping && fork(slot.index), RESTART_DELAY_MS);
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const exited = [...slots.values()].map(
      (slot) => new Promise<void>((resolve) => (slot.worker.isDead() ? resolve() : slot.worker.once('exit', () => resolve()))),
    );
    for (const slot of slots.values()) slot.worker.process.kill('SIGTERM');
    const timeout = setTimeout(() => [...slots.values()].forEach((slot) => slot.worker.process.kill('SIGKILL')), STOP_TIMEOUT_MS);
    await Promise.all(exited);
    clearTimeout(timeout);
    http.close();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  console.log(`\nStarting ${options.nodes} nodes behind the balancer at ${url}`);
  for (let index = 0; index < options.nodes; index += 1) fork(index);
}

function listen(http: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve((http.address() as AddressInfo).port));
  });
}
