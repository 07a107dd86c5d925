// `pnpm --filter server exec tsx scripts/bench-webhook-statements.ts [--rounds 400] [--database disk|memory]`:
// the database's own cost of each webhook statement, alone on the embedded database (its thread, the real
// schema and the real statements of server/src/webhooks/delivery-store.ts): each round writes 100
// deliveries over 200 chats, as the intake does, then claims and records two batches of up to 64, as the
// drain does. Prints each statement's p50/p90 and its time per delivery. Figures only, no assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/database';
import { claimDueHeads, insertDeliveries, recordAttempts, type NewDelivery } from '../src/webhooks/delivery-store';
import { numberFlag, parsedOrUsage, scriptArgs, usageError } from './sim/cli';
import { describeMachine, loadAverage } from './sim/machine';
import { ms, percentile, summarize } from './sim/stats';

const USAGE = 'pnpm --filter server exec tsx scripts/bench-webhook-statements.ts [--rounds 400] [--database disk|memory]';
const { values } = parsedOrUsage(
  () => parseArgs({ args: scriptArgs(USAGE), options: { rounds: { type: 'string', default: '400' }, database: { type: 'string', default: 'disk' }, help: { type: 'boolean', default: false } } }),
  USAGE,
);
const rounds = numberFlag('rounds', values.rounds, USAGE, { integer: true });
if (values.database !== 'disk' && values.database !== 'memory') usageError(`--database must be disk or memory (got ${values.database})`, USAGE);

const PER_ROUND = 100;
const CHATS = 200;
const BATCH = 64;

async function main(): Promise<void> {
const dataDir = values.database === 'disk' ? mkdtempSync(path.join(tmpdir(), 'webhook-statements-')) : null;
const database = await openPglite(dataDir);
const timings: Record<string, number[]> = {};
const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    (timings[name] ??= []).push(performance.now() - started);
  }
};

/** A message.created body of the usual size. */
function bodyOf(id: string, chat: number): string {
  const at = new Date().toISOString();
  const data = { chat: { id: `chat_${chat}`, widgetId: 'widget_1', visitorId: `visitor_${chat}`, guestId: chat }, message: { id: randomUUID(), seq: 5, sender: 'guest', bodyText: 'Hello, I would like to ask about my booking for next week', createdAt: at } };
  return JSON.stringify({ id, event: 'message.created', occurredAt: at, accountId: 'bench-owner', data });
}

try {
  console.log(`Webhook statements on the embedded database (${values.database}), ${rounds} rounds of ${PER_ROUND} deliveries`);
  console.log(`machine: ${describeMachine()}; load average ${loadAverage()}`);
  await database.migrate();
  const { db } = database;
  await db.execute(sql`INSERT INTO users (id, email, password_hash, full_name, role) VALUES ('bench-owner', 'bench@example.com', 'x', 'Bench', 'client')`);
  await db.execute(sql`INSERT INTO webhook_endpoints (id, client_id, url, secret) VALUES ('bench-endpoint', 'bench-owner', 'https://example.com/hooks', 'whsec_bench')`);
  for (let round = 0; round < rounds; round++) {
    const rows: NewDelivery[] = Array.from({ length: PER_ROUND }, (_, n) => {
      const id = `msg_${randomUUID().replaceAll('-', '')}`;
      const chat = (round * PER_ROUND + n) % CHATS;
      return { id, endpointId: 'bench-endpoint', clientId: 'bench-owner', event: 'message.created', orderKey: `chat:${chat}`, body: bodyOf(id, chat) };
    });
    await timed('insert (intake)', () => insertDeliveries(db, rows, { endpointsHere: false }));
    for (let batch = 0; batch < 2; batch++) {
      await timed('endpoint read', () => db.execute(sql`SELECT * FROM webhook_endpoints WHERE id = 'bench-endpoint' LIMIT 1`));
      const claimed = await timed('claim (heads)', () => claimDueHeads(db, 'bench-endpoint', false, BATCH, { lease: false }));
      const now = new Date();
      await timed('record (attempts)', () =>
        recordAttempts(db, claimed.map((delivery) => ({ delivery, attempt: { status: 200, durationMs: 3, answer: '' }, outcome: { kind: 'delivered' as const } })), now),
      );
    }
  }
  const deliveries = rounds * PER_ROUND;
  console.log('\nstatement            count    p50    p90   ms per delivery');
  for (const [name, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    const summary = { p50: summarize(list).p50, p90: percentile(sorted, 90) };
    const total = list.reduce((sum, value) => sum + value, 0);
    console.log(`${name.padEnd(20)} ${String(list.length).padStart(5)} ${ms(summary.p50).padStart(6)} ${ms(summary.p90).padStart(6)}   ${(total / deliveries).toFixed(3)}`);
  }
  console.log('(ms, measured on this side of the database connection with nothing else running: the database thread\'s time for each)');
} finally {
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
