// `pnpm bench:latency`: guest→agent and agent→guest message latency on the real server under load
// (guests connected and browsing, agents online, chats exchanging messages), beside a bare socket.io
// relay loaded the same way in the same run. Each server runs in a child process on loopback; this
// process holds every client socket and takes both timestamps, so no clocks need to agree.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BareEchoInfo } from './sim/bare-echo-server';
import type { BenchServerInfo } from './sim/bench-server';
import { startChildServer, type ChildServer } from './sim/child-server';
import { numberFlag, usageError, parsedOrUsage, scriptArgs } from './sim/cli';
import { runLatencyLoad, type LoadPlan } from './sim/latency-load';
import { DIRECTIONS, LatencyRecorder, type Direction, type DirectionResult } from './sim/latency-recorder';
import { ACK_LIMIT_S, setUpBareTarget, setUpServerTarget, type Target, type TargetPlan } from './sim/latency-targets';
import { startLocalPostgres } from './sim/local-postgres';
import { describeMachine, loadAverage, openFilesLimit } from './sim/machine';
import type { VitalsSample } from './sim/server-vitals';
import { ms } from './sim/stats';
import { describeCpuProfiles } from './sim/cpu-profile-split';
import { startGuestFloodProcess, type GuestFloodProcess } from './sim/guest-flood';
import { sleep } from './sim/paced';
import { startWebhookSinkProcess } from './sim/webhook-sink';
import { startAiLoad, type AiLoad } from './sim/ai-load';
import { AI_STAND_IN } from '../dev/stand-ins';
import { startAiStandInProcess, type AiStandInProcess } from './sim/ai-stand-in-process';

const USAGE = `pnpm bench:latency [--guests 2000] [--agents 20] [--chats-per-agent 10] [--rate 2 (messages a second per chat)]
  [--duration 60 (measured seconds)] [--warmup 5] [--drain 10 (seconds to wait for late messages)]
  [--browse 30 (seconds between a guest's page views)] [--ramp 200 (new connections a second)] [--skip-bare]
  [--flood (halfway through the measured time one guest id opens --flood-sockets 100 sockets and sends 2,000 messages
   through them; the others' figures are printed for the quiet half and the flooded half)]
  [--webhook (the demo account gets a webhook endpoint for every event, received by a process of its own: prints each
   message's delay from its event to its delivery, p50/p95/p99/max, and the deliveries received and repeated)]
  [--ai N (agents ask for N reply suggestions a second in all, answered by the chat-completions stand-in in a process of its own:
   prints the time from the ask to the first text, the stand-in's own first-token time and what the server adds)]
  [--cpu-profile DIR (the real server writes V8 CPU profiles of each thread there; their split is printed)]
  [--database disk|memory|postgres (the real server's database: PGlite in its temporary DATA_DIR as npm start keeps it,
   PGlite in memory, or a PostgreSQL server this benchmark starts in a temporary folder from Debian's postgresql package)]`;

