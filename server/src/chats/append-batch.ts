import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowFromJson, rowsOf } from '../db/json-row';
import { chatMessages, chats, visitors } from '../db/schema';
import { guestBlockedSql } from '../visitors';
import { servesEveryDepartment } from '../visitors';
import { agentServesChatSql, ownActiveChatWhere } from './chat-access';
import { appendAgentMessage, appendToOpenChat, type Appended, type NewMessage } from './chat-store';

/** Who sends a message, with what finds (and guards) the chat it goes to. */
export type MessageSender =
  | { kind: 'guest'; rowId: string; accountId: string }
  | { kind: 'agent'; userId: string; role: string; accountId: string; visitorId: string };

export interface AppendRequest {
  sender: MessageSender;
  input: Omit<NewMessage, 'agentName'>;
}

/**
 * One message alone, by the statement of its kind: the guest's open chat unless the guest is blocked, or
 * the agent's own active chat with the guest (chat-access). Undefined when it picks no chat or is a retry.
 */
export function appendOne(db: Db, { sender, input }: AppendRequest): Promise<Appended | undefined> {
  if (sender.kind === 'guest') return appendToOpenChat(db, sender, input);
  const which = ownActiveChatWhere({ userId: sender.userId, role: sender.role, accountId: sender.accountId }, sender.visitorId);
  return which ? appendAgentMessage(db, which, input) : Promise.resolve(undefined);
}

/**
 * Several messages in one statement, each with exactly the guards of appendOne: PGlite spends most of a
 * small statement's time on parsing, planning and the round trip, so ten messages cost about as much as
 * three alone. Each chat's seq rises by its messages in the order given. The answer is in the order of
 * `requests`, undefined where appendOne would have answered undefined. A message already stored under its
 * clientMessageId (a retry) breaks chat_messages' unique key and fails the whole statement: the caller then
 * stores each alone. Retries are rare, and a NOT EXISTS check cost a scan of every message whenever
 * PostgreSQL had cached its plan while the table was small.
 */
export async function appendBatch(db: Db, requests: AppendRequest[]): Promise<Array<Appended | undefined>> {
  const now = new Date().toISOString();
  const rows = requests.map(({ sender, input }, ord) => ({
    ord,
    account_id: sender.accountId,
    guest_row_id: sender.kind === 'guest' ? sender.rowId : null,
    visitor_id: sender.kind === 'agent' ? sender.visitorId : null,
    agent_id: sender.kind === 'agent' ? sender.userId : null,
    serves_all: sender.kind === 'agent' && servesEveryDepartment(sender.role),
    id: randomUUID(),
    direction: input.direction,
    body_text: input.bodyText,
    client_message_id: input.clientMessageId,
  }));
  const guestIp = sql`(select ${visitors.ipAddress} from ${visitors} where ${visitors.id} = ${chats.visitorRowId})`;
  const statement = sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(ord int, account_id text, guest_row_id text, visitor_id text,
        agent_id text, serves_all boolean, id text, direction text, body_text text, client_message_id text)
    ), targeted as (
      -- Lateral with a limit: one index probe per message (the open chat of a guest is unique), whatever
      -- plan PostgreSQL cached while the tables were small.
      select distinct on (c.id, i.client_message_id) i.*, c.id as chat_id
      from input i
      cross join lateral (
        select ${chats.id} as id from ${chats}
        where ${chats.visitorRowId} = coalesce(i.guest_row_id,
            (select ${visitors.id} from ${visitors} where ${visitors.visitorId} = i.visitor_id and ${visitors.clientId} = i.account_id))
          and ${chats.state} <> 'ended'
          and (case when i.agent_id is null
            then not ${guestBlockedSql(sql`i.account_id`, chats.visitorRowId, guestIp)}
            else ${chats.clientId} = i.account_id and ${chats.state} = 'active' and ${chats.agentId} = i.agent_id
              and (i.serves_all or ${agentServesChatSql(sql`i.agent_id`)})
          end)
        limit 1
      ) c
      order by c.id, i.client_message_id, i.ord
    ), counts as (
      select chat_id, count(*)::int as n from targeted group by chat_id
    ), bumped as (
      update ${chats} set last_seq = ${chats.lastSeq} + (select counts.n from counts where counts.chat_id = ${chats.id}), updated_at = ${now}::timestamptz
      where ${chats.id} = any(array(select chat_id from counts))
      returning ${chats}.*, (select counts.n from counts where counts.chat_id = ${chats.id}) as batch_count
    ), stored as (
      insert into ${chatMessages} (id, chat_id, seq, direction, body_text, agent_id, agent_name, client_message_id, created_at)
      select t.id, t.chat_id, b.last_seq - b.batch_count + row_number() over (partition by t.chat_id order by t.ord), t.direction, t.body_text,
        t.agent_id, case when t.agent_id is null then null else b.agent_name end, t.client_message_id, ${now}::timestamptz
      from targeted t join bumped b on b.id = t.chat_id
      returning *
    )
    select t.ord, row_to_json(b) as chat, row_to_json(s) as message
    from stored s join targeted t on t.id = s.id join bumped b on b.id = s.chat_id`;
  const answers = new Array<Appended | undefined>(requests.length).fill(undefined);
  for (const row of rowsOf<{ ord: number; chat: Record<string, unknown>; message: Record<string, unknown> }>(await db.execute(statement))) {
    const message = rowFromJson(chatMessages, row.message);
    // The chat as it was right after this message, as appendOne answers it.
    answers[row.ord] = { chat: { ...rowFromJson(chats, row.chat), lastSeq: message.seq }, message };
  }
  return answers;
}
