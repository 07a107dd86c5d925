// `pnpm bench:metrics [--chats 10000] [--other-chats 10000] [--warmup 3] [--runs 15]`: the agent metrics
// calls on the real server over HTTP. Starts the server on the embedded database (PGlite on disk) in a
// temporary DATA_DIR, seeds one agent with --chats chats accepted during the last month (6 to 10 messages
// each: guest chats, some unanswered, some the agent started, the newest still open) beside colleagues'
// chats, signs in as the account owner and prints the median and p95 of each call per duration, the rows
// answered and the load average. Figures only, no assertions; the temporary folder is removed at the end.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createServer } from '../src/app/app';
import { hashPassword } from '../src/auth/passwords';
import { loadSettings } from '../src/config/settings';
import type { Db } from '../src/db/database';
import { rowsOf } from '../src/db/json-row';
import { defaultWidgetSettings } from 'shared-kernel/contracts';
import { numberFlag, parsedOrUsage, scriptArgs } from './sim/cli';
import { describeMachine } from './sim/machine';
import { ms, summarize } from './sim/stats';

const USAGE = `pnpm bench:metrics [--chats 10000 (the measured agent's, last month)] [--other-chats 10000 (colleagues')]
  [--warmup 3] [--runs 15]`;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        chats: { type: 'string', default: '10000' },
        'other-chats': { type: 'string', default: '10000' },
        warmup: { type: 'string', default: '3' },
        runs: { type: 'string', default: '15' },
      },
    }),
  USAGE,
);

const PASSWORD = 'Bench#Metrics1';
/** Chats are spread over the last 27 days: inside 'last-month' whatever the month (it starts one calendar month back). */
const SPREAD_DAYS = 27;
/** The measured agent's newest chats are still open (one per guest, so on guests of their own). */
const OPEN_CHATS = 20;

/** A whole number written into the statement (ours, never input). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

interface Seeded {
  ownerEmail: string;
  agentId: string;
  pluginIds: string[];
}

/**
 * The account in a few set-based statements: chat i of the measured agent (1..chats) or of a colleague
 * (chats+1..chats+otherChats) has an id derived from i and these traits: every 10th started by the agent
 * (proactive), every 10th + 5 never answered; 6 + i mod 5 messages, 20 s apart after the accept.
 */
