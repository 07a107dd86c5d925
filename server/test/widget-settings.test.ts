/** @jest-environment ./test/support/pglite-environment.cjs */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WIDGET_DEFAULTS, WIDGET_SECRET_FIELDS } from 'shared-kernel/contracts';
import { MESSAGES } from 'shared-kernel/rules';
import { ACCOUNT_ADMIN_ONLY } from '../src/auth/account-admin';
import { apiKeys, chatMessages, chats, visitors, webhookEndpoints, widgets } from '../src/db/schema';
import { api, createUser, signIn, type LooseJson } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { createDepartment, heardOf } from './support/visitor-helpers';
import { nextEvent, disconnection } from './support/test-server';

const fx = socketFixture();
const call = (token: string, method: string, path: string, body?: unknown) => api(fx.t.url, method, path, { token, body });

/** An owner with a co-admin, a manager and an agent, each signed in. */
async function account() {
  const owner = await createUser(fx.t.server, { role: 'client', fullName: 'Owner' });
  const tokens: Record<'owner' | 'coAdmin' | 'manager' | 'agent', string> = { owner: (await signIn(fx.t.url, owner.email)).accessToken } as never;
  for (const [key, role] of [['coAdmin', 'co_client'], ['manager', 'manager'], ['agent', 'agent']] as const) {
    const user = await createUser(fx.t.server, { role, clientId: owner.id });
    tokens[key] = (await signIn(fx.t.url, user.email)).accessToken;
  }
  return { ownerId: owner.id, ownerEmail: owner.email, ...tokens };
}

const stored = async (id: string) => (await fx.t.server.ctx.db.select().from(widgets).where(eq(widgets.id, id)))[0];

/** Every stored secret of every widget of an account. */
async function storedSecrets(clientId: string): Promise<string[]> {
  const rows = await fx.t.server.ctx.db.select().from(widgets).where(eq(widgets.clientId, clientId));
  // The account's API keys: only their hashes are stored, and those must not leave either.
  const keys = await fx.t.server.ctx.db.select({ secretHash: apiKeys.secretHash }).from(apiKeys).where(eq(apiKeys.clientId, clientId));
  const secrets: string[] = keys.map((key) => key.secretHash);
  // Webhook endpoints' signing secrets, the one before a rotation included.
  const endpoints = await fx.t.server.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.clientId, clientId));
  for (const endpoint of endpoints) secrets.push(endpoint.secret, ...(endpoint.previousSecret ? [endpoint.previousSecret] : []));
  for (const row of rows) {
    const settings = row.settings as Record<string, Record<string, unknown>>;
    for (const [block, fields] of Object.entries(WIDGET_SECRET_FIELDS)) {
      for (const field of fields) {
        const value = settings[block]?.[field];
        if (typeof value === 'string' && value) secrets.push(value);
      }
    }
  }
  return secrets;
}

const secretful = () => ({
  stripeConfig: { updateAll: false, stripe_public_key: 'pk_test_public', stripe_secret_key: `sk_test_${randomUUID()}` },
  googleAnalytics: { measurementId: 'G-TEST', apiSecret: `ga_${randomUUID()}`, event_name: 'booking' },
  googleAdsConfig: {
    updateAll: false,
    mcc_customer_id: '123',
    google_client_id: 'client-id',
    google_client_secret: `gcs_${randomUUID()}`,
    google_developer_token: `gdt_${randomUUID()}`,
    project_id: 'p',
    google_redirect_uri: 'https://example.com/cb',
    refresh_token: `rt_${randomUUID()}`,
  },
});

