import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCodings, COMPRESSIBLE, PRECOMPRESSED, type Coding } from '../http/content-coding';
import { matchesIfNoneMatch, strongEtag } from './strong-etag';

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/i;
const OFFERED = PRECOMPRESSED.map((entry) => entry.coding);
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz', identity: '' };

type Sent = Awaited<ReturnType<typeof send>>;

/** The file's content type from its own name (a `.br` sibling would read as a download). */
function contentTypeOf(urlPath: string): string | null {
  const type = send.mime.getType(urlPath);
  if (!type) return null;
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

function refuse(reply: FastifyReply, result: Sent): FastifyReply {
  result.stream?.destroy();
  if (result.type === 'directory' || result.statusCode === 404) {
    reply.callNotFound();
    return reply;
  }
  return reply.status(result.statusCode).send({ statusCode: result.statusCode, message: result.statusCode === 403 ? 'Forbidden' : 'Cannot serve this file' });
}

/**
 * Streams `urlPath` (still URL-encoded, starting with '/') from `root`, in the best coding the request
 * accepts among the build's precompressed siblings (`.br`, `.gz`): no compression work per request. `send`
 * refuses paths that climb out of the root and hidden files; anything missing goes to the JSON
 * not-found handler. Each coding has its own strong ETag; If-None-Match answers 304.
 */
export async function serveFile(request: FastifyRequest, reply: FastifyReply, root: string, urlPath: string): Promise<FastifyReply> {
  const compressible = COMPRESSIBLE.test(urlPath);
  const accepted: Coding[] = compressible ? acceptedCodings(request.headers['accept-encoding'], OFFERED) : ['identity'];
  if (compressible) reply.header('vary', 'Accept-Encoding');
  // Identity is looked for last even when refused, to tell "not acceptable" (406) from "no such file".
  const tried = accepted.includes('identity') ? accepted : [...accepted, 'identity' as const];
  for (const [index, coding] of tried.entries()) {
    let etag = '';
    const result = await send(request.raw, urlPath + SUFFIX[coding], {
      root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      contentType: false,
      etag: false,
      lastModified: false,
      onFile: async (file, stat) => {
        etag = await strongEtag(file, stat);
      },
    });
    // No sibling in this coding (a file too small to gain, or a build without them): the next one.
    if (result.type !== 'file' && result.statusCode === 404 && index < tried.length - 1) {
      result.stream?.destroy();
      continue;
    }
    if (result.type !== 'file') return refuse(reply, result);
    if (!accepted.includes(coding)) {
      result.stream.destroy();
      return reply.status(406).send({ statusCode: 406, message: 'This file is served as brotli, gzip or uncompressed, and Accept-Encoding refuses each of them' });
    }
    // Content-hashed chunks never change; entries, manifests and pages must be re-checked.
    reply.header('cache-control', HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      result.stream.destroy();
      return reply.status(304).send();
    }
    reply.status(result.statusCode).headers(result.headers);
    const type = contentTypeOf(urlPath);
    if (type) reply.type(type);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.send(result.stream);
  }
  // Not reached: the last coding tried answers whatever it finds.
  reply.callNotFound();
  return reply;
}