async function seed(db: Db, chats: number, otherChats: number, log: (line: string) => void): Promise<Seeded> {
  const ownerId = randomUUID();
  const ownerEmail = `bench-owner-${ownerId.slice(0, 8)}@example.com`;
  const passwordHash = await hashPassword(PASSWORD);
  await db.execute(sql`insert into users (id, email, password_hash, full_name, role, status) values (${ownerId}, ${ownerEmail}, ${passwordHash}, 'Bench Owner', 'client', 1)`);
  const staff = Array.from({ length: 5 }, () => randomUUID());
  for (const [index, id] of staff.entries()) {
    await db.execute(sql`insert into users (id, email, password_hash, full_name, role, client_id, status)
      values (${id}, ${`bench-agent-${index}-${id.slice(0, 8)}@example.com`}, ${passwordHash}, ${`Agent ${index + 1}`}, 'agent', ${ownerId}, 1)`);
  }
  const agentId = staff[0];
  const widgets = ['shop', 'help', 'blog'].map((name) => ({ id: randomUUID(), pluginId: randomUUID(), domain: `${name}-${ownerId.slice(0, 8)}.bench.test` }));
  for (const widget of widgets) {
    await db.execute(sql`insert into widgets (id, plugin_id, client_id, widget_name, domain, settings)
      values (${widget.id}, ${widget.pluginId}, ${ownerId}, ${widget.domain}, ${widget.domain}, ${JSON.stringify(defaultWidgetSettings(ownerEmail))}::jsonb)`);
  }
  const widgetIds = sql`${`{${widgets.map((w) => w.id).join(',')}}`}::text[]`;
  const agentIds = sql`${`{${staff.join(',')}}`}::text[]`;
  const guests = 2000 + OPEN_CHATS;
  const started = performance.now();
  const step = (label: string) => log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await db.execute(sql`insert into visitors (id, visitor_id, client_id, widget_id, guest_id, contact_since)
    select md5(${ownerId} || '-v-' || g)::uuid::text, 'lc_visitor_' || md5(${ownerId} || '-vid-' || g), ${ownerId}, (${widgetIds})[1 + mod(g, 3)], g, now()
    from generate_series(1, ${n(guests)}) g`);
  step(`${guests} guests`);

  const total = chats + otherChats;
  // Chat i: the measured agent's for i <= chats (the OPEN_CHATS newest open, on guests of their own), else a colleague's.
  await db.execute(sql`insert into chats (id, client_id, widget_id, visitor_row_id, visitor_id, guest_id, state, status, agent_id, agent_name,
      last_seq, created_at, updated_at, accepted_at, ended_at)
    select md5(${ownerId} || '-c-' || i)::uuid::text, ${ownerId}, v.widget_id, v.id, v.visitor_id, v.guest_id,
      case when i <= ${n(OPEN_CHATS)} then 'active' else 'ended' end, case when i <= ${n(OPEN_CHATS)} then null else 5 end,
      a.id, a.full_name, t.messages,
      t.accepted - t.wait, t.accepted + (t.messages + 1) * interval '20 seconds', t.accepted,
      case when i <= ${n(OPEN_CHATS)} then null else t.accepted + (t.messages + 1) * interval '20 seconds' end
    from generate_series(1, ${n(total)}) i
    cross join lateral (
      select
        -- The measured agent's first chats are the newest (the open ones among them).
        case when i <= ${n(OPEN_CHATS)} then now() - i * interval '5 minutes'
          else now() - random() * interval '${sql.raw(String(SPREAD_DAYS))} days' end as accepted,
        case when mod(i, 10) = 0 then interval '0' else (5 + mod(i * 7, 115)) * interval '1 second' end as wait,
        6 + mod(i, 5) as messages
    ) t
    join visitors v on v.id = md5(${ownerId} || '-v-' || case when i <= ${n(OPEN_CHATS)} then 2000 + i else 1 + mod(i, 2000) end)::uuid::text
    join users a on a.id = case when i <= ${n(chats)} then ${agentId} else (${agentIds})[2 + mod(i, 4)] end`);
  step(`${total} chats`);

  const batch = 10_000;
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.execute(sql`insert into chat_messages (id, chat_id, seq, direction, body_text, agent_id, agent_name, client_message_id, created_at)
      select gen_random_uuid()::text, c.id, s, d.direction,
        case when d.direction = 'inbound' then 'A question from the guest, line ' || s else 'The agent''s answer, line ' || s end,
        case when d.direction = 'outbound' then c.agent_id end, case when d.direction = 'outbound' then c.agent_name end,
        'bench-' || s,
        case when s = 1 then c.created_at else c.accepted_at + (s - 1) * interval '20 seconds' end
      from generate_series(${n(from)}, ${n(to)}) i
      join chats c on c.id = md5(${ownerId} || '-c-' || i)::uuid::text
      cross join generate_series(1, c.last_seq) s
      cross join lateral (
        select case
          when mod(i, 10) = 0 then case when mod(s, 2) = 1 then 'outbound' else 'inbound' end
          when mod(i, 10) = 5 then 'inbound'
          else case when mod(s, 2) = 1 then 'inbound' else 'outbound' end
        end as direction
      ) d`);
    step(`messages of chats ${from}..${to}`);
  }
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<{ chats: number; messages: number }>(
    await db.execute(sql`select (select count(*)::int from chats where client_id = ${ownerId}) as chats,
      (select count(*)::int from chat_messages m join chats c on c.id = m.chat_id where c.client_id = ${ownerId}) as messages`),
  );
  log(`  the account holds ${counts.chats} chats and ${counts.messages} messages; the measured agent ${chats} chats`);
  return { ownerEmail, agentId, pluginIds: widgets.map((w) => w.pluginId) };
}

