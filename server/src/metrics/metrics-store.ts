// The agent metrics (spec 001 §3: per domain and per chat), each call one SQL statement.
//
// Definitions (docs/areas.md's "Agent metrics" section says the same):
// - Counted chats: the agent's holds of the account's chats (chat_holds: from the accept, or from the
//   transfer or take-over that gave the agent the chat, until it moved on or ended) that began inside the
//   window (from >= the start of the duration: the caller's midnight for today, now - 7 days, now - one
//   month), open or ended. A transferred chat counts for each agent who held it, from when they got it; below,
//   "the accept" is the start of the hold and "the end" its end. With pluginIds, only those widgets of the account (a deleted widget's pluginId
//   included); without, every widget of the account, deleted ones included: the agent's work there happened.
// - Proactive: a chat the agent started with a browsing guest (POST /chat/request-chat): its first message
//   (seq 1) is an agent's outbound message. A guest's chat opens with the guest's message or an auto message,
//   which has no agent, so the stored messages tell the two apart without a column.
// - Answer: the chat's first outbound message of the agent at or after accepted_at.
// - responseTime (per chat): answer - accepted_at; null when there is none.
// - totalRespondedChats: counted chats with an answer (proactive ones answer with their opening message).
// - averageResponseTime (per domain): the mean responseTime of the answered chats the guest started
//   (proactive chats are left out: nobody waited for that answer); 0 when there are none.
// - waitTime: accepted_at - the guest's first message (first inbound message; the chat's created_at when it
//   has none), never negative; 0 for proactive chats. For a later hold (after a transfer or take-over): its
//   start - the end of the hold before it (0 when handed over directly, the wait for a department otherwise).
// - totalMessages: every message stored in the chat (the guest's, the agents' and auto messages).
// - totalTimeSpent: (ended_at, or now while the chat is open) - accepted_at. ended: the chat's state is ended.
// - Times are in seconds, rounded to whole seconds (an average is rounded after averaging).
// - Per domain: one row per widget (pluginId, domain) with at least one counted chat, by domain.
//   Per chat: every counted chat, newest accepted first.
//
// Speed: the chats come from the chats_agent_accepted_idx range (agent_id, accepted_at >= start); every
// figure about a chat's messages comes from one lateral pass over that chat's messages (found by their
// chat_id key), so the cost grows with the messages of the counted chats only.
import { sql, type SQL } from 'drizzle-orm';
import type { AgentMetricsChat, AgentMetricsDomain } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';

export interface MetricsFilter {
  accountId: string;
  agentId: string;
  /** Widget pluginIds; empty = every widget of the account. */
  pluginIds: readonly string[];
  since: Date;
}

/** The counted holds (alias h) of the agent, begun inside the window, of the chosen widgets' chats (alias c). */
function countedWhere(filter: MetricsFilter): SQL {
  const widgets = filter.pluginIds.length
    ? sql`and c.widget_id in (select w.id from widgets w where w.client_id = ${filter.accountId} and w.plugin_id in (${sql.join(
        filter.pluginIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql``;
  return sql`h.agent_id = ${filter.agentId} and h.from_at >= ${filter.since.toISOString()}::timestamptz
    and h.client_id = ${filter.accountId} ${widgets}`;
}

/**
 * The holds as the figures read them: h (agent_id, from_at, until_at), c the chat, and c.accepted_at
 * redefined as the hold's start so that every figure below reads "the accept" of this agent's hold.
 */
const holdsFrom = sql`chat_holds h
    join lateral (
      select ch.id, ch.widget_id, ch.client_id, ch.state, ch.created_at, h.agent_id, h.from_at as accepted_at,
        coalesce(h.until_at, ch.ended_at) as ended_at,
        (select max(p.until_at) from chat_holds p where p.chat_id = h.chat_id and p.from_at < h.from_at) as handed_at
      from chats ch where ch.id = h.chat_id
    ) c on true`;

/**
 * What the chat's messages tell, in one pass over them (found by their chat_id key; seq order is time
 * order, so the earliest time is the first message): m.total, m.proactive (its seq-1 message is an
 * agent's), m.answer_at (the agent's first message at or after the accept), m.guest_at (the guest's first).
 */
const messagesJoin = sql`left join lateral (
    select count(*)::int as total,
      coalesce(bool_or(m.seq = 1 and m.direction = 'outbound' and m.agent_id is not null), false) as proactive,
      min(m.created_at) filter (where m.direction = 'outbound' and m.agent_id = c.agent_id and m.created_at >= c.accepted_at) as answer_at,
      min(m.created_at) filter (where m.direction = 'inbound') as guest_at
    from chat_messages m where m.chat_id = c.id
  ) m on true`;

const seconds = (interval: SQL) => sql`round(extract(epoch from ${interval}))::int`;

export async function metricsByDomain(db: Db, filter: MetricsFilter): Promise<AgentMetricsDomain[]> {
  const statement = sql`
    select w.plugin_id as "pluginId", w.domain as "domain",
      count(*)::int as "totalAcceptedChats",
      count(m.answer_at)::int as "totalRespondedChats",
      coalesce(round(avg(extract(epoch from m.answer_at - c.accepted_at)) filter (where not m.proactive)), 0)::int as "averageResponseTime",
      count(*) filter (where m.proactive)::int as "proactiveChats"
    from ${holdsFrom}
    join widgets w on w.id = c.widget_id
    ${messagesJoin}
    where ${countedWhere(filter)}
    group by w.id, w.plugin_id, w.domain
    order by w.domain, w.plugin_id`;
  return rowsOf<AgentMetricsDomain>(await db.execute(statement));
}

export async function metricsChats(db: Db, filter: MetricsFilter): Promise<AgentMetricsChat[]> {
  const statement = sql`
    select c.id as "chatId", w.domain as "domain",
      m.total as "totalMessages",
      greatest(0, ${seconds(sql`coalesce(c.ended_at, now()) - c.accepted_at`)}) as "totalTimeSpent",
      ${seconds(sql`m.answer_at - c.accepted_at`)} as "responseTime",
      c.state = 'ended' as "ended",
      case when m.proactive then 0 else greatest(0, ${seconds(sql`c.accepted_at - coalesce(c.handed_at, m.guest_at, c.created_at)`)}) end as "waitTime"
    from ${holdsFrom}
    join widgets w on w.id = c.widget_id
    ${messagesJoin}
    where ${countedWhere(filter)}
    order by c.accepted_at desc, c.id desc`;
  return rowsOf<AgentMetricsChat>(await db.execute(statement));
}
