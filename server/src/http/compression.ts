import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { acceptedCodings } from './content-coding';
import './built-files-route';

/** API answers from this size on are compressed as they go out; smaller ones gain too little. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli at a fast level for answers made per request (quality 11 is for the build's files, which are
 * compressed once): about gzip's speed at a smaller size.
 */
const ON_THE_FLY_BROTLI_QUALITY = 4;

const refusesIdentity = (header: string | undefined) => header !== undefined && !acceptedCodings(header, []).includes('identity');

/**
 * Compression of what the server makes per request (API answers, demo pages). Built files are served
 * precompressed (static/serve-file.ts) and their routes say `compress: false`. An Accept-Encoding that
 * refuses every coding offered is answered 406; one that refuses identity gets even a small answer coded.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.builtFiles) return;
    const header = request.headers['accept-encoding'];
    // Lower case, as @fastify/compress looks for it before adding its own.
    reply.header('vary', 'accept-encoding');
    if (header !== undefined && acceptedCodings(header, ['br', 'gzip']).length === 0) {
      return reply.status(406).send({ statusCode: 406, message: 'Answers are sent as brotli, gzip or uncompressed, and Accept-Encoding refuses each of them' });
    }
  });
  // Small answers to a client that refuses identity: coded here (the plugin below leaves them alone).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.builtFiles) return payload;
    if (!refusesIdentity(request.headers['accept-encoding']) || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) >= COMPRESS_FROM_BYTES) return payload;
    const [coding] = acceptedCodings(request.headers['accept-encoding'], ['br', 'gzip']);
    // Nothing acceptable (the 406 itself): plain, the one form every client reads.
    if (coding === undefined || coding === 'identity') return payload;
    const coded = coding === 'br' ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } }) : gzipSync(payload);
    reply.header('content-encoding', coding).header('content-length', coded.length);
    return coded;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
  });
}
