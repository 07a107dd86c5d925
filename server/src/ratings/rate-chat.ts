import { sql } from 'drizzle-orm';
import { CHAT_STATUS, RATING_CHANGE_WINDOW_MS, type ChatRating, type ChatRatingValue } from 'shared-kernel/contracts';
import type { Db } from '../db/database';
import { rowsOf } from '../db/json-row';
import { RATING_ON_W } from '../widgets';

/** Whose chat: the guest's visitor row, on the widget and account of the guest's socket. */
export interface RatingGuest {
  rowId: string;
  widgetId: string;
  accountId: string;
}

export interface RatedChat {
  chatId: string;
  visitorId: string;
  guestId: number;
  accountId: string;
  agentId: string | null;
  /** The staff who held the chat: its last holder and everyone of its holds. */
  staffIds: string[];
  rating: ChatRating;
}

interface RatedRow {
  id: string;
  visitor_id: string;
  guest_id: number | string;
  client_id: string;
  agent_id: string | null;
  rating: ChatRatingValue;
  rating_comment: string | null;
  rated_at: string | Date;
  holders: string[] | string | null;
}

/**
 * Stores the guest's rating of a chat, or nothing (null) when it may not be rated: every rule is part of
 * the one conditional UPDATE, so two tabs rating at once cannot both pass a check made before the write.
 * The chat must be the guest's own (visitor row, widget and account of the socket) and ended, an agent must
 * have taken part (accepted; not an offline message nor an unattended chat), its widget must ask for
 * ratings, and a rating already given may be replaced only within RATING_CHANGE_WINDOW_MS of the first.
 */
export async function rateChat(db: Db, guest: RatingGuest, chatId: string, value: ChatRatingValue, comment: string | null): Promise<RatedChat | null> {
  const [row] = rowsOf<RatedRow>(
    await db.execute(sql`
      update chats c
      set rating = ${value}, rating_comment = ${comment}, rated_at = now(), first_rated_at = coalesce(c.first_rated_at, now())
      from widgets w
      where c.id = ${chatId}
        and c.visitor_row_id = ${guest.rowId} and c.widget_id = ${guest.widgetId} and c.client_id = ${guest.accountId}
        and c.state = 'ended' and c.accepted_at is not null
        and coalesce(c.status, 0) not in (${CHAT_STATUS.OFFLINE_MESSAGE}::int, ${CHAT_STATUS.UNATTENDED}::int)
        and w.id = c.widget_id and ${RATING_ON_W}
        and (c.first_rated_at is null or now() < c.first_rated_at + ${RATING_CHANGE_WINDOW_MS}::double precision * interval '1 millisecond')
      returning c.id, c.visitor_id, c.guest_id, c.client_id, c.agent_id, c.rating, c.rating_comment, c.rated_at,
        (select json_agg(distinct h.agent_id) from chat_holds h where h.chat_id = c.id and h.agent_id is not null) as holders`),
  );
  if (!row) return null;
  const holders = (typeof row.holders === 'string' ? JSON.parse(row.holders) : row.holders) as string[] | null;
  const staffIds = [...new Set([...(row.agent_id ? [row.agent_id] : []), ...(holders ?? [])])];
  return {
    chatId: row.id,
    visitorId: row.visitor_id,
    guestId: Number(row.guest_id),
    accountId: row.client_id,
    agentId: row.agent_id,
    staffIds,
    rating: { value: row.rating, comment: row.rating_comment, ratedAt: new Date(row.rated_at).toISOString() },
  };
}
