// The supervisors' Active chats view: every open chat the caller may read (the read rule: the whole account
// for owners and co-admins, the agents' chats and their departments' pending ones for managers), with its
// agent, widget, the wait of the guest's unanswered messages and the last message. One statement.
import { sql } from 'drizzle-orm';
import type { ActiveChatRow } from 'shared-kernel/contracts';
import type { ChatCaller } from '../chats';
import { readableChatsWhere } from '../chats';
import type { AppContext } from '../context';
import { rowsOf } from '../db/json-row';
import { chats } from '../db/schema';

/** More open chats than a view can show at once; the oldest come first. */
export const MAX_ACTIVE_CHATS = 500;

interface Row {
  id: string;
  visitor_id: string;
  guest_id: number;
  state: 'pending' | 'active';
  agent_id: string | null;
  agent_name: string | null;
  plugin_id: string;
  domain: string;
  waiting_for: string | null;
  waiting_since: string | Date | null;
  last_body: string | null;
  last_direction: 'inbound' | 'outbound' | null;
  last_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function activeChatsOf(ctx: AppContext, caller: ChatCaller): Promise<ActiveChatRow[]> {
  // The read rule's SQL names the table itself ("chats"), so the statement uses no alias for it.
  const statement = sql`
    select chats.id, chats.visitor_id, chats.guest_id, chats.state, chats.agent_id, chats.agent_name, w.plugin_id, w.domain,
      d.title as waiting_for, last.body_text as last_body, last.direction as last_direction, last.created_at as last_at,
      (select min(m.created_at) from chat_messages m
        where m.chat_id = chats.id and m.direction = 'inbound' and m.seq > coalesce((
          select max(o.seq) from chat_messages o where o.chat_id = chats.id and o.direction = 'outbound' and o.agent_id is not null
        ), 0)) as waiting_since
    from ${chats}
    join widgets w on w.id = chats.widget_id
    left join departments d on d.id = chats.waiting_department_id
    left join lateral (
      select body_text, direction, created_at from chat_messages where chat_id = chats.id order by seq desc limit 1
    ) last on true
    where chats.state <> 'ended' and ${readableChatsWhere(caller)}
    order by chats.created_at
    limit ${MAX_ACTIVE_CHATS}`;
  return rowsOf<Row>(await ctx.db.execute(statement)).map((row) => ({
    chatId: row.id,
    visitorId: row.visitor_id,
    guestId: row.guest_id,
    state: row.state,
    agentId: row.agent_id,
    agentName: row.agent_name,
    pluginId: row.plugin_id,
    domain: row.domain,
    waitingSince: iso(row.waiting_since),
    lastMessage: row.last_body === null ? null : { bodyText: row.last_body, direction: row.last_direction ?? 'inbound', chatTime: iso(row.last_at) ?? '' },
    waitingFor: row.waiting_for,
  }));
}