const { values } = parsedOrUsage(
  () =>
    parseArgs({
      args: scriptArgs(USAGE),
      options: {
        guests: { type: 'string', default: '2000' },
        agents: { type: 'string', default: '20' },
        'chats-per-agent': { type: 'string', default: '10' },
        rate: { type: 'string', default: '2' },
        duration: { type: 'string', default: '60' },
        warmup: { type: 'string', default: '5' },
        drain: { type: 'string', default: '10' },
        browse: { type: 'string', default: '30' },
        ramp: { type: 'string', default: '200' },
        'skip-bare': { type: 'boolean', default: false },
        flood: { type: 'boolean', default: false },
        webhook: { type: 'boolean', default: false },
        ai: { type: 'string' },
        'flood-sockets': { type: 'string', default: '100' },
        database: { type: 'string', default: 'disk' },
        'cpu-profile': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }),
  USAGE,
);

const ARROWS: Record<Direction, string> = { guestToAgent: 'guest→agent', agentToGuest: 'agent→guest' };
const FLOOD_MESSAGES = 2000;

interface RunResult {
  name: string;
  results: Record<Direction, DirectionResult>;
  /** With --flood: the same figures for the quiet and the flooded half of the measured time. */
  phases: Array<{ name: string; results: Record<Direction, DirectionResult> }>;
  flood: string | null;
  /** With --ai: the suggestions' figures. */
  ai: string | null;
  serverCpu: string;
  loopDelay: string;
  clientCpu: string;
  errors: Map<string, number>;
}

async function measure<T>(
  name: string,
  child: () => Promise<ChildServer<T>>,
  setUp: (info: T, recorder: LatencyRecorder) => Promise<Target>,
  load: LoadPlan,
  databaseCpu?: () => number | undefined,
  flood?: (info: T) => Promise<string>,
  beside?: (target: Target, measuring: () => boolean) => Promise<AiLoad>,
): Promise<RunResult> {
  console.log(`\n${name}: starting (load average ${loadAverage()})`);
  const server = await child();
  const recorder = new LatencyRecorder();
  let target: Target | null = null;
  try {
    target = await setUp(server.info, recorder);
    target.startBrowsing();
    console.log(`  ${target.connected()} sockets connected; sending for ${load.warmupS} s warm-up + ${load.durationS} s measured`);
    const serverBefore = await server.vitals();
    const databaseBefore = await databaseCpu?.();
    const clientBefore = process.cpuUsage();
    const startedAt = performance.now();
    // --flood: the second half of the measured time runs beside the flood.
    if (flood) recorder.phase = 'quiet';
    const flooding = flood
      ? sleep((load.warmupS + load.durationS / 2) * 1000).then(() => {
          recorder.phase = 'flooded';
          return flood(server.info);
        })
      : null;
    const besideLoad = await beside?.(target, () => recorder.measuring);
    await runLatencyLoad(target.links, recorder, load);
    const besideReport = (await besideLoad?.stop()) ?? null;
    const floodReport = await flooding;
    const wallMs = performance.now() - startedAt;
    const serverAfter = await server.vitals();
    const databaseAfter = await databaseCpu?.();
    const client = process.cpuUsage(clientBefore);
    const percent = (cpuMs: number) => `${((100 * cpuMs) / wallMs).toFixed(0)}%`;
    const cpuMs = (v: VitalsSample) => (v.user + v.system) / 1000;
    const threads = [`main thread busy ${percent(serverAfter.mainActiveMs - serverBefore.mainActiveMs)}`];
    if (serverAfter.databaseActiveMs !== null && serverBefore.databaseActiveMs !== null) {
      threads.push(`database thread busy ${percent(serverAfter.databaseActiveMs - serverBefore.databaseActiveMs)}`);
    }
    if (databaseBefore !== undefined && databaseAfter !== undefined) threads.push(`PostgreSQL processes ${percent(databaseAfter - databaseBefore)} CPU`);
    const delay = serverAfter.loopDelay;
    const resultsOf = (phase?: string) => ({ guestToAgent: recorder.result('guestToAgent', phase), agentToGuest: recorder.result('agentToGuest', phase) });
    return {
      name,
      results: resultsOf(),
      phases: flood ? ['quiet', 'flooded'].map((phase) => ({ name: `${name} (${phase})`, results: resultsOf(phase) })) : [{ name, results: resultsOf() }],
      flood: floodReport,
      ai: besideReport,
      serverCpu: `${percent(cpuMs(serverAfter) - cpuMs(serverBefore))} of one core (${threads.join(', ')}), RSS ${(serverAfter.rssBytes / 2 ** 20).toFixed(0)} MiB`,
      loopDelay: `event-loop delay p50 ${ms(delay.p50)} ms, p99 ${ms(delay.p99)} ms, max ${ms(delay.max)} ms`,
      clientCpu: `${percent((client.user + client.system) / 1000)} of one core`,
      errors: target.errors(),
    };
  } finally {
    await target?.stop();
    await server.stop();
  }
}

function printTable(runs: RunResult[]): void {
  const header = ['', 'sent', 'acked', 'refused', 'no ack', 'received', 'lost', 'dup', 'p50', 'p95', 'p99', 'max', 'ack p50', 'ack p99'];
  const rows = runs.flatMap((run) => run.phases).flatMap((run) =>
    DIRECTIONS.map((direction) => {
      const r = run.results[direction];
      const l = r.latency;
      return [
        `${run.name} ${ARROWS[direction]}`,
        r.sent,
        r.acked,
        r.refused,
        r.unanswered,
        r.received,
        r.lost,
        r.duplicated,
        ms(l.p50),
        ms(l.p95),
        ms(l.p99),
        ms(l.max),
        ms(r.ack.p50),
        ms(r.ack.p99),
      ].map(String);
    }),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `(ms; p50…max: send to the receiving socket's event; ack: send to the sender's acknowledgement, after the server stored it; ` +
      `no ack: none within ${ACK_LIMIT_S} s; lost: not refused and not received by the end of the drain time)`,
  );
}

/** The flood from a process of its own: its sockets, then its messages over most of the measured time's second half; in words. */
async function floodOnce(flood: GuestFloodProcess, info: BenchServerInfo, load: LoadPlan, sockets: number): Promise<string> {
  const spreadS = (load.durationS / 2) * 0.8;
  console.log(`  flood: one guest id opens ${sockets} sockets and sends ${FLOOD_MESSAGES} messages over ${spreadS.toFixed(0)} s`);
  const startedAt = performance.now();
  await flood.open({ url: info.url, pluginId: info.pluginId, sockets });
  const round = await flood.send(FLOOD_MESSAGES, spreadS);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  // A closed tab that reconnected on its own would be open again by now.
  await sleep(1_000);
  const result = await flood.report();
  const tally = (counts: Record<string, number>) => Object.entries(counts).map(([why, n]) => `${n} × '${why}'`).join(', ') || 'none';
  return (
    `flood (one guest id): ${sockets} sockets opened, ${result.open} open a second after the flood; refused at the handshake: ` +
    `${tally(result.refusedAtHandshake)}; closed: ${tally(result.closedBy)}; ${round.accepted} of ${FLOOD_MESSAGES} messages accepted, ` +
    `${round.refused} refused, ${round.unanswered} unanswered (sent on a socket as the server closed it), in ${seconds} s`
  );
}

async function main() {
  if (values.help) return console.log(USAGE);
  const plan: TargetPlan = {
    guests: numberFlag('guests', values.guests, USAGE, { integer: true }),
    agents: numberFlag('agents', values.agents, USAGE, { integer: true }),
    chatsPerAgent: numberFlag('chats-per-agent', values['chats-per-agent'], USAGE, { integer: true }),
    browseS: numberFlag('browse', values.browse, USAGE),
    rampPerSecond: numberFlag('ramp', values.ramp, USAGE),
  };
  const load: LoadPlan = {
    rate: numberFlag('rate', values.rate, USAGE),
    durationS: numberFlag('duration', values.duration, USAGE),
    warmupS: numberFlag('warmup', values.warmup, USAGE, { allowZero: true }),
    drainS: numberFlag('drain', values.drain, USAGE, { allowZero: true }),
  };
  const database = values.database!;
  if (!['disk', 'memory', 'postgres'].includes(database)) usageError(`--database must be disk, memory or postgres (got ${database})`, USAGE);
  const chats = plan.agents * plan.chatsPerAgent;
  if (chats > plan.guests) usageError(`--agents × --chats-per-agent (${chats}) must not exceed --guests (${plan.guests})`, USAGE);
  // Every socket is a file descriptor here and in the server child, plus a margin for files and pipes.
  const needed = plan.guests + plan.agents + 256;
  const limit = openFilesLimit();
  if (limit !== null && limit < needed) {
    usageError(`${plan.guests + plan.agents} sockets need an open-files limit of at least ${needed}; this shell allows ${limit} (raise it with ulimit -n ${needed})`, USAGE);
  }

  console.log('Message latency benchmark');
  console.log(`machine: ${describeMachine()}`);
  console.log(
    `load: ${plan.guests} guests connected and browsing (a page view every ~${plan.browseS} s each), ${plan.agents} agents online, ` +
      `${chats} chats (${plan.chatsPerAgent} per agent) at ${load.rate} messages/s each, alternating guest→agent and agent→guest ` +
      `(${(chats * load.rate).toFixed(0)} messages/s in all); ${load.warmupS} s warm-up, ${load.durationS} s measured, up to ${load.drainS} s drain`,
  );
  const databaseNames: Record<string, string> = {
    disk: 'PGlite on disk in a temporary DATA_DIR, in its own thread',
    memory: 'PGlite in memory, in its own thread',
    postgres: 'PostgreSQL started by this benchmark in a temporary folder (Unix socket, default durability)',
  };
  console.log(`real server database: ${databaseNames[database]}`);
  const postgres = database === 'postgres' ? await startLocalPostgres() : null;
  console.log('latency: send call to the receiving socket\'s event, both in this process; each server in its own child process on 127.0.0.1');

  const here = path.join(__dirname, 'sim');
  const profileFolder = values['cpu-profile'] ? path.resolve(values['cpu-profile']) : null;
  if (profileFolder) mkdirSync(profileFolder, { recursive: true });
  const runs: RunResult[] = [];
  const agentsArg = String(plan.agents);
  // Started before the measuring: its own start-up is no part of the flood.
  const flood = values.flood ? await startGuestFloodProcess(process.execArgv) : null;
  const sink = values.webhook ? await startWebhookSinkProcess() : null;
  // The child reads it from its environment (its positional arguments are the database's).
  if (sink) process.env.BENCH_WEBHOOK_URL = sink.url;
  const aiRate = values.ai === undefined ? null : numberFlag('ai', values.ai, USAGE);
  const standIn: AiStandInProcess | null = aiRate ? await startAiStandInProcess() : null;
  if (standIn) {
    Object.assign(process.env, { BENCH_AI_BASE_URL: standIn.url, BENCH_AI_MODEL: AI_STAND_IN.model, BENCH_AI_API_KEY: AI_STAND_IN.apiKey });
    console.log(`AI suggestions: ${aiRate} a second in all, from random chats, answered by the chat-completions stand-in at ${standIn.url} (a process of its own)`);
  }
  const floodSockets = numberFlag('flood-sockets', values['flood-sockets'], USAGE, { integer: true });
  runs.push(
    await measure(
      'real server',
      () =>
        startChildServer<BenchServerInfo>(
          path.join(here, 'bench-server.ts'),
          [agentsArg, database, ...(postgres ? [postgres.url] : [])],
          undefined,
          profileFolder ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : [],
        ),
      (info, recorder) => setUpServerTarget(info, plan, recorder),
      load,
      postgres ? () => postgres.cpuMs() ?? undefined : undefined,
      flood ? (info) => floodOnce(flood, info, load, floodSockets) : undefined,
      standIn && aiRate
        ? (target, measuring) =>
            startAiLoad(
              target.links.flatMap((link) => (link.suggest ? [link.suggest] : [])),
              aiRate,
              measuring,
              standIn,
            )
        : undefined,
    ).finally(() => Promise.all([postgres?.stop(), flood?.close(), standIn?.stop()])),
  );
  delete process.env.BENCH_WEBHOOK_URL;
  for (const name of ['BENCH_AI_BASE_URL', 'BENCH_AI_MODEL', 'BENCH_AI_API_KEY']) delete process.env[name];
  const webhookReport = (await sink?.stop()) ?? null;
  if (!values['skip-bare']) {
    runs.push(
      await measure(
        'bare echo',
        () => startChildServer<BareEchoInfo>(path.join(here, 'bare-echo-server.ts'), []),
        (info, recorder) => setUpBareTarget(info, plan, recorder),
        load,
      ),
    );
  }

  console.log('\nResults');
  printTable(runs);
  for (const run of runs) if (run.flood) console.log(run.flood);
  for (const run of runs) if (run.ai) console.log(run.ai);
  if (webhookReport) {
    const d = webhookReport.messageDelay;
    const events = Object.entries(webhookReport.byEvent).map(([event, n]) => `${event} ${n}`).join(', ');
    console.log(
      `webhook (one endpoint, every event): ${webhookReport.received} deliveries received (${events}), ${webhookReport.duplicates} repeated; ` +
        `message.created delay from the event to its arrival p50 ${ms(d.p50)} ms, p95 ${ms(d.p95)} ms, p99 ${ms(d.p99)} ms, max ${ms(d.max)} ms; ` +
        `the receiver's CPU ${webhookReport.cpuPercent.toFixed(0)}% of one core`,
    );
  }
  for (const run of runs) {
    const errors = [...run.errors].map(([message, times]) => `${message} ×${times}`).join('; ');
    console.log(`${run.name}: server CPU ${run.serverCpu}; ${run.loopDelay}; load generator CPU ${run.clientCpu}${errors ? `; errors: ${errors}` : ''}`);
  }
  if (profileFolder) {
    console.log(`CPU profiles of the real server (whole run, set-up included; self time of each thread's busy time) in ${profileFolder}:`);
    for (const line of describeCpuProfiles(profileFolder)) console.log(`  ${line}`);
  }
  const [real, bare] = runs;
  if (bare) {
    const ratio = (a: number, b: number) => (b > 0 ? `×${(a / b).toFixed(1)}` : 'n/a');
    for (const direction of DIRECTIONS) {
      const ours = real.results[direction].latency;
      const floor = bare.results[direction].latency;
      console.log(`ratio real/bare ${ARROWS[direction]}: p50 ${ratio(ours.p50, floor.p50)}, p99 ${ratio(ours.p99, floor.p99)}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
