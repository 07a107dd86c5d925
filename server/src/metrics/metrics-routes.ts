import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgentMetricsChat, AgentMetricsDomain } from 'shared-kernel/contracts';
import { manageableStaff } from '../agents';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { durationStart } from '../history';
import { metricsQuery, type MetricsQueryInput } from './metrics-query';
import { metricsByDomain, metricsChats, type MetricsFilter } from './metrics-store';

/**
 * Who may ask, under the agents area's staff rule (agents/staff-access.ts): owners, co-admins and the super
 * admin about any staff member of the account, managers about its agents only (403 for a co-admin or
 * another manager), agents never, not even about themselves (the Agents screen is not theirs: 403).
 * Another account's user, the owner or an unknown id: 404.
 */
async function filterOf(ctx: AppContext, request: FastifyRequest): Promise<MetricsFilter> {
  const query = request.query as MetricsQueryInput;
  const agent = await manageableStaff(ctx, request, query.agentId);
  return {
    accountId: authOf(request).accountId,
    agentId: agent.id,
    pluginIds: [...new Set(query.pluginIds)],
    // The duration is required, so there is always a start.
    since: durationStart(query.duration, query.tz)!,
  };
}

/** Agent metrics (spec 001 §3, §7): per domain and per chat; the definitions are in metrics-store.ts. */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onRequest = authGuard(ctx);
  const schema = { querystring: metricsQuery };

  app.get('/user-metrics/first-chat-ans-avg-time', { onRequest, schema }, async (request): Promise<AgentMetricsDomain[]> =>
    metricsByDomain(ctx.db, await filterOf(ctx, request)),
  );

  app.get('/user-metrics/first-chat-ans-list', { onRequest, schema }, async (request): Promise<{ data: AgentMetricsChat[] }> => ({
    data: await metricsChats(ctx.db, await filterOf(ctx, request)),
  }));
}
