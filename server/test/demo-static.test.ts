/** @jest-environment ./test/support/pglite-environment.cjs */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { widgets } from '../src/db/schema';
import { createUser, startTestServer, type TestServer } from './support/test-server';
import { createWidget } from './support/visitor-helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true }, { ownDatabase: true });
  // A static root of its own with a demo page and a built widget.
  const root = t.settings.staticRoot;
  await mkdir(path.join(root, 'widget', 'demo'), { recursive: true });
  await mkdir(path.join(root, 'widget', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'widget', 'demo', 'index.html'), '<script src="/widget.js" pluginid="{{PLUGIN_ID}}"></script>');
  await writeFile(path.join(root, 'widget', 'demo', 'pricing.html'), '<a href="index.html">Home</a><script src="/widget.js" pluginid="{{PLUGIN_ID}}" domain="localhost"></script>');
  await writeFile(path.join(root, 'widget', 'demo', 'style.css'), 'body{}');
  await writeFile(path.join(root, 'widget', 'dist', 'widget.js'), 'loader()');
  await writeFile(path.join(root, 'widget', 'dist', 'chat.0123abcd.js'), 'chat()');
});
afterAll(() => t.close());

describe('demo website and widget files', () => {
  it('embeds a live widget named by ?pluginid on every page (links keep it), else the demo widget', async () => {
    const [demo] = await t.server.ctx.db.query.widgets.findMany();
    const owner = await createUser(t.server);
    const mine = await createWidget(t.server, owner.id);
    const page = await (await fetch(`${t.url}/demo/pricing.html?pluginid=${mine.pluginId}`)).text();
    expect(page).toBe(`<a href="index.html?pluginid=${mine.pluginId}">Home</a><script src="/widget.js" pluginid="${mine.pluginId}" domain="localhost"></script>`);
    expect(await (await fetch(`${t.url}/demo/?pluginid=${mine.pluginId}`)).text()).toContain(`pluginid="${mine.pluginId}"`);
    // Unknown, deleted or hostile values fall back to the demo widget, never reach the page.
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    for (const query of ['nope', hostile, '']) {
      const html = await (await fetch(`${t.url}/demo/pricing.html?pluginid=${query}`)).text();
      expect(html).toBe(`<a href="index.html">Home</a><script src="/widget.js" pluginid="${demo.pluginId}" domain="localhost"></script>`);
    }
    await t.server.ctx.db.update(widgets).set({ deletedAt: new Date() }).where(eq(widgets.id, mine.id));
    expect(await (await fetch(`${t.url}/demo/?pluginid=${mine.pluginId}`)).text()).toContain(demo.pluginId);
  });

  it('serves the demo pages with the demo widget pluginId filled in', async () => {
    const [widget] = await t.server.ctx.db.query.widgets.findMany();
    const page = await fetch(`${t.url}/demo/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toBe(`<script src="/widget.js" pluginid="${widget.pluginId}"></script>`);
    expect(await (await fetch(`${t.url}/demo/index.html`)).text()).toContain(widget.pluginId);
    expect(await (await fetch(`${t.url}/demo/style.css`)).text()).toBe('body{}');
    expect((await fetch(`${t.url}/demo`, { redirect: 'manual' })).headers.get('location')).toBe('/demo/');
    expect((await fetch(`${t.url}/demo/missing.html`)).status).toBe(404);
    expect((await fetch(`${t.url}/demo/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });

  it('serves the widget loader and its chunks', async () => {
    expect(await (await fetch(`${t.url}/widget.js`)).text()).toBe('loader()');
    const chunk = await fetch(`${t.url}/widget/chat.0123abcd.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('chat()');
    expect((await fetch(`${t.url}/widget/nope.js`)).status).toBe(404);
  });

  it("answers the widget's public look by pluginId, and 404 for an unknown one", async () => {
    const [widget] = await t.server.ctx.db.query.widgets.findMany();
    const answer = await fetch(`${t.url}/api/visitor-widget/config?pluginId=${widget.pluginId}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ widgetName: widget.widgetName, buttonText: 'Human Chat', buttonLocation: 'bottom-right' });
    expect((await fetch(`${t.url}/api/visitor-widget/config?pluginId=nope`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/visitor-widget/config`)).status).toBe(400);
  });
});
