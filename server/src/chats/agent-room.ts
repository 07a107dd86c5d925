// An agent's room for one more chat, decided under the account's routing lock (issue 27), so that two
// accepts, a transfer and a routing pass on different nodes never take the same last place.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/json-row';
import type { Db } from '../db/database';
import type { Tx } from '../db/database';
import { text, type ValuedText } from '../http/valued-text';

export interface AgentRoom {
  chatLimit: number | null;
  /** Chats held plus chats offered to the agent, `except` one chat (the one being taken). */
  load: number;
}

/** Queues the transaction behind every other routing decision of the account. */
export async function lockAccountRouting(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`routing:${accountId}`}::text, 0))`);
}

export async function agentRoom(tx: Tx | Db, accountId: string, agentId: string, except: string): Promise<AgentRoom> {
  const [row] = rowsOf<{ chat_limit: number | null; load: number | string }>(
    await tx.execute(sql`
      select u.chat_limit, (
        select count(*) from chats c
        where c.client_id = ${accountId} and c.id <> ${except}
          and ((c.state = 'active' and c.agent_id = u.id) or (c.state = 'pending' and c.offered_to = u.id))
      ) as load
      from users u where u.id = ${agentId}`),
  );
  return { chatLimit: row?.chat_limit ?? null, load: Number(row?.load ?? 0) };
}

export const isFull = (room: AgentRoom) => room.chatLimit !== null && room.load >= room.chatLimit;

/**
 * The refusal of a chat beyond the agent's limit: shared-kernel/queue's ROUTING_TEXTS.atLimit, word for word,
 * as a text of the error catalogue so that it is answered in the caller's language.
 */
export const atChatLimit = (room: AgentRoom): ValuedText =>
  text('You are at your chat limit ({load} / {limit}). End a chat to accept another.', { load: room.load, limit: room.chatLimit ?? 0 });
