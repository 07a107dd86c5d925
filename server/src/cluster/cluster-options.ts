/** What `start:cluster` is asked for on its command line. */
export interface ClusterOptions {
  nodes: number;
  /** The first node's own loopback port (the next nodes take the ports after it); 0 lets each pick a free one. */
  firstNodePort: number;
}

export const CLUSTER_USAGE = `Usage: pnpm start:cluster [--nodes N] [--node-ports FIRST]
  --nodes N           server processes behind the balancer, 2 to 16 (default 3)
  --node-ports FIRST  each node also answers on 127.0.0.1:FIRST, FIRST+1, ... (default PORT+1; 0 = free ports)
Needs DATABASE_URL naming a PostgreSQL database: the nodes share it.`;

export const MAX_NODES = 16;

/** Reads the flags; a wrong one throws with the usage text, so the command never starts half-configured. */
export function parseClusterOptions(argv: string[], balancerPort: number): ClusterOptions {
  const options: ClusterOptions = { nodes: 3, firstNodePort: balancerPort === 0 ? 0 : balancerPort + 1 };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--') continue;
    const value = argv[i + 1];
    if (flag === '--nodes') options.nodes = wholeNumber(flag, value, 2, MAX_NODES);
    else if (flag === '--node-ports') options.firstNodePort = wholeNumber(flag, value, 0, 65535 - MAX_NODES);
    else throw new Error(`unknown option ${flag}\n${CLUSTER_USAGE}`);
    i += 1;
  }
  return options;
}

function wholeNumber(flag: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${flag} takes a whole number from ${min} to ${max}${raw === undefined ? '' : `, not '${raw}'`}\n${CLUSTER_USAGE}`);
  }
  return value;
}

/** A node's own port: consecutive from the first, or 0 (a free one) throughout. */
export const nodePortOf = (options: ClusterOptions, index: number) => (options.firstNodePort === 0 ? 0 : options.firstNodePort + index);

/** What a node tells the balancer once it serves. */
export interface NodeReady {
  type: 'node-ready';
  url: string;
}

export const isNodeReady = (message: unknown): message is NodeReady =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'node-ready';