describe('POST /widget/create', () => {
  it('cleans the domain, makes a pluginId, fills the §9 defaults and the creator as notification e-mail', async () => {
    const a = await account();
    const created = await call(a.owner, 'POST', '/widget/create', { widgetName: 'Shop', domain: 'https://www.Shop.example.com/' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      clientId: a.ownerId,
      pluginId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      widgetName: 'Shop',
      domain: 'Shop.example.com',
      widgetStyle: { backgroundColor: WIDGET_DEFAULTS.backgroundColor, textColor: WIDGET_DEFAULTS.textColor, buttonLocation: 'bottom-right' },
      chatButton: { buttonText: 'Human Chat', enableTextOnButton: 0 },
      notificationEmailIds: [a.ownerEmail],
      requestEmailId: { enableRequestEmailId: true, message: WIDGET_DEFAULTS.requestEmailMessage, showAt: 'after_chat_starts' },
      emailTranscript: false,
      chatPopupWelcomeMessage: { online: WIDGET_DEFAULTS.onlineText, offline: WIDGET_DEFAULTS.offlineText },
      department: null,
      timeZone: 'UTC',
    });
    expect(created.body.slots).toHaveLength(7);
    const listed = await call(a.agent, 'POST', '/widget/get-widgets');
    expect(listed.body.map((w: LooseJson) => w.pluginId)).toEqual([created.body.pluginId]);
    // The co-admin creates too; the e-mails sent are kept, duplicates dropped.
    const second = await call(a.coAdmin, 'POST', '/widget/create', { widgetName: 'Blog', domain: 'blog.example.com', notificationEmailIds: ['a@x.co', 'A@x.co', 'b@x.co'] });
    expect(second).toMatchObject({ status: 200, body: { notificationEmailIds: ['a@x.co', 'b@x.co'] } });
  });

  it('answers a bad field with 400 and the shared message', async () => {
    const a = await account();
    const cases: Array<[unknown, string]> = [
      [{ domain: 'x.com' }, MESSAGES.widgetNameRequired],
      [{ widgetName: 'A', domain: '' }, MESSAGES.domainRequired],
      [{ widgetName: 'A', domain: 'not a domain' }, MESSAGES.domainInvalid],
      [{ widgetName: 'A', domain: 'x.com', widgetStyle: { backgroundColor: 'blue' } }, MESSAGES.widgetColor],
      [{ widgetName: 'A', domain: 'x.com', notificationEmailIds: ['nope'] }, MESSAGES.widgetEmail],
      [{ widgetName: 'A', domain: 'x.com', widgetStyle: { backgroundColor: {} } }, 'widgetStyle.backgroundColor must be text'],
    ];
    for (const [body, message] of cases) {
      expect(await call(a.owner, 'POST', '/widget/create', body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(a.owner, 'POST', '/widget/get-widgets')).body).toEqual([]);
  });

  it('refuses a second live widget for a domain of the account (409), whatever the letter case or protocol', async () => {
    const a = await account();
    const b = await account();
    expect((await call(a.owner, 'POST', '/widget/create', { widgetName: 'One', domain: 'dup.example.com' })).status).toBe(200);
    const again = await call(a.owner, 'POST', '/widget/create', { widgetName: 'Two', domain: 'https://www.DUP.example.com' });
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.domainTaken } });
    // Another account may have the same domain.
    expect((await call(b.owner, 'POST', '/widget/create', { widgetName: 'Theirs', domain: 'dup.example.com' })).status).toBe(200);
    // Renaming a widget onto a taken domain is refused too.
    const other = await call(a.owner, 'POST', '/widget/create', { widgetName: 'Other', domain: 'other.example.com' });
    const renamed = await call(a.owner, 'PATCH', '/widget/update', { widgetId: other.body._id, widgetName: 'Other', domain: 'dup.example.com', notificationEmailIds: ['a@x.co'] });
    expect(renamed).toMatchObject({ status: 409, body: { message: MESSAGES.domainTaken } });
    expect((await stored(other.body._id)).domain).toBe('other.example.com');
  });

  it('refuses agents and managers with 403 and creates nothing', async () => {
    const a = await account();
    for (const token of [a.agent, a.manager]) {
      const refused = await call(token, 'POST', '/widget/create', { widgetName: 'No', domain: 'no.example.com' });
      expect(refused).toMatchObject({ status: 403, body: { message: ACCOUNT_ADMIN_ONLY } });
      // Even a malformed body: the role is checked first.
      expect((await call(token, 'POST', '/widget/create', { domain: [] })).status).toBe(403);
    }
    expect((await call(a.owner, 'POST', '/widget/get-widgets')).body).toEqual([]);
  });
});

