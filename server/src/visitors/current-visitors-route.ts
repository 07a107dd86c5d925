import type { FastifyInstance } from 'fastify';
import { LIMITS, type Paginated, type Visitor } from 'shared-kernel/contracts';
import { authGuard, authOf } from '../auth';
import type { AppContext } from '../context';
import { badRequest } from '../http/http-error';
import { text } from '../http/valued-text';
import { mayServe, viewerFor } from './audience';
import { snapshotOf } from './live-visitors';
import { object, string } from 'yup';

const MAX_TAKE = 200;

function positiveInt(raw: unknown, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw badRequest(text('{name} must be a positive integer', { name }));
  return value;
}

/** Numbers as the query carries them, parsed by positiveInt for its own messages. */
const pageQuery = object({ take: string(), page: string(), order: string() });

/** GET /visitor/current-visitors?take=50&page=n&order=DESC: the guests online now, newest arrival first by default. */
export function registerCurrentVisitorsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/visitor/current-visitors', { onRequest: authGuard(ctx), schema: { querystring: pageQuery } }, async (request): Promise<Paginated<Visitor>> => {
    const query = request.query as Record<string, string | undefined>;
    const take = Math.min(positiveInt(query.take, LIMITS.GUEST_PAGE_SIZE, 'take'), MAX_TAKE);
    const page = positiveInt(query.page, 1, 'page');
    const order = (query.order ?? 'DESC').toUpperCase();
    if (order !== 'DESC' && order !== 'ASC') throw badRequest('order must be ASC or DESC');
    const auth = authOf(request);
    const viewer = await viewerFor(ctx.db, auth.user);
    // Every node's guests (guest-directory.ts), each once.
    const visible = (await ctx.guests.ofAccount(auth.accountId))
      .filter((live) => mayServe(viewer, live.widgetDepartments))
      .sort((a, b) => (order === 'DESC' ? b.connectedAt - a.connectedAt : a.connectedAt - b.connectedAt));
    const now = Date.now();
    const data = visible.slice((page - 1) * take, page * take).map((live) => snapshotOf(live, now));
    return { data, meta: { itemCount: visible.length, hasNextPage: page * take < visible.length, page, take } };
  });
}