async function main(): Promise<void> {
  const chats = numberFlag('chats', values.chats, USAGE, { integer: true });
  const otherChats = numberFlag('other-chats', values['other-chats'], USAGE, { integer: true, allowZero: true });
  const warmup = numberFlag('warmup', values.warmup, USAGE, { integer: true, allowZero: true });
  const runs = numberFlag('runs', values.runs, USAGE, { integer: true });
  if (chats <= OPEN_CHATS) throw new Error(`--chats must be above ${OPEN_CHATS}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-metrics-'));
  const settings = { ...loadSettings({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }), port: 0, host: '127.0.0.1' };
  console.log('Agent metrics benchmark');
  console.log(`machine: ${describeMachine()}`);
  console.log(`real server on 127.0.0.1, PGlite on disk in ${dataDir} (in its own thread); load average before: ${os.loadavg().map((v) => v.toFixed(2)).join(', ')}`);
  const server = await createServer(settings);
  try {
    const base = await server.listen(0, '127.0.0.1');
    console.log(`Seeding ${chats} chats of one agent (last ${SPREAD_DAYS} days, 6-10 messages each) and ${otherChats} of colleagues`);
    const seeded = await seed(server.ctx.db, chats, otherChats, (line) => console.log(line));

    const signin = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeded.ownerEmail, password: PASSWORD }),
    });
    const { accessToken } = (await signin.json()) as { accessToken?: string };
    if (!accessToken) throw new Error('Could not sign in as the seeded owner');
    const call = async (apiPath: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/api${apiPath}`, { headers: { authorization: `Bearer ${accessToken}` } });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${apiPath} answered ${response.status}: ${text.slice(0, 200)}`);
      return { elapsed, text };
    };
    const rowsIn = (text: string) => {
      const body = JSON.parse(text) as unknown[] | { data: unknown[] };
      return Array.isArray(body) ? body.length : body.data.length;
    };

    console.log(`\n${warmup} warm-up + ${runs} measured calls each, one after the other, over HTTP on loopback\n`);
    console.log(`${'call'.padEnd(46)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(7)} ${'KiB'.padStart(7)}`);
    const durations = ['last-month', 'last-7-days', 'today'] as const;
    const widgetFilter = seeded.pluginIds.slice(0, 2).map((id) => `pluginIds[]=${id}`).join('&');
    const cases = durations.flatMap((duration) => [
      { label: `per domain, ${duration}`, path: `/user-metrics/first-chat-ans-avg-time?agentId=${seeded.agentId}&duration=${duration}&tz=Europe/Berlin` },
      { label: `chat list, ${duration}`, path: `/user-metrics/first-chat-ans-list?agentId=${seeded.agentId}&duration=${duration}&tz=Europe/Berlin` },
    ]);
    cases.push({ label: 'chat list, last-month, 2 of 3 widgets', path: `/user-metrics/first-chat-ans-list?agentId=${seeded.agentId}&duration=last-month&${widgetFilter}` });
    for (const { label, path: apiPath } of cases) {
      let last = '';
      for (let i = 0; i < warmup; i++) last = (await call(apiPath)).text;
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await call(apiPath);
        times.push(result.elapsed);
        last = result.text;
      }
      const summary = summarize(times);
      console.log(
        `${label.padEnd(46)} ${ms(summary.p50).padStart(10)} ${ms(summary.p95).padStart(8)} ${String(rowsIn(last)).padStart(7)} ${(last.length / 1024).toFixed(0).padStart(7)}`,
      );
    }
    console.log(`\nLoad average (1, 5, 15 min): ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