describe('PATCH /widget/update', () => {
  it('stores the whole settings body; department ids become the ids-and-names entry', async () => {
    const a = await account();
    const sales = await createDepartment(fx.t.server, a.ownerId);
    const created = await call(a.owner, 'POST', '/widget/create', { widgetName: 'Shop', domain: 'shop.example.com' });
    const body = {
      ...created.body,
      widgetId: created.body._id,
      widgetName: 'Shop 2',
      domain: 'http://shop2.example.com/',
      widgetStyle: { backgroundColor: '#87CEFA', textColor: '#808080', buttonLocation: 'bottom-left' },
      chatButton: { buttonText: 'Talk to us', enableTextOnButton: 1 },
      department: [sales],
      notificationEmailIds: ['ops@example.com'],
      requestEmailId: { enableRequestEmailId: false, message: 'Your e-mail?', showAt: 'at_start' },
      emailTranscript: true,
      chatPopupWelcomeMessage: { online: 'Hi!', offline: 'Gone' },
    };
    const updated = await call(a.coAdmin, 'PATCH', '/widget/update', { ...body, widgetStyle: { ...body.widgetStyle, shadow: 'big' }, extra: 'ignored' });
    expect(updated.status).toBe(200);
    // Keys the entity does not have are not stored.
    expect((await stored(created.body._id)).settings).not.toHaveProperty('extra');
    expect(((await stored(created.body._id)).settings as LooseJson).widgetStyle).toEqual(body.widgetStyle);
    expect(updated.body).toMatchObject({
      _id: created.body._id,
      pluginId: created.body.pluginId,
      clientId: a.ownerId,
      widgetName: 'Shop 2',
      domain: 'shop2.example.com',
      widgetStyle: body.widgetStyle,
      chatButton: body.chatButton,
      department: [{ ids: [sales], names: [expect.stringMatching(/^Dept /)] }],
      notificationEmailIds: ['ops@example.com'],
      requestEmailId: body.requestEmailId,
      emailTranscript: true,
      chatPopupWelcomeMessage: { online: 'Hi!', offline: 'Gone' },
    });
    // The guest's public config follows at once, and is not cached.
    const config = await fetch(`${fx.t.url}/api/visitor-widget/config?pluginId=${created.body.pluginId}`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toMatchObject({ widgetName: 'Shop 2', buttonLocation: 'bottom-left', backgroundColor: '#87CEFA', buttonText: 'Talk to us', enableTextOnButton: 1, onlineText: 'Hi!', offlineText: 'Gone', requestEmail: { enabled: false, message: 'Your e-mail?', showAt: 'at_start' } });

    expect(await call(a.owner, 'PATCH', '/widget/update', { ...body, notificationEmailIds: [] })).toMatchObject({ status: 400, body: { message: MESSAGES.widgetEmailsRequired } });
    expect(await call(a.owner, 'PATCH', '/widget/update', { ...body, widgetStyle: { textColor: '#12' } })).toMatchObject({ status: 400, body: { message: MESSAGES.widgetColor } });
    // A department of another account is refused.
    const b = await account();
    const foreign = await createDepartment(fx.t.server, b.ownerId);
    expect((await call(a.owner, 'PATCH', '/widget/update', { ...body, department: [foreign] })).status).toBe(400);
    expect((await stored(created.body._id)).widgetName).toBe('Shop 2');
  });

  it("refuses agents and managers (403) and another account's or an unknown widget (404), changing nothing", async () => {
    const a = await account();
    const b = await account();
    const created = await call(a.owner, 'POST', '/widget/create', { widgetName: 'Mine', domain: 'mine.example.com' });
    const body = { widgetId: created.body._id, widgetName: 'Hacked', domain: 'hacked.example.com', notificationEmailIds: ['x@y.co'] };
    expect((await call(a.agent, 'PATCH', '/widget/update', body)).status).toBe(403);
    expect((await call(a.manager, 'PATCH', '/widget/update', body)).status).toBe(403);
    expect(await call(b.owner, 'PATCH', '/widget/update', body)).toMatchObject({ status: 404, body: { message: 'Widget not found' } });
    expect((await call(b.owner, 'PATCH', '/widget/update', { ...body, widgetId: randomUUID() })).status).toBe(404);
    expect((await call(b.owner, 'DELETE', `/widget/delete/${created.body._id}`)).status).toBe(404);
    expect((await call(a.agent, 'DELETE', `/widget/delete/${created.body._id}`)).status).toBe(403);
    expect((await call(a.manager, 'DELETE', `/widget/delete/${created.body._id}`)).status).toBe(403);
    const row = await stored(created.body._id);
    expect([row.widgetName, row.domain, row.deletedAt]).toEqual(['Mine', 'mine.example.com', null]);
  });
});

describe('write-only secrets', () => {
  it('never answers a stored secret; a save without retyping keeps it; empty clears it', async () => {
    const a = await account();
    const secrets = secretful();
    const answers: unknown[] = [];
    const created = await call(a.owner, 'POST', '/widget/create', { widgetName: 'Pay', domain: 'pay.example.com', ...secrets });
    answers.push(created.body);
    const id = created.body._id;
    expect(created.body.stripeConfig).toEqual({ updateAll: false, stripe_public_key: 'pk_test_public', stripe_secret_key: `••••${secrets.stripeConfig.stripe_secret_key.slice(-4)}` });
    expect((await stored(id)).settings).toMatchObject(secrets);

    // The form sends back what it read (masks): nothing changes.
    const resaved = await call(a.owner, 'PATCH', '/widget/update', { ...created.body, widgetId: id, widgetName: 'Pay 2' });
    answers.push(resaved.body);
    expect((await stored(id)).settings).toMatchObject(secrets);
    // Omitted blocks keep theirs too.
    answers.push((await call(a.owner, 'PATCH', '/widget/update', { widgetId: id, widgetName: 'Pay 3', domain: 'pay.example.com', notificationEmailIds: ['a@b.co'] })).body);
    expect((await stored(id)).settings).toMatchObject(secrets);

    // A copied widget (Copy Settings) carries the masks: the account's secrets behind them are used.
    const copied = await call(a.owner, 'POST', '/widget/create', { ...created.body, widgetName: 'Copy', domain: 'copy.example.com' });
    answers.push(copied.body);
    expect((await stored(copied.body._id)).settings).toMatchObject(secrets);

    answers.push((await call(a.agent, 'POST', '/widget/get-widgets')).body, (await call(a.owner, 'POST', '/widget/get-widgets')).body);
    const auto = await call(a.owner, 'POST', '/smart-message/create', { title: 'T', message: 'M', pagePath: null, timer: 5, widgetId: id });
    answers.push(auto.body, (await call(a.agent, 'GET', '/smart-message/get-smart-messages')).body);
    answers.push(await (await fetch(`${fx.t.url}/api/visitor-widget/config?pluginId=${created.body.pluginId}`)).json());

    // An API key's secret is answered once, when it is made; never again, by any call, the key's own included.
    const key = await call(a.owner, 'POST', '/integrations/api-keys', { name: 'Probe', scopes: ['settings:read', 'settings:write'] });
    expect(key.body.secret).toMatch(/^lck_/);
    answers.push((await call(a.owner, 'GET', '/integrations/api-keys')).body, (await call(key.body.secret, 'POST', '/widget/get-widgets')).body);
    answers.push((await call(key.body.secret, 'PATCH', '/widget/update', { ...created.body, widgetId: id, widgetName: 'Pay 4' })).body);

    // A webhook endpoint's signing secret likewise: answered when made and when rotated, never listed or logged.
    const hook = await call(a.owner, 'POST', '/integrations/webhooks', { url: 'https://93.184.215.14/hooks', events: ['chat.rated'] });
    expect(hook.body.secret).toMatch(/^whsec_/);
    const rotated = await call(a.owner, 'POST', `/integrations/webhooks/${hook.body.endpoint.id}/rotate-secret`);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    answers.push(rotated.body.endpoint, (await call(a.owner, 'GET', '/integrations/webhooks')).body);
    answers.push((await call(a.owner, 'PATCH', `/integrations/webhooks/${hook.body.endpoint.id}`, { url: 'https://93.184.215.14/hooks', events: ['chat.rated', 'guest.blocked'] })).body);
    answers.push((await call(a.owner, 'POST', `/integrations/webhooks/${hook.body.endpoint.id}/pause`)).body);
    answers.push((await call(a.owner, 'GET', `/integrations/webhooks/${hook.body.endpoint.id}/deliveries`)).body);

    // The probe: no stored secret in any answer.
    const all = [...(await storedSecrets(a.ownerId)), key.body.secret];
    expect(all.length).toBeGreaterThanOrEqual(14);
    const text = JSON.stringify(answers);
    expect(all.filter((secret) => text.includes(secret))).toEqual([]);

    // A new value replaces, '' and null clear.
    const replaced = await call(a.owner, 'PATCH', '/widget/update', {
      widgetId: id,
      widgetName: 'Pay',
      domain: 'pay.example.com',
      notificationEmailIds: ['a@b.co'],
      stripeConfig: { stripe_secret_key: 'sk_test_new_value_1234' },
      googleAnalytics: { apiSecret: '' },
      googleAdsConfig: { refresh_token: null },
    });
    expect(replaced.body.stripeConfig.stripe_secret_key).toBe('••••1234');
    const settings = (await stored(id)).settings as LooseJson;
    expect(settings.stripeConfig).toMatchObject({ stripe_secret_key: 'sk_test_new_value_1234', stripe_public_key: 'pk_test_public' });
    expect(settings.googleAnalytics).toMatchObject({ apiSecret: '', measurementId: 'G-TEST' });
    expect(settings.googleAdsConfig).toMatchObject({ refresh_token: '', google_client_secret: secrets.googleAdsConfig.google_client_secret });
    expect(JSON.stringify(replaced.body)).not.toContain('sk_test_new_value_1234');
  });

  it('updateAll applies the Stripe / Google Ads block, secrets resolved, to every widget of the account only', async () => {
    const a = await account();
    const b = await account();
    const first = await call(a.owner, 'POST', '/widget/create', { widgetName: 'A1', domain: 'a1.example.com' });
    const second = await call(a.owner, 'POST', '/widget/create', { widgetName: 'A2', domain: 'a2.example.com' });
    const theirs = await call(b.owner, 'POST', '/widget/create', { widgetName: 'B1', domain: 'b1.example.com' });
    const secrets = secretful();
    const saved = await call(a.owner, 'PATCH', '/widget/update', {
      widgetId: first.body._id,
      widgetName: 'A1',
      domain: 'a1.example.com',
      notificationEmailIds: ['a@b.co'],
      stripeConfig: { ...secrets.stripeConfig, updateAll: true },
      googleAdsConfig: { ...secrets.googleAdsConfig, updateAll: true },
    });
    expect(saved.status).toBe(200);
    const other = (await stored(second.body._id)).settings as LooseJson;
    expect(other.stripeConfig).toEqual({ ...secrets.stripeConfig, updateAll: false });
    expect(other.googleAdsConfig).toEqual({ ...secrets.googleAdsConfig, updateAll: false });
    expect(((await stored(theirs.body._id)).settings as LooseJson).stripeConfig.stripe_secret_key).toBe('');

    // Saved again without retyping (masks) and updateAll: the stored secret, not the mask, spreads.
    await call(a.owner, 'PATCH', '/widget/update', { ...saved.body, widgetId: first.body._id });
    const third = await call(a.owner, 'POST', '/widget/create', { widgetName: 'A3', domain: 'a3.example.com' });
    await call(a.owner, 'PATCH', '/widget/update', { ...saved.body, widgetId: first.body._id, stripeConfig: { ...saved.body.stripeConfig, updateAll: true } });
    expect(((await stored(third.body._id)).settings as LooseJson).stripeConfig.stripe_secret_key).toBe(secrets.stripeConfig.stripe_secret_key);
  });
});

describe('DELETE /widget/delete/:id', () => {
  it('answers acknowledged, tells and disconnects live guests, keeps chats and visitors in history and frees the domain', async () => {
    const owner = await fx.agent();
    const created = await call(owner.token, 'POST', '/widget/create', { widgetName: 'Gone', domain: 'gone.example.com' });
    const auto = await call(owner.token, 'POST', '/smart-message/create', { title: 'T', message: 'M', pagePath: null, timer: 5, widgetId: created.body._id });
    expect(auto.status).toBe(200);
    const guest = await fx.guest(created.body.pluginId);
    await nextEvent(owner.socket, 'new-visitor');
    expect(await guest.socket.emitWithAck('visitor:message', { clientMessageId: 'd-1', bodyText: 'Hello before the end' })).toMatchObject({ ok: true });
    const removed = nextEvent(guest.socket, 'widget:removed');
    const dropped = disconnection(guest.socket);
    const deleted = await call(owner.token, 'DELETE', `/widget/delete/${created.body._id}`);
    expect(deleted).toMatchObject({ status: 200, body: { acknowledged: true } });
    expect(await removed).toEqual({});
    expect(await dropped).toBe('io server disconnect');
    expect(heardOf(owner, 'chat-ended')).toHaveLength(1);

    // Gone for the console, the guests and the public config; the chat stays in history.
    expect((await call(owner.token, 'POST', '/widget/get-widgets')).body).toEqual([]);
    expect((await call(owner.token, 'GET', '/smart-message/get-smart-messages')).body).toEqual([]);
    expect((await fetch(`${fx.t.url}/api/visitor-widget/config?pluginId=${created.body.pluginId}`)).status).toBe(404);
    await expect(fx.guest(created.body.pluginId)).rejects.toThrow('Unknown widget');
    const [chat] = await fx.t.server.ctx.db.select().from(chats).where(eq(chats.widgetId, created.body._id));
    expect(chat).toMatchObject({ state: 'ended', status: 5 });
    const kept = await fx.t.server.ctx.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id));
    expect(kept.map((message) => message.bodyText)).toEqual(['Hello before the end']);
    expect(await fx.t.server.ctx.db.select().from(visitors).where(eq(visitors.widgetId, created.body._id))).toHaveLength(1);
    expect((await call(owner.token, 'DELETE', `/widget/delete/${created.body._id}`)).status).toBe(404);
    // Its domain is free again.
    expect((await call(owner.token, 'POST', '/widget/create', { widgetName: 'Back', domain: 'gone.example.com' })).status).toBe(200);
  });
});

