// The faults of `pnpm chaos`, one after another under steady traffic: each turn has a quiet moment, the
// fault, then `afterS` seconds of traffic; before the next turn every node must answer /readyz again.
import { sleep } from '../sim/paced';
import { loopbackSource } from '../sim/source-address';
import type { FaultName } from './chaos-options';
import type { FaultRecord } from './chaos-report';
import type { ChaosStack } from './chaos-stack';
import { sendCrashPayloads } from './crash-payloads';

/** Traffic before each fault, so that the fault strikes senders in full flow. */
const QUIET_MS = 2_000;
const FREEZE_MS = 10_000;
/** The node the kill takes (its index): the cluster starts it again. */
const VICTIM = 1;

export interface TurnContext {
  stack: ChaosStack;
  pluginId: string;
  agentToken: string;
  afterS: number;
  /** The first loopback client number no other client uses. */
  firstFreeClient: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Resolves once every node answers /readyz with 200, or says which did not within `ms`. */
async function everyNodeReady(stack: ChaosStack, ms = 30_000): Promise<string | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const nodes = [...stack.cluster.nodes.values()];
    const answers = await Promise.all(nodes.map((node) => fetch(`${node.url}/readyz`).then((answer) => answer.status, () => 0)));
    if (answers.every((status) => status === 200)) return null;
    if (Date.now() > deadline) return `not ready ${ms / 1000} s later: ${nodes.filter((_, i) => answers[i] !== 200).map((node) => `node ${node.index + 1}`).join(', ')}`;
    await sleep(250);
  }
}

async function turn(context: TurnContext, records: FaultRecord[], name: string, fault: (record: FaultRecord) => Promise<void>): Promise<void> {
  const record: FaultRecord = { name, startedAt: Date.now(), endedAt: null, outputFrom: context.stack.cluster.output().length, killedPid: null, notes: [] };
  records.push(record);
  console.log(`  ${name}`);
  await sleep(QUIET_MS);
  await fault(record);
  record.endedAt ??= Date.now();
  await sleep(Math.max(0, record.endedAt + context.afterS * 1000 - Date.now()));
  const unready = await everyNodeReady(context.stack);
  if (unready) record.notes.push(unready);
}

async function killNode({ stack }: TurnContext, record: FaultRecord): Promise<void> {
  const victim = stack.cluster.nodes.get(VICTIM)!;
  const from = stack.cluster.output().length;
  record.killedPid = victim.pid;
  process.kill(victim.pid, 'SIGKILL');
  record.endedAt = Date.now();
  const started = stack.cluster.waitFor(new RegExp(`^  node ${VICTIM + 1}: http://127\\.0\\.0\\.1:\\d+ \\(pid \\d+\\)`, 'm'), from, 60_000);
  await started.then(
    () => record.notes.push(`node ${VICTIM + 1} (pid ${victim.pid}) killed; the cluster had it serving again ${seconds(Date.now() - record.endedAt!)} later`),
    () => record.notes.push(`node ${VICTIM + 1} (pid ${victim.pid}) killed and not started again within 60 s`),
  );
}

async function restartPostgres({ stack }: TurnContext, record: FaultRecord): Promise<void> {
  const began = Date.now();
  record.endedAt = await stack.faults.restart();
  record.notes.push(`pg_ctl restart -m fast: PostgreSQL answered again ${seconds(record.endedAt - began)} after the restart began`);
}

async function freezePostgres({ stack }: TurnContext, record: FaultRecord): Promise<void> {
  await stack.faults.freeze(FREEZE_MS);
  record.endedAt = Date.now();
  record.notes.push(`SIGSTOP of the postmaster and every backend, SIGCONT ${seconds(FREEZE_MS)} later`);
}

async function crashPayloads(context: TurnContext, record: FaultRecord): Promise<void> {
  const { stack, pluginId, agentToken } = context;
  const targets = [{ url: stack.url, where: 'through the balancer' }, ...[...stack.cluster.nodes.values()].map((node) => ({ url: node.url, where: `to node ${node.index + 1}` }))];
  const answers = [];
  for (const [i, target] of targets.entries()) {
    try {
      answers.push(...(await sendCrashPayloads(target.url, target.where, pluginId, agentToken, loopbackSource(context.firstFreeClient + i))));
    } catch (error) {
      record.notes.push(`payloads ${target.where} not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  record.endedAt = Date.now();
  const refused = answers.filter((answer) => answer.refused && answer.kept);
  record.notes.push(`${refused.length} of ${answers.length} payloads ({"toString":"x"}) refused with ok: false, their sockets kept`);
  for (const answer of answers.filter((each) => !each.refused || !each.kept)) record.notes.push(`${answer.sent}: ${answer.answer}${answer.kept ? '' : ', socket closed'}`);
}

/** Warm-up, then every fault in turn; answers what happened in each. */
export async function runFaultTurns(context: TurnContext, warmupS: number, faults: readonly FaultName[]): Promise<FaultRecord[]> {
  const records: FaultRecord[] = [{ name: 'none (warm-up)', startedAt: Date.now(), endedAt: null, outputFrom: context.stack.cluster.output().length, killedPid: null, notes: [] }];
  console.log('  warm-up');
  await sleep(warmupS * 1000);
  const turns: Record<FaultName, [string, (record: FaultRecord) => Promise<void>]> = {
    kill: ['node killed (SIGKILL)', (record) => killNode(context, record)],
    restart: ['PostgreSQL restarted', (record) => restartPostgres(context, record)],
    freeze: [`PostgreSQL frozen ${FREEZE_MS / 1000} s`, (record) => freezePostgres(context, record)],
    payloads: ['crash payloads', (record) => crashPayloads(context, record)],
  };
  for (const fault of faults) await turn(context, records, ...turns[fault]);
  return records;
}
