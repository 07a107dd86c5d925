/** @jest-environment ./test/support/pglite-environment.cjs */
// Released versions of a remote (pnpm release:remote) are served from their own folders, precompressed
// like every built file, so remotes.json can point an area at one version or another.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { rawRequest } from './support/raw-http';
import { startTestServer, type TestServer } from './support/test-server';

const get = rawRequest;

const MANIFEST = (version: string) => JSON.stringify({ id: 'mfe_history', metaData: { contractVersion: '1.0', release: version }, pad: 'x'.repeat(400) });
const CHUNK = `export const chunk = ${JSON.stringify('release chunk '.repeat(200))};\n`;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  const releases = path.join(t.settings.staticRoot, 'dist', 'releases', 'mfe-history');
  for (const version of ['1.0.0-aaaa', '1.0.0-bbbb']) {
    const folder = path.join(releases, version);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'mf-manifest.json'), MANIFEST(version));
    await writeFile(path.join(folder, 'mf-manifest.json.br'), brotliCompressSync(MANIFEST(version)));
    await writeFile(path.join(folder, '123.0123abcd.js'), CHUNK);
  }
  await writeFile(path.join(t.settings.staticRoot, 'dist', 'releases', 'secret.txt'), 'not a release');
});
afterAll(() => t.close());

describe('release folders', () => {
  it('serve each version of a remote side by side, precompressed, revalidated, with CORS open', async () => {
    const first = await get(`${t.url}/releases/mfe-history/1.0.0-aaaa/mf-manifest.json`, { 'accept-encoding': 'br' });
    const second = await get(`${t.url}/releases/mfe-history/1.0.0-bbbb/mf-manifest.json`, { 'accept-encoding': 'br' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.body).toString()).metaData.release).toBe('1.0.0-aaaa');
    expect(JSON.parse(brotliDecompressSync(second.body).toString()).metaData.release).toBe('1.0.0-bbbb');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const again = await get(`${t.url}/releases/mfe-history/1.0.0-aaaa/mf-manifest.json`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);

    const chunk = await get(`${t.url}/releases/mfe-history/1.0.0-bbbb/123.0123abcd.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.body.toString()).toBe(CHUNK);
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect((await get(`${t.url}/releases/mfe-history/1.0.0-aaaa/x`, {}, 'OPTIONS')).status).toBe(204);
  });

  it('answer 404 for unknown packages, versions and files, and never leave the release folder', async () => {
    for (const url of [
      '/releases/mfe-nope/1.0.0-aaaa/mf-manifest.json',
      '/releases/mfe-history/9.9.9/mf-manifest.json',
      '/releases/mfe-history/1.0.0-aaaa/missing.js',
      '/releases/mfe-history/../secret.txt',
      '/releases/mfe-history/..%2f..%2fsecret.txt/x',
      '/releases/mfe-history/1.0.0-aaaa/..%2f..%2fsecret.txt',
    ]) {
      const answer = await get(`${t.url}${url}`);
      expect({ url, status: answer.status === 200 }).toEqual({ url, status: false });
      expect(answer.body.toString()).not.toContain('not a release');
    }
  });
});