describe('GET /users/by-department', () => {
  it("answers the account's departments with their members to admins and managers, 403 to agents", async () => {
    const a = await account();
    const agent = await createUser(fx.t.server, { role: 'agent', clientId: a.ownerId, fullName: 'Zed Agent' });
    const dept = await createDepartment(fx.t.server, a.ownerId, [agent.id]);
    const empty = await createDepartment(fx.t.server, a.ownerId);
    const answer = await call(a.owner, 'GET', '/users/by-department');
    expect(answer.status).toBe(200);
    const byId = new Map(answer.body.map((group: LooseJson[]) => [group[0]._id, group]));
    expect(byId.get(dept)).toEqual([{ _id: dept, title: expect.any(String) }, { _id: agent.id, email: agent.email, status: 1, userinfo: [{ fullName: 'Zed Agent' }] }]);
    expect(byId.get(empty)).toEqual([{ _id: empty, title: expect.any(String) }]);
    expect(answer.body).toHaveLength(2);
    expect((await call(a.coAdmin, 'GET', '/users/by-department')).status).toBe(200);
    expect((await call(a.agent, 'GET', '/users/by-department')).status).toBe(403);
    // Managers set their agents' departments, so they read the same list.
    const byManager = await call(a.manager, 'GET', '/users/by-department');
    expect([byManager.status, byManager.body]).toEqual([200, answer.body]);
    const b = await account();
    expect((await call(b.owner, 'GET', '/users/by-department')).body).toEqual([]);
  });
});
