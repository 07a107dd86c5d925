/** @jest-environment ./test/support/pglite-environment.cjs */
// What goes over the wire: built files precompressed (brotli, gzip) by Accept-Encoding with a strong ETag
// per coding, API answers compressed on the fly from 1 KB, and refusals when nothing acceptable is left.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { decodedText, rawRequest } from './support/raw-http';
import { createUser, signIn, startTestServer, type TestServer } from './support/test-server';
import { createWidget } from './support/visitor-helpers';

const get = rawRequest;
const decoded = decodedText;

const MAIN_JS = `console.log(${JSON.stringify('the console '.repeat(400))});\n`;
const CHUNK_JS = `export const chunk = ${JSON.stringify('a chunk '.repeat(300))};\n`;
const WIDGET_JS = `(function(){${'var loader=1;'.repeat(200)}})();\n`;

let t: TestServer;
let root: string;

/** A file and the siblings the build writes beside it. */
async function built(file: string, text: string, codings: Array<'br' | 'gzip'> = ['br', 'gzip']): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  if (codings.includes('br')) await writeFile(`${file}.br`, brotliCompressSync(text));
  if (codings.includes('gzip')) await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  t = await startTestServer();
  root = t.settings.staticRoot;
  await built(path.join(root, 'shell', 'dist', 'main.js'), MAIN_JS);
  await built(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Live Chat</title>' + '<!-- padding -->'.repeat(50));
  await built(path.join(root, 'shell', 'dist', 'chunk.0123abcd.js'), CHUNK_JS);
  await built(path.join(root, 'shell', 'dist', 'plain.js'), 'let tiny = 1;', []);
  await built(path.join(root, 'shell', 'dist', 'logo.png'), 'not really a png', []);
  await built(path.join(root, 'mfe-history', 'dist', 'remoteEntry.js'), CHUNK_JS);
  await built(path.join(root, 'widget', 'dist', 'widget.js'), WIDGET_JS);
  await built(path.join(root, 'widget', 'dist', 'chat.89abcdef.js'), CHUNK_JS, ['br']);
});
afterAll(() => t.close());

