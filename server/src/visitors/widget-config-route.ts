import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { autoMessagesOfWidget } from '../auto-messages';
import type { AppContext } from '../context';
import { acceptedLanguages } from '../http/accept-language';
import { badRequest, notFound } from '../http/http-error';
import { liveWidgetByPluginId } from '../widgets';
import { publicConfigOf } from './widget-config';

/** The ETag of a config answer: a saved change gives another one. */
const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

/**
 * Public: the launcher's look before the socket says hello (no secrets — only what the guest sees).
 * Revalidated on every page load (no-cache + ETag): a saved setting shows on the guest's next page, and
 * an unchanged one costs a 304 without a body.
 */
export function registerWidgetConfigRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/visitor-widget/config', { schema: { querystring: object({ pluginId: string() }) } }, async (request, reply) => {
    const { pluginId } = request.query as { pluginId?: unknown };
    if (typeof pluginId !== 'string' || !pluginId.trim()) throw badRequest('pluginId is required');
    const widget = await liveWidgetByPluginId(ctx.db, pluginId.trim());
    if (!widget) throw notFound('Unknown widget');
    const languages = acceptedLanguages(request.headers['accept-language']);
    const json = JSON.stringify(publicConfigOf(widget, await autoMessagesOfWidget(ctx.db, widget.id), languages));
    const etag = etagOf(json);
    // The owner's texts come in the guest's language (issue 37): a cache keeps one answer per language.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language').header('ETag', etag).header('Access-Control-Allow-Origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
