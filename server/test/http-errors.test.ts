/** @jest-environment ./test/support/pglite-environment.cjs */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from 'shared-kernel/validation';
import { SERVICE_UNAVAILABLE } from '../src/http/error-handler';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';

let t: TestServer;
let staticRoot: string;
beforeAll(async () => {
  t = await startTestServer({ bodyLimit: 2048 });
  // A fake build: shell with its index and remotes.json, one remote; the other dist folders are missing.
  staticRoot = path.join(t.dataDir, 'repo');
  await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(staticRoot, 'mfe-history', 'dist'), { recursive: true });
  await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Live Chat</title>');
  await writeFile(path.join(staticRoot, 'shell', 'dist', 'main.js'), 'console.log(1)');
  await writeFile(path.join(staticRoot, 'shell', 'dist', 'remotes.json'), '{"mfe_history":"http://elsewhere/mf-manifest.json"}');
  await writeFile(path.join(staticRoot, 'mfe-history', 'dist', 'mf-manifest.json'), '{"name":"mfe_history"}');
});
afterAll(() => t.close());

describe('error answers are JSON without stacks', () => {
  it('400 with the shared schema message for a bad body', async () => {
    const answer = await api(t.url, 'POST', '/auth/signin', { body: { email: 'not-an-email', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: MESSAGES.loginEmail });
    const weak = await api(t.url, 'POST', '/auth/signin', { body: { email: 'a@example.com', password: 'short' } });
    expect(weak.body).toEqual({ statusCode: 400, message: MESSAGES.loginPassword });
    const empty = await api(t.url, 'POST', '/auth/signin');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.loginEmail);
  });

  it('400 for malformed JSON', async () => {
    const response = await fetch(`${t.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { statusCode: number; message: unknown };
    expect(body.statusCode).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('404 JSON for unknown API paths and methods', async () => {
    const unknown = await api(t.url, 'GET', '/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Not found: GET /api/no/such/thing' });
    expect((await api(t.url, 'DELETE', '/auth/signin')).status).toBe(404);
  });

  it('413 JSON for an oversized body', async () => {
    const answer = await api(t.url, 'POST', '/auth/signup', { body: { email: 'a@example.com', filler: 'x'.repeat(5000) } });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
  });

  it('503 with Retry-After while the database is out of reach, as a retryable answer', async () => {
    const owner = await createUser(t.server);
    const { accessToken } = await signIn(t.url, owner.email);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const down = jest.spyOn(t.server.ctx.db, 'select').mockImplementation(() => {
      throw refused;
    });
    try {
      const answer = await api(t.url, 'GET', '/canned/get-all', { token: accessToken });
      expect(answer).toMatchObject({ status: 503, body: { statusCode: 503, message: SERVICE_UNAVAILABLE } });
      expect(answer.headers.get('retry-after')).toBe('1');
    } finally {
      down.mockRestore();
    }
    expect((await api(t.url, 'GET', '/canned/get-all', { token: accessToken })).status).toBe(200);
  });

  it('401 JSON for a protected call without a token', async () => {
    const answer = await api(t.url, 'GET', '/users/toggle-online');
    expect(answer).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
  });
});

describe('static files', () => {
  it('answer 404 JSON when nothing is built', async () => {
    const page = await fetch(`${t.url}/dashboard`);
    expect(page.status).toBe(404);
    expect(((await page.json()) as { statusCode: number }).statusCode).toBe(404);
    expect((await fetch(`${t.url}/widget.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/remotes/mfe-agents/mf-manifest.json`)).status).toBe(404);
    // No remotes.json anywhere: the default map of the remotes served here.
    const remotes = (await (await fetch(`${t.url}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.mfe_live_chat).toBe('/remotes/mfe-live-chat/mf-manifest.json');
  });

  it('serve the shell, its SPA fallback, remotes with CORS and remotes.json from a build', async () => {
    const built = await startTestServer({ staticRoot });
    try {
      const index = await fetch(`${built.url}/`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('<title>Live Chat</title>');
      const deep = await fetch(`${built.url}/contact-history/123`);
      expect(deep.headers.get('content-type')).toMatch(/text\/html/);
      expect((await fetch(`${built.url}/main.js`)).status).toBe(200);
      expect((await fetch(`${built.url}/missing.js`)).status).toBe(404);
      expect((await fetch(`${built.url}/api/nothing`)).status).toBe(404);

      const manifest = await fetch(`${built.url}/remotes/mfe-history/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(await manifest.json()).toEqual({ name: 'mfe_history' });
      expect((await fetch(`${built.url}/remotes/mfe-agents/mf-manifest.json`)).status).toBe(404);
      expect((await fetch(`${built.url}/remotes/not-a-remote/x.js`)).status).toBe(404);
      expect((await fetch(`${built.url}/remotes/mfe-history/..%2f..%2fshell/dist/index.html`)).status).toBeGreaterThanOrEqual(400);

      expect(await (await fetch(`${built.url}/remotes.json`)).json()).toEqual({ mfe_history: 'http://elsewhere/mf-manifest.json' });
    } finally {
      await built.close();
    }
  });
});
