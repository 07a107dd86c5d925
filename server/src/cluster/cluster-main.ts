import cluster from 'node:cluster';
import { runBalancer } from './balancer';
import { parseClusterOptions } from './cluster-options';
import { runNode } from './node-process';

// `pnpm start:cluster --nodes N`: this file is both the balancer (the primary) and each node (a fork of it).
async function main(): Promise<void> {
  if (cluster.isWorker) return runNode();
  const port = Number(process.env.PORT ?? 8080);
  return runBalancer(parseClusterOptions(process.argv.slice(2), Number.isInteger(port) ? port : 8080));
}

main().catch((error: unknown) => {
  console.error(cluster.isWorker ? 'A node could not start:' : 'The cluster could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
