import type { FastifyInstance } from 'fastify';

// Clients post to /auth/refresh and /auth/logout with a JSON content type and no body;
// fastify's default parser refuses that, so an empty JSON body reads as "no body" here.
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
