import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { users, widgets } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { BUILT_FILES } from '../http/built-files-route';
import { CROSS_ORIGIN_RESOURCE } from '../http/security-headers';
import { escapeHtml } from '../mail/templates/escape-html';
import { isLiveWidget, liveWidgetByPluginId } from '../widgets';
import { serveFile } from './serve-file';

const PAGE = /^\/[A-Za-z0-9_-]+\.html$/;

/** The pluginId the demo pages embed: the demo owner's first widget, else the oldest widget. */
async function demoPluginId(ctx: AppContext): Promise<string | null> {
  const [own] = await ctx.db
    .select({ pluginId: widgets.pluginId })
    .from(widgets)
    .innerJoin(users, eq(users.id, widgets.clientId))
    .where(and(eq(users.email, DEMO_ACCOUNTS[0].email), isLiveWidget))
    .orderBy(asc(widgets.createdAt))
    .limit(1);
  if (own) return own.pluginId;
  const [any] = await ctx.db.select({ pluginId: widgets.pluginId }).from(widgets).where(isLiveWidget).orderBy(asc(widgets.createdAt)).limit(1);
  return any?.pluginId ?? null;
}

/** `?pluginid=X`: embed that widget instead of the demo one, when X is a live widget's pluginId. */
async function chosenPluginId(ctx: AppContext, query: unknown): Promise<string | null> {
  const wanted = (query as { pluginid?: unknown } | null)?.pluginid;
  if (typeof wanted !== 'string' || !wanted || wanted.length > 200 || wanted.includes('\u0000')) return null;
  return (await liveWidgetByPluginId(ctx.db, wanted))?.pluginId ?? null;
}

/** The page with the pluginId filled in; with a chosen widget, its links to the other pages keep the choice. */
function demoPage(html: string, pluginId: string, chosen: boolean): string {
  const filled = html.replaceAll('{{PLUGIN_ID}}', escapeHtml(pluginId));
  if (!chosen) return filled;
  const query = `?pluginid=${escapeHtml(encodeURIComponent(pluginId))}`;
  return filled.replace(/href="([A-Za-z0-9_-]+\.html)"/g, (_match, page: string) => `href="${page}${query}"`);
}

/**
 * The demo website (widget/demo) at /demo/ with {{PLUGIN_ID}} filled in at serve time (the demo widget,
 * or a live widget named by `?pluginid=`; the guest namespace does not check the embed's domain, so a
 * widget made for any domain runs here), and the
 * widget's lazily loaded chunks at /widget/<file>.
 */
export function registerDemoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const demoDir = path.join(ctx.settings.staticRoot, 'widget', 'demo');
  const widgetDist = path.join(ctx.settings.staticRoot, 'widget', 'dist');

  app.get('/demo', async (_request, reply) => reply.redirect('/demo/'));

  app.get('/demo/*', async (request, reply) => {
    const rest = request.url.split('?')[0].slice('/demo'.length) || '/';
    const page = rest === '/' ? '/index.html' : rest;
    if (!PAGE.test(page)) return serveFile(request, reply, demoDir, rest);
    const html = await readFile(path.join(demoDir, page.slice(1)), 'utf8').catch(() => null);
    if (html === null) return reply.callNotFound();
    const chosen = await chosenPluginId(ctx, request.query);
    const pluginId = chosen ?? (await demoPluginId(ctx)) ?? '';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(demoPage(html, pluginId, chosen !== null));
  });

  app.get('/widget/*', BUILT_FILES, async (request, reply) => {
    reply.headers(CROSS_ORIGIN_RESOURCE);
    reply.header('access-control-allow-origin', '*');
    return serveFile(request, reply, widgetDist, request.url.split('?')[0].slice('/widget'.length));
  });
}
