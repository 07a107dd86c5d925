import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../config/settings';
import './built-files-route';

/**
 * The origins of remotes that remotes.json places on other hosts (a team deploying its area elsewhere):
 * the console must be allowed to load their code and manifests. Re-read when the file changes.
 */
const RECHECK_MS = 5_000;

function remoteOrigins(settings: Pick<Settings, 'staticRoot' | 'remotesJson'>): () => string[] {
  const file = settings.remotesJson ?? path.join(settings.staticRoot, 'shell', 'dist', 'remotes.json');
  let seen = { mtimeMs: -1, origins: [] as string[] };
  // Every answer carries the policy: the file is looked at no more than once per interval.
  let checkedAt = -Infinity;
  return () => {
    if (performance.now() - checkedAt < RECHECK_MS) return seen.origins;
    checkedAt = performance.now();
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs === seen.mtimeMs) return seen.origins;
      const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const origins = Object.values(map)
        .filter((value): value is string => typeof value === 'string' && /^https?:\/\//.test(value))
        .map((value) => new URL(value).origin);
      seen = { mtimeMs, origins: [...new Set(origins)] };
    } catch {
      seen = { mtimeMs: -1, origins: [] };
    }
    return seen.origins;
  };
}

/**
 * Security headers on every answer: a Content-Security-Policy without inline scripts (the console has
 * none; MUI's styles are injected, hence inline styles), framing by this origin only (the widget
 * preview), no referrer (reset links carry tokens), no MIME sniffing. The widget and the remotes, meant
 * to be loaded by other sites, mark themselves cross-origin where they are served.
 */
export async function installSecurityHeaders(app: FastifyInstance, settings: Pick<Settings, 'staticRoot' | 'remotesJson'>): Promise<void> {
  const remotes = remoteOrigins(settings);
  const withRemotes = (base: string[]) => () => [...base, ...remotes()].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes(["'self'"])],
        connectSrc: [withRemotes(["'self'"])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  dropDocumentHeaders(app);
}

/** Headers that only a document (a page, a frame, an SVG opened alone) acts on. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Content no browser runs as a document: scripts, styles, JSON, fonts, raster images, sounds. */
const NEVER_A_DOCUMENT = /^(?:application\/(?:javascript|json|manifest\+json)|text\/(?:javascript|css)|font\/|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)|audio\/)/i;

/**
 * What an API answer needs instead of the page's policy: it is data, never a page to run or frame
 * (OWASP's REST security advice), in about 50 bytes instead of 700.
 */
export const API_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";
const JSON_ANSWER = /^application\/json/i;

/**
 * Every answer carries the headers above. Built scripts, styles and the rest that never become a document
 * go without the document-only ones (about 650 bytes each: the console's first screen fetches dozens of
 * chunks), and so do built files' 304s, which leave the stored headers of what they revalidate as they were.
 * JSON answers of the API keep a policy that allows nothing.
 */
function dropDocumentHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.routeOptions.config?.builtFiles) {
      if (reply.statusCode === 304 || NEVER_A_DOCUMENT.test(type)) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    } else if (JSON_ANSWER.test(type)) {
      for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
      reply.header('content-security-policy', API_ANSWER_POLICY);
    }
    return payload;
  });
}

/** For files any site may load (widget.js and its chunks, the remotes): readable across origins. */
export const CROSS_ORIGIN_RESOURCE = { 'cross-origin-resource-policy': 'cross-origin' } as const;