describe('built files', () => {
  it('are served in the coding asked for, from the build, each with its own strong ETag and Vary', async () => {
    const br = await get(`${t.url}/main.js`, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(`${t.url}/main.js`, { 'accept-encoding': 'gzip' });
    const none = await get(`${t.url}/main.js`);
    const identity = await get(`${t.url}/main.js`, { 'accept-encoding': 'identity' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], none.headers['content-encoding'], identity.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
      undefined,
    ]);
    for (const answer of [br, gzip, none, identity]) {
      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(MAIN_JS);
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    // The precompressed bytes, not compressed again on the way.
    expect(br.body.length).toBeLessThan(MAIN_JS.length / 5);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(new Set([br.headers.etag, gzip.headers.etag, none.headers.etag]).size).toBe(3);
    expect(identity.headers.etag).toBe(none.headers.etag);
  });

  it('follow the weights and exclusions of Accept-Encoding', async () => {
    const coding = async (header: string) => (await get(`${t.url}/main.js`, { 'accept-encoding': header })).headers['content-encoding'] ?? 'identity';
    expect(await coding('br;q=0.5, gzip')).toBe('gzip');
    expect(await coding('gzip;q=0.2, br;q=0.9')).toBe('br');
    expect(await coding('br;q=0, gzip;q=0')).toBe('identity');
    expect(await coding('gzip, identity;q=0')).toBe('gzip');
    expect(await coding('*')).toBe('br');
    expect(await coding('compress')).toBe('identity');
    const refused = await get(`${t.url}/main.js`, { 'accept-encoding': 'identity;q=0' });
    expect(refused.status).toBe(406);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ statusCode: 406 });
    expect((await get(`${t.url}/main.js`, { 'accept-encoding': '*;q=0' })).status).toBe(406);
  });

  it('answer 304 to If-None-Match with the tag of the same coding', async () => {
    const br = await get(`${t.url}/main.js`, { 'accept-encoding': 'br' });
    const again = await get(`${t.url}/main.js`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const otherCoding = await get(`${t.url}/main.js`, { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag as string });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers['content-encoding']).toBe('gzip');
  });

  it('keep hashed chunks for a year, entries and pages revalidated', async () => {
    const chunk = await get(`${t.url}/chunk.0123abcd.js`, { 'accept-encoding': 'br' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(chunk)).toBe(CHUNK_JS);
    const page = await get(`${t.url}/dashboard`, { 'accept-encoding': 'br' });
    expect([page.status, page.headers['content-encoding'], page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'br',
      'text/html; charset=utf-8',
      'no-cache',
    ]);
    const entry = await get(`${t.url}/remotes/mfe-history/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect([entry.headers['content-encoding'], entry.headers['cache-control'], entry.headers['access-control-allow-origin']]).toEqual(['gzip', 'no-cache', '*']);
  });

  it('carry the document-only security headers on pages only, nosniff everywhere', async () => {
    const script = await get(`${t.url}/chunk.0123abcd.js`, { 'accept-encoding': 'br' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect([script.headers['x-content-type-options'], script.headers['cross-origin-resource-policy']]).toEqual(['nosniff', 'same-origin']);
    const page = await get(`${t.url}/login`, { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const revalidated = await get(`${t.url}/login`, { 'accept-encoding': 'br', 'if-none-match': page.headers.etag as string });
    expect([revalidated.status, revalidated.headers['content-security-policy']]).toEqual([304, undefined]);
  });

  it('without a sibling, or not text, go as they are', async () => {
    const plain = await get(`${t.url}/plain.js`, { 'accept-encoding': 'br, gzip' });
    expect([plain.status, plain.headers['content-encoding'], plain.body.toString()]).toEqual([200, undefined, 'let tiny = 1;']);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const image = await get(`${t.url}/logo.png`, { 'accept-encoding': 'br, identity;q=0' });
    expect([image.status, image.headers['content-encoding'], image.headers['content-type']]).toEqual([200, undefined, 'image/png']);
    expect((await get(`${t.url}/missing.js`, { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it("include the widget's loader and chunks, on any origin", async () => {
    const loader = await get(`${t.url}/widget.js`, { 'accept-encoding': 'br', origin: 'https://shop.example' });
    expect([loader.headers['content-encoding'], loader.headers['access-control-allow-origin'], decoded(loader)]).toEqual(['br', '*', WIDGET_JS]);
    expect(loader.headers.vary).toMatch(/accept-encoding/i);
    const chunk = await get(`${t.url}/widget/chat.89abcdef.js`, { 'accept-encoding': 'gzip, br' });
    expect([chunk.headers['content-encoding'], chunk.headers['cache-control']]).toEqual(['br', 'public, max-age=31536000, immutable']);
    // Only a brotli sibling: gzip falls back to the file itself.
    const gzipOnly = await get(`${t.url}/widget/chat.89abcdef.js`, { 'accept-encoding': 'gzip' });
    expect([gzipOnly.headers['content-encoding'], gzipOnly.body.toString()]).toEqual([undefined, CHUNK_JS]);
  });
});

describe('API answers', () => {
  let token: string;
  beforeAll(async () => {
    const owner = await createUser(t.server);
    for (let i = 0; i < 3; i += 1) await createWidget(t.server, owner.id);
    token = (await signIn(t.url, owner.email)).accessToken;
  });

  const widgets = (encoding?: string) =>
    get(`${t.url}/api/widget/get-widgets`, { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) }, 'POST', '{}');

  it('over 1 KB are compressed on the fly in the coding asked for', async () => {
    const plain = await widgets();
    expect(plain.body.length).toBeGreaterThan(1024);
    const expected = JSON.parse(plain.body.toString());
    for (const [header, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, br', 'br'],
      ['identity', undefined],
    ] as const) {
      const answer = await widgets(header);
      expect([answer.status, answer.headers['content-encoding']]).toEqual([200, coding]);
      expect(JSON.parse(decoded(answer))).toEqual(expected);
      expect(answer.headers.vary).toBe('accept-encoding');
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('under 1 KB go as they are, unless identity is refused; nothing acceptable is a 406', async () => {
    const signin = (encoding: string) =>
      get(`${t.url}/api/auth/signin`, { 'content-type': 'application/json', 'accept-encoding': encoding }, 'POST', JSON.stringify({ email: 'not-an-email', password: 'x' }));
    const plain = await signin('br, gzip');
    expect([plain.status, plain.headers['content-encoding']]).toEqual([400, undefined]);
    const expected = JSON.parse(plain.body.toString());
    const coded = await signin('gzip, identity;q=0');
    expect([coded.status, coded.headers['content-encoding'], JSON.parse(decoded(coded))]).toEqual([400, 'gzip', expected]);
    const refused = await signin('identity;q=0');
    expect([refused.status, JSON.parse(refused.body.toString()).statusCode]).toEqual([406, 406]);
  });
});
