// What `pnpm chaos` runs and breaks: a throw-away PostgreSQL, `start:cluster` with three nodes on it, and
// nginx with the recipe of deploy/nginx.conf in front of them (the built-in balancer where nginx cannot be had).
// Each thing started hands the caller its way back at once, so that a run cut short stops it too.
import { hasPostgresBinaries, startLocalPostgres, type LocalPostgres } from '../sim/local-postgres';
import { startCluster, type RunningCluster } from './cluster-process';
import { ensureDebianPackage } from './debian-package';
import { freePortRun } from './loopback-ports';
import { findOrInstallNginx, deployedNginxRecipe, recipeOnPorts, startNginx } from './nginx-balancer';
import { postgresFaults, type PostgresFaults } from './postgres-faults';

export const NODES = 3;

export interface ChaosStack {
  postgres: LocalPostgres;
  faults: PostgresFaults;
  cluster: RunningCluster;
  /** Where clients connect: nginx, or the cluster's own balancer. */
  url: string;
  balancer: string;
}

/** Thrown when PostgreSQL cannot be had: the run did not start. */
export class NoPostgresError extends Error {}

/** Starts the stack; `stops` receives each way back as soon as there is something to undo. */
export async function startChaosStack(wantNginx: boolean, clients: number, stops: Array<() => Promise<unknown>>): Promise<ChaosStack> {
  if (!ensureDebianPackage('postgresql', hasPostgresBinaries)) {
    throw new NoPostgresError('PostgreSQL was not found and could not be installed here (as root: apt-get install -y postgresql)');
  }
  const postgres = await startLocalPostgres({ maxConnections: 300, tcp: true });
  stops.push(() => postgres.stop());
  const faults = postgresFaults(postgres);

  const nginxBinary = wantNginx ? findOrInstallNginx() : null;
  if (wantNginx && !nginxBinary) console.log('nginx could not be found or installed (as root: apt-get install -y nginx): the built-in balancer stands in for it');
  // The built-in balancer's port, then one per node: fixed, so a node started again after a kill is where nginx looks.
  const firstPort = await freePortRun(NODES + 1);
  const nodePorts = Array.from({ length: NODES }, (_, i) => firstPort + 1 + i);
  const env: Record<string, string> = nginxBinary ? { TRUST_PROXY: '1' } : {};
  const cluster = await startCluster(postgres.url, NODES, env, { balancer: firstPort, firstNode: nodePorts[0] });
  stops.push(() => cluster.stop());
  if (!nginxBinary) return { postgres, faults, cluster, url: cluster.url, balancer: 'the built-in balancer of start:cluster (@socket.io/sticky, least connections)' };

  const nginx = await startNginx(nginxBinary, recipeOnPorts(deployedNginxRecipe(), await freePortRun(1), nodePorts), clients);
  stops.push(() => nginx.stop());
  return { postgres, faults, cluster, url: nginx.url, balancer: `nginx with deploy/nginx.conf (ip_hash; every client from a loopback address of its own) at ${nginx.url}` };
}
