import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/i;

/**
 * Streams `urlPath` (still URL-encoded, starting with '/') from `root`. `send` refuses paths that
 * climb out of the root and hidden files; anything missing goes to the JSON not-found handler.
 */
export async function serveFile(request: FastifyRequest, reply: FastifyReply, root: string, urlPath: string): Promise<FastifyReply> {
  const result = await send(request.raw, urlPath, { root, index: false, dotfiles: 'ignore', cacheControl: false });
  if (result.type !== 'file') {
    result.stream?.destroy();
    if (result.type === 'directory' || result.statusCode === 404) {
      reply.callNotFound();
      return reply;
    }
    return reply.status(result.statusCode).send({ statusCode: result.statusCode, message: result.statusCode === 403 ? 'Forbidden' : 'Cannot serve this file' });
  }
  // Content-hashed chunks never change; entries, manifests and pages must be re-checked.
  reply.status(result.statusCode).headers(result.headers);
  reply.header('cache-control', HASHED.test(result.metadata.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  return reply.send(result.stream);
}
