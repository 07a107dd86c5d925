import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AREAS, DEFAULT_REMOTES } from 'shared-kernel/contracts';
import type { Settings } from '../config/settings';
import { BUILT_FILES } from '../http/built-files-route';
import { CROSS_ORIGIN_RESOURCE } from '../http/security-headers';
import { serveFile } from './serve-file';

// The built console from one origin (plan, "Static serving"): shell at /, each remote under
// /remotes/<package>/ (CORS open: a shell elsewhere fetches its manifest), /remotes.json,
// /widget.js. Missing dist folders only make their paths answer 404.
// Released versions of a remote (pnpm release:remote) under /releases/<package>/<version>/, from
// RELEASES_DIR (default <static root>/dist/releases), so remotes.json can switch between them.

const REMOTE_PACKAGES: ReadonlySet<string> = new Set(AREAS.map((area) => area.pkg));
const API_LIKE = /^\/(?:api|socket\.io)(?:\/|$)/;
/** A file name ends in a short extension; a route segment such as a token with dots does not. */
const FILE_LIKE = /\.[A-Za-z0-9]{1,8}$/;
/** A release folder's name: what the release script writes, never '.' or '..'. */
const RELEASE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function allowAnyOrigin(reply: FastifyReply): void {
  reply.headers(CROSS_ORIGIN_RESOURCE);
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  reply.header('access-control-allow-headers', '*');
}

const pathnameOf = (url: string) => url.split('?')[0];

function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

export function registerStaticRoutes(app: FastifyInstance, settings: Pick<Settings, 'staticRoot' | 'remotesJson'>): void {
  const root = settings.staticRoot;
  const shellDist = path.join(root, 'shell', 'dist');

  app.get('/remotes.json', BUILT_FILES, async (request, reply) => {
    allowAnyOrigin(reply);
    const file = settings.remotesJson ?? path.join(shellDist, 'remotes.json');
    if (existsSync(file)) return serveFile(request, reply, path.dirname(file), '/' + encodeURIComponent(path.basename(file)));
    // No file: the default map of the remotes served here.
    return reply.header('cache-control', 'no-cache').send(DEFAULT_REMOTES);
  });

  app.get('/widget.js', BUILT_FILES, async (request, reply) => {
    allowAnyOrigin(reply);
    return serveFile(request, reply, path.join(root, 'widget', 'dist'), '/widget.js');
  });

  app.options('/remotes/*', async (_request, reply) => {
    allowAnyOrigin(reply);
    return reply.status(204).send();
  });

  app.get<{ Params: { pkg: string } }>('/remotes/:pkg/*', BUILT_FILES, async (request, reply) => {
    const { pkg } = request.params;
    if (!REMOTE_PACKAGES.has(pkg)) return notFound(reply);
    allowAnyOrigin(reply);
    const rest = pathnameOf(request.url).slice(`/remotes/${pkg}`.length);
    return serveFile(request, reply, path.join(root, pkg, 'dist'), rest);
  });

  const releasesDir = process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(root, 'dist', 'releases');
  app.options('/releases/*', async (_request, reply) => {
    allowAnyOrigin(reply);
    return reply.status(204).send();
  });
  // A release is immutable (its folder is never rewritten): its hashed chunks cache for a year, and its
  // manifest and remoteEntry.js are revalidated like every entry file.
  app.get<{ Params: { pkg: string; version: string } }>('/releases/:pkg/:version/*', BUILT_FILES, async (request, reply) => {
    const { pkg, version } = request.params;
    if (!REMOTE_PACKAGES.has(pkg) || !RELEASE_VERSION.test(version)) return notFound(reply);
    allowAnyOrigin(reply);
    const rest = pathnameOf(request.url).slice(`/releases/${pkg}/${version}`.length);
    return serveFile(request, reply, path.join(releasesDir, pkg, version), rest);
  });

  // The shell: its files, and index.html for client-side routes (paths without an extension).
  app.get('/*', BUILT_FILES, async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (API_LIKE.test(pathname)) return notFound(reply);
    if (FILE_LIKE.test(pathname)) return serveFile(request, reply, shellDist, pathname);
    if (!existsSync(path.join(shellDist, 'index.html'))) return notFound(reply);
    return serveFile(request, reply, shellDist, '/index.html');
  });
}
