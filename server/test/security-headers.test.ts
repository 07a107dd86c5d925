/** @jest-environment ./test/support/pglite-environment.cjs */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverFixture } from './support/socket-fixture';

const fx = serverFixture();

beforeAll(async () => {
  const root = fx.t.settings.staticRoot;
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await mkdir(path.join(root, 'widget', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><script defer src="/main.js"></script>');
  await writeFile(path.join(root, 'widget', 'dist', 'widget.js'), 'loader()');
  await writeFile(path.join(root, 'widget', 'dist', 'chat.0123abcd.js'), 'chat()');
  await writeFile(path.join(root, 'widget', 'dist', 'preview.html'), '<!doctype html><script src="preview.js"></script>');
  await writeFile(path.join(root, 'widget', 'dist', 'preview.js'), 'preview()');
  // One area deployed by its team on another host.
  await writeFile(
    path.join(root, 'shell', 'dist', 'remotes.json'),
    JSON.stringify({ mfe_history: 'https://history.example.com/remotes/mfe-history/mf-manifest.json', mfe_agents: '/remotes/mfe-agents/mf-manifest.json' }),
  );
});

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('gives the console a policy without inline scripts, framing by its own origin only and no referrer', async () => {
    const page = await fetch(`${fx.t.url}/dashboard`);
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://history.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://history.example.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives API answers, errors included, a policy that allows nothing, and none of the page-only headers', async () => {
    for (const url of ['/api/visitor-widget/config?pluginId=nope', '/api/no-such-call', '/readyz']) {
      const answer = await fetch(`${fx.t.url}${url}`);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(answer.headers.get('content-security-policy'))).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security', 'x-xss-protection']) {
        expect([url, pageOnly, answer.headers.get(pageOnly)]).toEqual([url, pageOnly, null]);
      }
    }
  });

  it("lets the console frame the widget preview (its own origin only) and run it: its script, its shadow root's <style>", async () => {
    const page = await fetch(`${fx.t.url}/widget/preview.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect((await fetch(`${fx.t.url}/widget/preview.js`)).status).toBe(200);
  });

  it('lets any site load the widget and its chunks, and another shell load the remotes map', async () => {
    for (const url of ['/widget.js', '/widget/chat.0123abcd.js', '/remotes.json']) {
      const answer = await fetch(`${fx.t.url}${url}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
    const console = await fetch(`${fx.t.url}/main.js`);
    expect(console.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
