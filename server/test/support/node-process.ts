// A server node in a process of its own, for the suites that kill one with SIGKILL: its settings come from
// the environment as `npm start` reads them; it tells its parent where it listens and its node id.
import { createServer } from '../../src/app/app';
import { loadSettings } from '../../src/config/settings';

export interface NodeProcessReady {
  type: 'ready';
  url: string;
  /** Its row in server_nodes (several nodes only). */
  nodeId: string | null;
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const server = await createServer(settings);
  const url = await server.listen(0, '127.0.0.1');
  const guests = server.ctx.guests as { nodeId?: string };
  const ready: NodeProcessReady = { type: 'ready', url, nodeId: guests.nodeId ?? null };
  process.send?.(ready);
  // The parent went away without killing it: close as a node does.
  process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error('the node process could not start:', error);
  process.exit(1);
});
