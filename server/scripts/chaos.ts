// `pnpm chaos`: three nodes on a throw-away PostgreSQL behind nginx (deploy/nginx.conf), guests and an
// agent chatting through it as in the latency benchmark, and in turn: a node killed with SIGKILL, PostgreSQL
// restarted, PostgreSQL frozen for 10 s, and the inputs that once ended a node. The chatting senders behave
// as the widget and the console do (the same id again until acknowledged, catching up after a reconnect),
// so every acknowledged message must be stored once and reach the other side once. Prints, per fault, the
// messages lost and duplicated, the nodes that exited and the seconds until every sender was acknowledged
// again; exits with 1 when anything was lost or duplicated or a node exited that was not killed on purpose.
import { writeFileSync } from 'node:fs';
import postgresClient from 'postgres';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { CHAOS_USAGE, parseChaosOptions, type ChaosOptions } from './chaos/chaos-options';
import { failures, faultRows, printFaultTable, slowestSender } from './chaos/chaos-report';
import { NoPostgresError, startChaosStack } from './chaos/chaos-stack';
import { checkDeliveries, openChatTraffic, sendSteadily, type ChatTraffic, type SendLog } from './chaos/chat-traffic';
import { runFaultTurns } from './chaos/fault-turns';
import { setOnline, signIn } from './sim/agent-client';
import { newActivityStats, startPerGuestActivity } from './sim/guest-activity';
import { closeGuests, connectGuests, newGuestCounters } from './sim/guests';
import { describeMachine, loadAverage } from './sim/machine';
import { sleep } from './sim/paced';
import { loopbackSource } from './sim/source-address';

/** Exit codes: the run failed; PostgreSQL could not be had (nothing ran). */
const FAILED = 1;
const NO_POSTGRES = 3;
/** How long the senders' last messages and the receivers' catching up may take once traffic stops. */
const SETTLE_MS = 30_000;

const stops: Array<() => Promise<unknown>> = [];
let stopping: Promise<void> | null = null;

