// The figures of `pnpm chaos`, one row per fault: each acknowledged message counts for the fault during
// which its sender was acknowledged, each node exit for the fault during which the balancer reported it.
import { recoveryMs, type DeliveryCheck, type SendLog } from './chat-traffic';
import { nodeExits, type NodeExit } from './node-exits';

/** One fault as it was run. */
export interface FaultRecord {
  name: string;
  startedAt: number;
  /** When the fault was over (the kill, PostgreSQL answering again, the thaw, the last payload answered); null: no fault. */
  endedAt: number | null;
  /** How much the cluster had printed when this fault's turn began. */
  outputFrom: number;
  /** The node process this fault kills on purpose. */
  killedPid: number | null;
  notes: string[];
}

export interface FaultRow {
  name: string;
  acknowledged: number;
  lost: number;
  /** A few of the lost, and how: "guest 2 message 31: stored once, not shown". */
  lostExamples: string[];
  duplicated: number;
  killed: NodeExit[];
  /** Exits nobody asked for: each one fails the run. */
  otherExits: NodeExit[];
  /** Seconds from the fault's end until every sender was acknowledged again (Infinity: some never were). */
  recoveryS: number | null;
}

export function faultRows(records: readonly FaultRecord[], check: DeliveryCheck, logs: SendLog[], output: string): FaultRow[] {
  return records.map((record, i) => {
    const next = records[i + 1];
    // The first turn also holds the guests' first messages, acknowledged while the chats were opened.
    const from = i === 0 ? Number.NEGATIVE_INFINITY : record.startedAt;
    const until = next?.startedAt ?? Number.POSITIVE_INFINITY;
    const messages = check.messages.filter((message) => message.ackedAt >= from && message.ackedAt < until);
    const exits = nodeExits(output.slice(record.outputFrom, next?.outputFrom ?? output.length));
    return {
      name: record.name,
      acknowledged: messages.length,
      lost: messages.filter((message) => message.lost).length,
      lostExamples: messages
        .filter((message) => message.lost)
        .slice(0, 3)
        .map((message) => `${message.bodyText}: refused ${message.refusals}x for a retry, then acknowledged; stored ${message.stored}x, ${message.shown ? 'shown' : 'not shown'} to the other side`),
      duplicated: messages.filter((message) => message.duplicated).length,
      killed: exits.filter((exit) => exit.pid === record.killedPid),
      otherExits: exits.filter((exit) => exit.pid !== record.killedPid),
      recoveryS: record.endedAt === null ? null : recoveryMs(logs, record.endedAt) / 1000,
    };
  });
}

/** The sender acknowledged last after `since`, for the notes: "agent to 3 after 4.10 s". */
export function slowestSender(logs: SendLog[], since: number): string {
  const waits = logs.map((log) => ({ sender: log.sender, ms: (log.acks.find((ack) => ack.at >= since)?.at ?? Number.POSITIVE_INFINITY) - since }));
  const slowest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
  const within1s = waits.filter((wait) => wait.ms <= 1_000).length;
  return `${within1s} of ${waits.length} senders acknowledged again within 1 s; the last, ${slowest.sender}, after ${(slowest.ms / 1000).toFixed(2)} s`;
}

export function printFaultTable(rows: readonly FaultRow[]): void {
  const header = ['fault', 'acked', 'lost', 'duplicated', 'nodes exited', 'all acked again after'];
  const cells = rows.map((row) => [
    row.name,
    String(row.acknowledged),
    String(row.lost),
    String(row.duplicated),
    `${row.killed.length ? `${row.killed.length} killed, ` : ''}${row.otherExits.length} other`,
    row.recoveryS === null ? '-' : Number.isFinite(row.recoveryS) ? `${row.recoveryS.toFixed(2)} s` : 'never',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of cells) console.log(line(row));
}

/** Why the run fails, if it does. */
export function failures(rows: readonly FaultRow[], check: DeliveryCheck, logs: SendLog[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    if (row.lost) problems.push(`${row.name}: ${row.lost} acknowledged messages lost (${row.lostExamples.join('; ')})`);
    if (row.duplicated) problems.push(`${row.name}: ${row.duplicated} messages duplicated`);
    for (const exit of row.otherExits) problems.push(`${row.name}: node ${exit.node} (pid ${exit.pid}) ${exit.how}`);
    if (row.recoveryS === Number.POSITIVE_INFINITY) problems.push(`${row.name}: some sender was never acknowledged again`);
  }
  const unattributed = check.duplicated - rows.reduce((sum, row) => sum + row.duplicated, 0);
  if (unattributed > 0) problems.push(`${unattributed} more duplicates (stored twice or pushed twice live) than counted per fault`);
  if (check.outOfOrder.length) problems.push(`out of order: ${check.outOfOrder.join(', ')}`);
  const givenUp = logs.reduce((sum, log) => sum + log.refusedForGood.length, 0);
  if (givenUp) problems.push(`${givenUp} sends refused without retryAfterMs (the widget and the console would give those up)`);
  return problems;
}
