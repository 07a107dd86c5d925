import type { FastifyReply } from 'fastify';

/**
 * An uploaded file back to a browser, never as something it could run: the stored type only, no
 * sniffing, a sandboxing CSP and inline disposition with the server-made name.
 */
export function sendStoredFile(reply: FastifyReply, data: Buffer, file: { name: string; contentType: string; cacheControl: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${file.name}"`)
    .header('cache-control', file.cacheControl)
    .send(data);
}
