/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: the owner's texts for the visitors of one language. Stored from the widget form (checked: our
// languages and the four texts only), given to the guest in the language the widget will speak, in the
// public config and the socket's hello; the launcher left at the spec's default comes in that language too.
import { eq } from 'drizzle-orm';
import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { widgets } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { api, createUser, signIn, type LooseJson } from './support/test-server';
import { connectGuest } from './support/visitor-helpers';

const fx = socketFixture();

async function ownerWithWidget() {
  const owner = await createUser(fx.t.server, { role: 'client', fullName: 'Owner' });
  const token = (await signIn(fx.t.url, owner.email)).accessToken;
  const created = await api(fx.t.url, 'POST', '/widget/create', { token, body: { widgetName: 'Tienda', domain: 'tienda.example.com' } });
  expect(created.status).toBe(200);
  const widget = created.body as LooseJson;
  const update = (patch: object) => api(fx.t.url, 'PATCH', '/widget/update', { token, body: { ...widget, widgetId: widget._id, ...patch } });
  const config = async (acceptLanguage?: string) => {
    const answer = await fetch(`${fx.t.url}/api/visitor-widget/config?pluginId=${widget.pluginId}`, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    expect(answer.status).toBe(200);
    return { body: (await answer.json()) as LooseJson, headers: answer.headers };
  };
  const stored = async () => (await fx.t.server.ctx.db.select().from(widgets).where(eq(widgets.id, String(widget._id))))[0].settings as LooseJson;
  return { widget, token, update, config, stored };
}

const spanish = { es: { buttonText: '  Escríbenos  ', onlineText: 'Aquí estamos para ayudarte' }, 'pt-BR': { requestEmailMessage: 'Seu e-mail, por favor' } };

describe("the owner's texts in one language", () => {
  it("are stored cleaned and read back by the editor; a form without them keeps them, {} clears them", async () => {
    const w = await ownerWithWidget();
    const saved = await w.update({ textsByLanguage: spanish });
    expect(saved.status).toBe(200);
    const cleaned = { es: { buttonText: 'Escríbenos', onlineText: 'Aquí estamos para ayudarte' }, 'pt-BR': { requestEmailMessage: 'Seu e-mail, por favor' } };
    expect((saved.body as LooseJson).textsByLanguage).toEqual(cleaned);
    expect((await w.stored()).textsByLanguage).toEqual(cleaned);
    expect((await w.update({ widgetName: 'Tienda 2' })).status).toBe(200);
    expect((await w.stored()).textsByLanguage).toEqual(cleaned);
    expect((await w.update({ textsByLanguage: {} })).status).toBe(200);
    expect((await w.stored()).textsByLanguage).toBeUndefined();
  });

  it("reach a guest in the language the widget will speak, over HTTP and in the hello", async () => {
    const w = await ownerWithWidget();
    await w.update({ textsByLanguage: spanish, chatPopupWelcomeMessage: { online: 'We are here', offline: 'Away' } });
    const es = await w.config('es-ES,es;q=0.9,en;q=0.5');
    expect(es.body).toMatchObject({ buttonText: 'Escríbenos', onlineText: 'Aquí estamos para ayudarte', offlineText: 'Away', requestEmail: { message: WIDGET_DEFAULTS.requestEmailMessage } });
    expect(es.body).not.toHaveProperty('textsByLanguage');
    expect(es.headers.get('vary')).toMatch(/accept-language/i);
    const pt = await w.config('pt-BR');
    expect(pt.body).toMatchObject({ buttonText: 'Chat com uma pessoa', onlineText: 'We are here', requestEmail: { message: 'Seu e-mail, por favor' } });
    expect(pt.headers.get('etag')).not.toBe(es.headers.get('etag'));
    const english = await w.config();
    expect(english.body).toMatchObject({ buttonText: WIDGET_DEFAULTS.buttonText, onlineText: 'We are here' });
    // The socket's hello: the handshake's Accept-Language, else the language the widget says it speaks.
    const byHeader = await connectGuest(fx.t.url, String(w.widget.pluginId), { headers: { 'accept-language': 'es' } });
    expect(byHeader.hello.config).toMatchObject({ buttonText: 'Escríbenos', onlineText: 'Aquí estamos para ayudarte' });
    byHeader.socket.close();
    const bySaying = await connectGuest(fx.t.url, String(w.widget.pluginId), { auth: { language: 'pt-BR' } });
    expect(bySaying.hello.config).toMatchObject({ buttonText: 'Chat com uma pessoa', requestEmail: { message: 'Seu e-mail, por favor' } });
    bySaying.socket.close();
  });

  it('follow a fixed language whatever the browser asks for', async () => {
    const w = await ownerWithWidget();
    await w.update({ language: 'de', textsByLanguage: { ...spanish, de: { offlineText: 'Wir sind gerade nicht da' } } });
    const config = await w.config('es');
    expect(config.body).toMatchObject({ language: 'de', buttonText: 'Chat mit einem Menschen', offlineText: 'Wir sind gerade nicht da', onlineText: WIDGET_DEFAULTS.onlineText });
  });

  it('refuse other languages, other fields, hostile keys, wrong types and long texts, storing nothing', async () => {
    const w = await ownerWithWidget();
    await w.update({ textsByLanguage: spanish });
    const before = await w.stored();
    const refusals: Array<[unknown, string]> = [
      [{ it: { buttonText: 'Ciao' } }, MESSAGES.widgetTextsShape],
      [{ es: { welcome: 'Hola' } }, MESSAGES.widgetTextsShape],
      [{ toString: { buttonText: 'x' } }, "The field name 'toString' is not allowed"],
      [{ es: { constructor: 'x' } }, "The field name 'constructor' is not allowed"],
      [{ es: 'Hola' }, MESSAGES.widgetTextsShape],
      [['es'], MESSAGES.widgetTextsShape],
      [{ es: { buttonText: { nested: true } } }, 'textsByLanguage.es.buttonText must be text'],
      [{ de: { onlineText: 'x'.repeat(1001) } }, MESSAGES.widgetTextLength],
    ];
    for (const [textsByLanguage, message] of refusals) {
      expect(await w.update({ textsByLanguage })).toMatchObject({ status: 400, body: { message } });
    }
    // __proto__ only survives as a raw body: JSON.stringify of an object literal would drop it.
    const raw = `{"widgetId":"${String(w.widget._id)}","widgetName":"x","domain":"x.example.com","notificationEmailIds":["a@example.com"],"textsByLanguage":{"__proto__":{"buttonText":"polluted"}}}`;
    const answer = await fetch(`${fx.t.url}/api/widget/update`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` }, body: raw });
    expect(answer.status).toBe(400);
    // Refused while the body is read (the JSON parser's own guard), before any schema.
    expect(((await answer.json()) as LooseJson).message).toEqual(expect.stringMatching(/JSON/));
    expect(await w.stored()).toEqual(before);
    // The same body without the hostile key is taken: the refusal was the key's.
    const clean = await fetch(`${fx.t.url}/api/widget/update`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${w.token}` }, body: raw.replace('__proto__', 'fr') });
    expect(clean.status).toBe(200);
    expect((await w.stored()).textsByLanguage).toEqual({ fr: { buttonText: 'polluted' } });
    expect(({} as LooseJson).buttonText).toBeUndefined();
  });
});
