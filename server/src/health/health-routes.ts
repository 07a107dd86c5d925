import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createReadiness } from './readiness';

/**
 * For balancers and orchestrators, outside `/api`: `/healthz` answers 200 while the process serves (restart
 * it when not); `/readyz` answers 200 only when the database answers and, on several nodes, the connection
 * for broadcasts between nodes is up, else 503 with the reason (send it no new clients meanwhile).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readiness = createReadiness(ctx);
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get('/readyz', async (_request, reply) => {
    const { ready, reason } = await readiness();
    reply.header('cache-control', 'no-store').code(ready ? 200 : 503);
    return ready ? { status: 'ready' } : { status: 'not ready', reason };
  });
}