/** Stops everything started, newest first; each step on its own, so one failure leaves none running. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => console.error('while stopping:', error instanceof Error ? error.message : error));
    }
  })();
  return stopping;
}

/** Until every message a sender saw acknowledged is on the other side's screen (or `ms` passed). */
async function everythingSeen(traffic: ChatTraffic, logs: SendLog[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  const acked = (sender: string) => logs.find((log) => log.sender === sender)!.acks.map((ack) => ack.bodyText);
  const seen = () =>
    traffic.chats.every((chat, i) => {
      const byAgent = traffic.agentInbox.bodies(chat.chatId, 'inbound');
      const byGuest = chat.inbox.bodies(chat.chatId, 'outbound');
      return acked(`guest ${i}`).every((body) => byAgent.includes(body)) && acked(`agent to ${i}`).every((body) => byGuest.includes(body));
    });
  while (!seen() && Date.now() < deadline) await sleep(100);
}

async function run(options: ChaosOptions): Promise<number> {
  console.log('Chaos run');
  console.log(`machine: ${describeMachine()}; load average ${loadAverage()}`);
  const clients = options.guests + options.browsing + 1;
  const stack = await startChaosStack(options.balancer === 'nginx', clients, stops);
  // First of all when cut short: neither the nodes nor PostgreSQL itself could stop while it is frozen.
  stops.push(async () => stack.faults.thaw());
  console.log(`PostgreSQL: a throw-away server at ${stack.postgres.url}; 3 nodes of start:cluster on it`);
  console.log(`balancer: ${stack.balancer}`);
  const sql = postgresClient(stack.postgres.url, { max: 1, onnotice: () => undefined });
  stops.push(() => sql.end({ timeout: 1 }));
  const [{ plugin_id: pluginId }] = await sql`SELECT plugin_id FROM widgets LIMIT 1`;

  const [, agentAccount] = DEMO_ACCOUNTS;
  const agent = await signIn(stack.url, agentAccount.email, agentAccount.password);
  await setOnline(stack.url, agent, true);
  // Client 0 is the agent, 1... the chatting guests, then the browsing guests, then the crash payloads' sockets.
  const traffic = await openChatTraffic(stack.url, pluginId, { token: agent.accessToken }, options.guests, loopbackSource);
  stops.push(async () => traffic.sockets.forEach((socket) => socket.close()));
  const counters = newGuestCounters();
  const browsing = await connectGuests(stack.url, pluginId, options.browsing, counters, { perSecond: 50, inFlight: 20 }, undefined, (i) => loopbackSource(options.guests + 1 + i));
  stops.push(async () => closeGuests(browsing));
  const stats = newActivityStats();
  const stopBrowsing = browsing.map((guest) => startPerGuestActivity(stack.url, guest, { chats: false, rate: 1, browseS: options.browseS }, stats));
  stops.push(async () => stopBrowsing.forEach((stop) => stop()));
  await sleep(500);
  const perNode = await sql`SELECT count(*)::int AS guests FROM live_guests GROUP BY node_id ORDER BY 1 DESC`;
  console.log(
    `traffic: ${options.guests} guests chatting with ${agent.fullName} at ${options.rate} messages a second per chat, ${counters.greeted} more browsing ` +
      `(a page view every ~${options.browseS} s each); guests per node: ${perNode.map((row) => row.guests).join(', ')}`,
  );

  const senders = sendSteadily(traffic, { id: agent.userId, name: agent.fullName }, 2000 / options.rate);
  const records = await runFaultTurns({ stack, pluginId, agentToken: agent.accessToken, afterS: options.afterS, firstFreeClient: clients }, options.warmupS, options.faults);
  senders.stop();
  const settled = await Promise.race([senders.done.then(() => true), sleep(SETTLE_MS).then(() => false)]);
  await everythingSeen(traffic, senders.logs, SETTLE_MS);
  const check = await checkDeliveries(traffic, senders.logs, sql);
  const rows = faultRows(records, check, senders.logs, stack.cluster.output());

  console.log('\nResults');
  printFaultTable(rows);
  console.log('(acked: messages whose sender was acknowledged during that turn; lost: missing from the database or the other side; ' +
    'duplicated: stored or pushed live twice; all acked again after: from the end of the fault until every sender had an acknowledgement)');
  for (const record of records) {
    if (record.endedAt !== null) record.notes.push(slowestSender(senders.logs, record.endedAt));
    for (const note of record.notes) console.log(`${record.name}: ${note}`);
  }
  if (options.log) writeFileSync(options.log, stack.cluster.output());
  const pageErrors = [...stats.errors].map(([message, times]) => `${message} ×${times}`).join('; ');
  console.log(`browsing guests: ${stats.pages} page views${pageErrors ? `; refused or unanswered: ${pageErrors}` : ''}`);

  const problems = failures(rows, check, senders.logs);
  if (!settled) problems.push(`some sender's last message was not acknowledged within ${SETTLE_MS / 1000} s of the end`);
  if (!stack.cluster.running()) problems.push('the cluster itself ended');
  console.log(problems.length ? `chaos: FAILED\n  ${problems.join('\n  ')}` : 'chaos: passed (nothing acknowledged was lost or duplicated, no node exited that was not killed)');
  return problems.length ? FAILED : 0;
}

async function main(): Promise<number> {
  const options = parseChaosOptions(process.argv.slice(2));
  if (!options) {
    console.log(CHAOS_USAGE);
    return 0;
  }
  // Ctrl+C reaches this process twice (from the terminal and relayed by tsx): the second must not end it mid-stop.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      console.log(`\n${signal}: stopping everything this run started`);
      void stopAll().finally(() => process.exit(130));
    });
  }
  try {
    return await run(options);
  } catch (error) {
    if (error instanceof NoPostgresError) {
      console.error(error.message);
      return NO_POSTGRES;
    }
    throw error;
  } finally {
    await stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(FAILED);
  },
);
