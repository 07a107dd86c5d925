import type { Db } from '../db/database';
import { DatabaseUnavailableError, isDatabaseOutage } from '../db/database-outage';
import { appendBatch, appendOne, type AppendRequest, type MessageSender } from './append-batch';
import type { Appended, NewMessage } from './chat-store';

/** Group commit of chat messages: see createMessageAppends. */
export interface MessageAppends {
  /**
   * Stores the message once committed; undefined where appendOne answers undefined (no chat, blocked, a retry).
   * `lateCommit` runs when a statement the deadline had already refused commits after all: the sender's
   * retry will find the message stored and deliver nothing, so the late commit delivers it.
   */
  append(sender: MessageSender, input: Omit<NewMessage, 'agentName'>, lateCommit?: (appended: Appended) => void): Promise<Appended | undefined>;
}

/** Enough to amortise a statement; few enough that one batch stays a few milliseconds. */
const MAX_BATCH = 64;
/**
 * How long a message may wait for its commit before its sender hears "send again" (a frozen or unreachable
 * PostgreSQL answers nothing, and no driver gives up on a statement by itself). The statement may still
 * commit afterwards: the sender's retry carries the same id and finds the message stored.
 */
export const COMMIT_DEADLINE_MS = 4_000;

interface Waiting extends AppendRequest {
  resolve(appended: Appended | undefined): void;
  reject(error: unknown): void;
}

/**
 * One append statement at a time. A message that finds none running goes at once, alone; messages that
 * arrive while one runs wait for it and then go together in one statement and one commit. Under light
 * load nothing waits; under heavy load each statement carries more messages, so the database does less
 * work per message exactly when it is busiest. Each caller still hears only after the commit.
 */
export function createMessageAppends(db: Db, { deadlineMs = COMMIT_DEADLINE_MS }: { deadlineMs?: number } = {}): MessageAppends {
  const waiting: Waiting[] = [];
  let running = false;

  const settle = async (group: Waiting[]) => {
    if (group.length === 1) {
      const [only] = group;
      return appendOne(db, only).then(only.resolve, only.reject);
    }
    try {
      const answers = await appendBatch(db, group);
      group.forEach((request, index) => request.resolve(answers[index]));
    } catch (error) {
      // The database is out of reach: each alone would only wait for the same answer.
      if (isDatabaseOutage(error)) return group.forEach((request) => request.reject(error));
      // One bad message (or a rare key race on PostgreSQL) must not fail the others: each alone answers for
      // itself, one after another so that each chat's seqs still follow the order of arrival.
      for (const request of group) await appendOne(db, request).then(request.resolve, request.reject);
    }
  };

  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      await settle(waiting.splice(0, MAX_BATCH));
    }
    running = false;
  };

  return {
    append: (sender, input, lateCommit) =>
      new Promise((resolve, reject) => {
        let refused = false;
        const request: Waiting = {
          sender,
          input,
          resolve: (appended) => {
            clearTimeout(deadline);
            if (!refused) return resolve(appended);
            if (appended && lateCommit) {
              try {
                lateCommit(appended);
              } catch (error) {
                console.error('delivering a late-committed message failed', error);
              }
            }
          },
          reject: (error) => {
            clearTimeout(deadline);
            reject(error);
          },
        };
        const deadline = setTimeout(() => {
          // Not yet sent: it never will be. Sent: its answer, when it comes, finds the promise settled.
          const queued = waiting.indexOf(request);
          if (queued !== -1) waiting.splice(queued, 1);
          refused = true;
          reject(new DatabaseUnavailableError(`the message was not committed within ${deadlineMs} ms`));
        }, deadlineMs);
        waiting.push(request);
        if (!running) void drain();
      }),
  };
}
