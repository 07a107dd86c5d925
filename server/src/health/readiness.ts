import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

/** A balancer may poll every node often: the answer is reused this long, so polling costs the database little. */
const REUSE_MS = 1_000;
/** A database that takes longer than this to answer `select 1` counts as not answering (frozen, unreachable). */
const PROBE_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  /** Why not, when not. */
  reason?: string;
}

async function probe(ctx: AppContext): Promise<Readiness> {
  const broadcasts = ctx.database.broadcasts;
  // Without its LISTEN connection a node would not hear the other nodes' broadcasts (messages, new chats).
  if (broadcasts && !broadcasts.listener.listening()) return { ready: false, reason: 'the connection for broadcasts between nodes is down' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([ctx.db.execute(sql`select 1`), timeout]);
    return { ready: true };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return { ready: false, reason: `the database does not answer: ${cause instanceof Error ? cause.message : String(cause)}` };
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this node can serve now; one probe at a time, its answer reused for REUSE_MS. */
export function createReadiness(ctx: AppContext): () => Promise<Readiness> {
  let known: { at: number; answer: Readiness } | null = null;
  let running: Promise<Readiness> | null = null;
  return () => {
    if (known && Date.now() - known.at < REUSE_MS) return Promise.resolve(known.answer);
    running ??= probe(ctx).then((answer) => {
      known = { at: Date.now(), answer };
      running = null;
      return answer;
    });
    return running;
  };
}
