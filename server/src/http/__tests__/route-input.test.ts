import Fastify, { type FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { installErrorHandling } from '../error-handler';
import { unauthorized } from '../http-error';
import { installRouteInput, missingInput, NO_INPUT, NO_INPUT_BODY } from '../route-input';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function scope(register: (app: FastifyInstance) => void): FastifyInstance {
  const app = Fastify();
  apps.push(app);
  installErrorHandling(app);
  void app.register(async (api) => {
    installRouteInput(api);
    register(api);
  });
  return app;
}

/** A real request on loopback (Fastify's inject loads an ES module jest cannot). */
async function call(app: FastifyInstance, method: string, url: string, payload?: unknown): Promise<{ statusCode: number; json: () => unknown }> {
  const listening = app.server.address() as { port: number } | null;
  const base = listening ? `http://127.0.0.1:${listening.port}` : await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(base + url, {
    method,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body: unknown = await response.json();
  return { statusCode: response.status, json: () => body };
}

describe('every route declares what it reads', () => {
  it('refuses, when the server starts, a route without a declared input', async () => {
    const app = scope((api) => api.get('/forgetful', async () => 'ok'));
    await expect(app.ready()).rejects.toThrow('GET /forgetful declares no input: give it a schema (NO_INPUT when it reads none)');
  });

  it('refuses a POST that declares its query but not its body, unless the body is multipart or raw', () => {
    const post = { method: 'POST' as const, url: '/x' };
    expect(missingInput({ ...post, schema: NO_INPUT })).toBe('POST /x takes a body but declares none');
    expect(missingInput({ ...post, schema: NO_INPUT, config: { body: 'multipart' } })).toBeNull();
    expect(missingInput({ ...post, schema: NO_INPUT_BODY })).toBeNull();
    expect(missingInput({ method: 'GET', url: '/y', schema: NO_INPUT })).toBeNull();
  });
});

describe('declared input is validated before the handler', () => {
  const echo = () =>
    scope((api) => {
      api.post('/echo', { schema: { body: object({ name: string().trim().required('Name is required') }) } }, async (request) => request.body);
      api.get('/guarded', { onRequest: async () => Promise.reject(unauthorized()), schema: { querystring: object({ page: string().required('page is required') }) } }, async () => 'never');
    });

  it('hands the handler the cast value', async () => {
    const answer = await call(echo(), 'POST', '/echo', { name: '  Ann  ', extra: 1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Ann', extra: 1 });
  });

  it('answers 400 with the schema message, or a plain one for the wrong type, and never reaches the handler', async () => {
    const app = echo();
    const missing = await call(app, 'POST', '/echo', {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { statusCode: 400, message: 'Name is required' }]);
    const wrongType = await call(app, 'POST', '/echo', { name: ['a'] });
    expect([wrongType.statusCode, wrongType.json()]).toEqual([400, { statusCode: 400, message: 'name must be text' }]);
    const noBody = await call(app, 'POST', '/echo');
    expect(noBody.json()).toEqual({ statusCode: 400, message: 'Name is required' });
  });

  it('checks who is calling before what they sent', async () => {
    const answer = await call(echo(), 'GET', '/guarded');
    expect(answer.statusCode).toBe(401);
  });
});
