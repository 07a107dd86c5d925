// Keeping the reports' facts and rollups up to date, as jobs so that one node does each: a chat's facts
// when it ends or a late update lands (a rating), the roll-up of finished hours and days every minute, and, at
// start, the facts of ended chats that have none (a database from before the reports, or a node that
// died between a chat's end and its facts).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { writeChatFacts } from './report-facts';
import { invalidateHours, lockAccountReports, rollPending } from './report-rollup';

export const REPORT_FACTS_JOB = 'report-facts';
const ROLL_JOB = 'report-roll';
const CATCH_UP_JOB = 'report-catch-up';
const BACKFILL_BATCH = 2_000;

interface FactsJob {
  chatId: string;
}

/** Writes a chat's facts and throws away the rollups they change, in one transaction under the account's lock. */
export async function refreshChatFacts(db: Db, chatIds: readonly string[]): Promise<void> {
  if (chatIds.length === 0) return;
  await db.transaction(async (tx) => {
    const changed = await writeChatFacts(tx, chatIds);
    for (const clientId of new Set(changed.map((hour) => hour.clientId))) await tx.execute(lockAccountReports(clientId));
    await invalidateHours(tx, changed);
  });
}

/** A chat ended or changed after its end: its facts are (re)written by a job (a second call replaces a waiting one). */
export async function noteChatForReports(ctx: AppContext, chatId: string): Promise<void> {
  await ctx.jobs.send<FactsJob>(REPORT_FACTS_JOB, { chatId }, { singletonKey: chatId });
}

/** Facts for ended chats that have none, oldest first, a batch at a time. Answers how many were written. */
export async function backfillChatFacts(db: Db, log: (line: string) => void = () => undefined): Promise<number> {
  let written = 0;
  for (;;) {
    const ids = rowsOf<{ id: string }>(
      await db.execute(sql`select c.id from chats c where c.state = 'ended'
        and not exists (select 1 from report_chat_facts f where f.chat_id = c.id) limit ${BACKFILL_BATCH}`),
    ).map((row) => row.id);
    if (ids.length === 0) return written;
    await refreshChatFacts(db, ids);
    written += ids.length;
    if (ids.length === BACKFILL_BATCH) log(`reports: facts of ${written} earlier chats written`);
  }
}

export async function registerReportJobs(ctx: AppContext): Promise<void> {
  // An ended chat gets its facts; a rating is a late update of them.
  ctx.events.on('chat.ended', ({ chatId }) => noteChatForReports(ctx, chatId));
  ctx.events.on('chat.rated', ({ chatId }) => noteChatForReports(ctx, chatId));
  await ctx.jobs.work<FactsJob>(REPORT_FACTS_JOB, ({ chatId }) => refreshChatFacts(ctx.db, [chatId]));
  await ctx.jobs.every(ROLL_JOB, 1, async () => {
    await rollPending(ctx.db);
  });
  await ctx.jobs.work(CATCH_UP_JOB, async () => {
    await backfillChatFacts(ctx.db, (line) => console.log(line));
    await rollPending(ctx.db);
  });
}

/** At start, in the background: the facts a restart or an older database left out, then the days ready to roll up. */
export async function resumeReports(ctx: AppContext): Promise<void> {
  await ctx.jobs.send(CATCH_UP_JOB, {}, { singletonKey: 'catch-up' });
}
