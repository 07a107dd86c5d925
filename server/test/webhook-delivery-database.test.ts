// The embedded database as `npm start` opens it keeps webhook deliveries in a database of their own (a
// second PGlite, in its own thread, under DATA_DIR): sent and logged from there, moved across once from an
// install that kept them in the main database, and deleted with their endpoint.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { type WebhookDeliveryView, type WebhookSecretAnswer } from 'shared-kernel/integrations';
import { type Paginated } from 'shared-kernel/contracts';
import { createServer } from '../src/app/app';
import { openPglite } from '../src/db/database';
import { webhookDeliveries } from '../src/db/schema';
import { DELIVERIES_FOLDER } from '../src/webhooks';
import { eventually } from './support/fresh-postgres';
import { api, createUser, signIn, startTestServer, type TestServer } from './support/test-server';
import { startReceiver, type WebhookReceiver } from './support/webhook-receiver';

let receiver: WebhookReceiver;
let t: TestServer | null = null;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver.close();
});

const rowsIn = async (db: Awaited<ReturnType<TestServer['server']['ctx']['webhookDeliveries']['db']>>) => (await db.select({ n: count() }).from(webhookDeliveries))[0].n;

it('sends and logs from a database of their own, moves an older install’s across once, and deletes them with their endpoint', async () => {
  // On disk (DATABASE_URL unset): the main database in DATA_DIR/db, the deliveries' in DATA_DIR/webhook-deliveries.
  t = await startTestServer({ databaseUrl: null, development: true });
  const { server, url, dataDir, settings } = t;
  expect(server.ctx.webhookDeliveries.shared).toBe(false);
  const owner = await createUser(server, { role: 'client' });
  const { accessToken } = await signIn(url, owner.email, owner.password);
  const added = await api<WebhookSecretAnswer>(url, 'POST', '/integrations/webhooks', {
    token: accessToken,
    body: { url: receiver.url, description: 'Help desk', events: ['guest.blocked'], includeNotes: false },
  });
  expect(added.status).toBe(200);
  const endpointId = added.body.endpoint.id;

  const test = await api<WebhookDeliveryView>(url, 'POST', `/integrations/webhooks/${endpointId}/test`, { token: accessToken });
  expect(test.status).toBe(200);
  await eventually(() => receiver.accepted().some((body) => body.id === test.body.id));
  const log = async (token: string) => (await api<Paginated<WebhookDeliveryView>>(url, 'GET', `/integrations/webhooks/${endpointId}/deliveries`, { token })).body.data;
  await eventually(async () => (await log(accessToken)).some((d) => d.id === test.body.id && d.state === 'delivered'));
  expect(await rowsIn(server.ctx.db)).toBe(0);
  expect(await rowsIn(await server.ctx.webhookDeliveries.db())).toBe(1);

  // An install from before the split: a pending delivery in the main database, the deliveries' own gone.
  await server.close();
  await rm(path.join(dataDir, DELIVERIES_FOLDER), { recursive: true, force: true });
  const main = await openPglite(path.join(dataDir, 'db'));
  const olderId = `msg_${randomUUID().replaceAll('-', '')}`;
  await main.db.insert(webhookDeliveries).values({ id: olderId, endpointId, clientId: owner.id, event: 'guest.blocked', orderKey: 'guest:older', body: JSON.stringify({ id: olderId, event: 'guest.blocked' }) });
  await main.close();

  const again = await createServer(settings);
  try {
    const againUrl = await again.listen(0, '127.0.0.1');
    // The start moves it across and sends it.
    await eventually(() => receiver.received.some((request) => request.body.includes(olderId)));
    expect(await rowsIn(again.ctx.db)).toBe(0);
    const { accessToken: token } = await signIn(againUrl, owner.email, owner.password);
    expect((await api(againUrl, 'DELETE', `/integrations/webhooks/${endpointId}`, { token })).status).toBe(200);
    const deliveries = await again.ctx.webhookDeliveries.db();
    expect(await deliveries.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toEqual([]);
  } finally {
    await again.close();
  }
});
