/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: the widget's language ('auto', the guest's browser, or a fixed one) is saved with the widget,
// read back by the console and sent to the guest's widget in its settings; anything else is refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { widgets } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { api, type LooseJson } from './support/test-server';
import { salesAccount } from './support/visitor-helpers';

const fx = socketFixture();
const LANGUAGE_REFUSED = 'language must be auto or one of en, es, de, fr, pt-BR, ar';

describe("the widget's language", () => {
  it("is 'auto' until set, saved by update and create, sent to the guest, and refuses any other value", async () => {
    const s = await salesAccount(fx.t.server, fx.agent);
    const call = (method: string, path: string, body?: unknown) => api(fx.t.url, method, path, { token: s.owner.token, body });
    const read = async () => (await call('POST', '/widget/get-widgets')).body.find((w: LooseJson) => w._id === s.widget.id);
    const widget = await read();
    expect(widget.language).toBe('auto');
    expect((await fx.guest(s.widget.pluginId)).hello.config.language).toBe('auto');

    const base = { ...widget, widgetId: s.widget.id, department: widget.department?.[0]?.ids ?? null };
    const update = (language: unknown) => call('PATCH', '/widget/update', { ...base, language });
    for (const language of ['xx', 'EN', 'toString', '__proto__', '', 'es-MX']) {
      const answer = await update(language);
      expect([answer.status, answer.body.message]).toEqual([400, LANGUAGE_REFUSED]);
    }
    for (const language of [7, ['es'], { es: true }, true]) {
      const answer = await update(language);
      expect(answer.status).toBe(400);
      expect(['language must be text', LANGUAGE_REFUSED]).toContain(answer.body.message);
    }
    expect((await read()).language).toBe('auto');

    const saved = await update('ar');
    expect([saved.status, saved.body.language]).toEqual([200, 'ar']);
    expect((await read()).language).toBe('ar');
    const [row] = await fx.t.server.ctx.db.select().from(widgets).where(eq(widgets.id, s.widget.id));
    expect((row.settings as { language?: string }).language).toBe('ar');
    expect((await fx.guest(s.widget.pluginId)).hello.config.language).toBe('ar');
    // A save without the field keeps it.
    const { language: _dropped, ...withoutLanguage } = base;
    expect((await call('PATCH', '/widget/update', withoutLanguage)).body.language).toBe('ar');

    const created = await call('POST', '/widget/create', { widgetName: 'Tienda', domain: `tienda-${randomUUID().slice(0, 6)}.test`, language: 'es' });
    expect([created.status, created.body.language]).toEqual([200, 'es']);
  });
});
