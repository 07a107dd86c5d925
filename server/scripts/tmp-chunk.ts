import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/database';
async function main() {
  const database = await openPglite(process.env.MEM ? null : (await import('node:fs')).mkdtempSync('/tmp/chunk-'));
  await database.migrate();
  const { db } = database;
  if (process.env.NOFK) await db.execute(sql`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_endpoint_id_webhook_endpoints_id_fk`);
  await db.execute(sql`INSERT INTO users (id, email, password_hash, full_name, role) VALUES ('bench-owner', 'bench@example.com', 'x', 'Bench', 'client')`);
  await db.execute(sql`INSERT INTO webhook_endpoints (id, client_id, url, secret) VALUES ('bench-endpoint', 'bench-owner', 'https://example.com/hooks', 'whsec_bench')`);
  const body = JSON.stringify({ id: 'x', event: 'message.created', occurredAt: new Date().toISOString(), accountId: 'bench-owner', data: { chat: { id: 'chat_1', widgetId: 'widget_1', visitorId: 'visitor_1', guestId: 1, guestName: 'Guest 1' }, message: { id: randomUUID(), seq: 5, sender: 'guest', direction: 'inbound', agentId: null, agentName: null, bodyText: 'Hello, I would like to ask about my booking for next week', kind: 'text', text: 'Hello, I would like to ask about my booking for next week', fileName: null, chatTime: new Date().toISOString() } } });
  for (const size of [1, 4, 8, 16, 32, 100, 16, 1]) {
    const n = 3200; const t = performance.now();
    for (let s = 0; s < n; s += size) {
      const rows = Array.from({ length: size }, (_, k) => ({ n: k, id: `msg_${randomUUID()}`, endpoint_id: 'bench-endpoint', client_id: 'bench-owner', event: 'message.created', order_key: `chat:${(s + k) % 200}`, body }));
      await db.execute(sql`INSERT INTO webhook_deliveries (id, endpoint_id, client_id, event, order_key, body) SELECT id, endpoint_id, client_id, event, order_key, body FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(n integer, id text, endpoint_id text, client_id text, event text, order_key text, body text) ORDER BY n ON CONFLICT (id) DO NOTHING RETURNING id, seq, created_at`);
    }
    const t2 = performance.now();
    for (let s = 0; s < 200; s++) await db.execute(sql`SELECT ${s}::int AS x`);
    console.log(`size ${size}: ${((t2 - t) / n).toFixed(3)} ms/delivery, ${((t2 - t) / (n / size)).toFixed(2)} ms/statement; trivial select ${((performance.now() - t2) / 200).toFixed(3)} ms`);
  }
  await database.close();
}
void main();
