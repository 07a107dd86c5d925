// Free ports on 127.0.0.1 for the nodes and the balancers of `pnpm chaos`.
import { createServer, type AddressInfo } from 'node:net';

/** Binds and releases `port` (0: the kernel picks one); answers the port, or null when it is taken. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as AddressInfo).port;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * `count` consecutive free ports (the first is returned): `start:cluster --node-ports FIRST` puts its nodes
 * on consecutive ports, and a node started again after a kill must find its own port, which nginx names.
 */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await probe(0);
    if (first === null || first + count > 65535) continue;
    let free = true;
    for (let port = first + 1; port < first + count && free; port += 1) free = (await probe(port)) !== null;
    if (free) return first;
  }
  throw new Error(`no ${count} consecutive free ports on 127.0.0.1`);
}
