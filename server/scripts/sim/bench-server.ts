// Child process of `pnpm bench:latency`: the real server (migrated and demo-seeded PGlite, in a fresh
// temporary DATA_DIR or in memory; loopback, a free port) with extra agents of the demo account. Tells its
// parent the URL, the demo widget's pluginId and the agents' sign-ins; removes its data folder when stopped.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from 'shared-kernel/integrations';
import { createServer } from '../../src/app/app';
import type { Db } from '../../src/db/database';
import { rowsOf } from '../../src/db/json-row';
import { loadSettings, MEMORY_DATABASE } from '../../src/config/settings';
import { MAX_AI_AGENT_PER_MINUTE, MAX_AI_MONTHLY_CAP } from 'shared-kernel/ai-assist';
import { aiAssistSettings, webhookEndpoints, widgets } from '../../src/db/schema';
import { createBenchAgents } from './bench-agents';
import { serveParent, type ReadyMessage } from './child-messages';
import { watchVitals } from './server-vitals';

export interface BenchServerInfo {
  url: string;
  pluginId: string;
  agents: Array<{ email: string; password: string }>;
  database: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * --webhook: the deliveries tried more than once and their last answers. A repeat at the receiver means a
 * first attempt that reached it was recorded as failed; this tells why.
 */
async function reportRetriedDeliveries(db: Db): Promise<void> {
  const rows = rowsOf<{ status: number | null; answer: string | null; count: string | number }>(
    await db.execute(sql`
      SELECT last_status AS status, left(last_answer, 100) AS answer, count(*) AS count FROM webhook_deliveries
      WHERE attempts > 1 GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5`),
  );
  if (rows.length === 0) return console.log('webhook deliveries tried more than once: none');
  const answers = rows.map((row) => `${row.count}× ${row.status ?? 'no answer'}${row.answer ? ` "${row.answer}"` : ''}`).join('; ');
  console.log(`webhook deliveries tried more than once, by last answer: ${answers}`);
}

async function main() {
  const agentCount = Number(process.argv[2] ?? '20');
  const inMemory = process.argv[3] === 'memory';
  const postgresUrl = process.argv[3] === 'postgres' ? process.argv[4] : undefined;
  const webhookUrl = process.env.BENCH_WEBHOOK_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'live-chat-bench-'));
  const port = await freePort();
  // Only these settings: the caller's own DATABASE_URL or PORT must not leak into a benchmark.
  const settings = loadSettings({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every simulated guest connects from 127.0.0.1.
    ABUSE_LIMIT_SCALE: '1000',
    ...(inMemory ? { DATABASE_URL: MEMORY_DATABASE } : {}),
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
    // --webhook: the endpoint is the benchmark's own receiver on loopback, which development allows.
    ...(webhookUrl ? { NODE_ENV: 'development' } : {}),
  });
  const server = await createServer(settings);
  const agents = await createBenchAgents(server.ctx.db, agentCount);
  const [widget] = await server.ctx.db.select({ pluginId: widgets.pluginId, clientId: widgets.clientId }).from(widgets).where(eq(widgets.domain, `localhost:${port}`)).limit(1);
  if (!widget) throw new Error('the demo widget is missing');
  if (webhookUrl) {
    // One endpoint of the demo account that hears every event, as an owner would add it.
    await server.ctx.db.insert(webhookEndpoints).values({ id: randomUUID(), clientId: widget.clientId, url: webhookUrl, events: [...WEBHOOK_EVENTS], secret: `whsec_${randomBytes(32).toString('base64')}` });
  }
  const aiBaseUrl = process.env.BENCH_AI_BASE_URL;
  if (aiBaseUrl) {
    // --ai: AI assist of the demo account on the benchmark's stand-in, with limits no run reaches.
    const endpoint = { enabled: true, baseUrl: aiBaseUrl, model: process.env.BENCH_AI_MODEL ?? '', apiKey: process.env.BENCH_AI_API_KEY ?? '', monthlyCap: MAX_AI_MONTHLY_CAP, agentPerMinute: MAX_AI_AGENT_PER_MINUTE };
    await server.ctx.db.insert(aiAssistSettings).values({ clientId: widget.clientId, ...endpoint }).onConflictDoUpdate({ target: aiAssistSettings.clientId, set: endpoint });
  }
  const url = await server.listen(port, '127.0.0.1');
  serveParent(
    async () => {
      if (webhookUrl) await reportRetriedDeliveries(await server.ctx.webhookDeliveries.db());
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    watchVitals(server.ctx.database.thread?.worker ?? null),
  );
  const ready: ReadyMessage<BenchServerInfo> = {
    type: 'ready',
    info: { url, pluginId: widget.pluginId, agents, database: postgresUrl ? 'PostgreSQL' : inMemory ? 'PGlite in memory' : 'PGlite on disk in a temporary DATA_DIR' },
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error('the benchmark server could not start:', error);
  process.exit(1);
});
