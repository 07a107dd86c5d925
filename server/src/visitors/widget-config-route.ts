import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import { widgets } from '../db/schema';
import { badRequest, notFound } from '../http/http-error';
import { publicConfigOf } from './widget-config';
import { object, string } from 'yup';

/**
 * Public: the launcher's look before the socket says hello (no secrets — only what the guest sees).
 * Cached briefly by browsers; every page of a site asks it.
 */
export function registerWidgetConfigRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/visitor-widget/config', { schema: { querystring: object({ pluginId: string() }) } }, async (request, reply): Promise<WidgetPublicConfig> => {
    const { pluginId } = request.query as { pluginId?: unknown };
    if (typeof pluginId !== 'string' || !pluginId.trim()) throw badRequest('pluginId is required');
    const [widget] = await ctx.db.select().from(widgets).where(eq(widgets.pluginId, pluginId.trim())).limit(1);
    if (!widget) throw notFound('Unknown widget');
    reply.header('Cache-Control', 'public, max-age=60').header('Access-Control-Allow-Origin', '*');
    return publicConfigOf(widget);
  });
}
