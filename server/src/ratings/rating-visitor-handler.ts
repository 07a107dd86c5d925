import { RATING_COMMENT_MAX, RATING_COMMENT_TOO_LONG, RATING_NOT_ALLOWED, VISITOR_BLOCKED, VISITOR_BLOCKED_CODE, type ChatRatingValue } from 'shared-kernel/contracts';
import { rooms } from '../realtime/socket-types';
import { isGuestBlocked } from '../visitors';
import type { VisitorEventHandlers } from '../visitors';
import { rateChat } from './rate-chat';
import { RATING_VALUE_REQUIRED } from '../visitors';

const isRatingValue = (value: unknown): value is ChatRatingValue => value === 'good' || value === 'bad';

/**
 * visitor:rate (issue 28): the guest rates their own ended chat, Good or Bad with an optional comment
 * (trimmed; empty = none; at most RATING_COMMENT_MAX characters, else a field error). Every refusal of the
 * chat itself answers RATING_NOT_ALLOWED, whether it is another guest's, unknown, open, had no agent, has
 * rating off, or its change window has passed: the answer tells a guest nothing about other chats. The staff
 * who held the chat hear chat-rated on their consoles acting for the chat's account.
 */
export const RATING_EVENTS: VisitorEventHandlers = {
  'visitor:rate': async (ctx, socket, payload, ack) => {
    if (!isRatingValue(payload.rating)) return ack({ ok: false, error: RATING_VALUE_REQUIRED, fieldErrors: { rating: RATING_VALUE_REQUIRED } });
    const comment = typeof payload.comment === 'string' ? payload.comment.trim() : '';
    if (comment.length > RATING_COMMENT_MAX) return ack({ ok: false, error: RATING_COMMENT_TOO_LONG, fieldErrors: { comment: RATING_COMMENT_TOO_LONG } });
    const chatId = typeof payload.chatId === 'string' ? payload.chatId : '';
    if (!chatId) return ack({ ok: false, error: RATING_NOT_ALLOWED });
    if (await isGuestBlocked(ctx.db, socket.data)) return ack({ ok: false, error: VISITOR_BLOCKED, code: VISITOR_BLOCKED_CODE });
    const { rowId, widgetId, accountId } = socket.data;
    const rated = await rateChat(ctx.db, { rowId, widgetId, accountId }, chatId, payload.rating, comment || null);
    if (!rated) return ack({ ok: false, error: RATING_NOT_ALLOWED });
    ack({ ok: true, rating: rated.rating });
    // The reports count it (a late update of the chat's facts).
    ctx.events.emit('chat.rated', {
      accountId: rated.accountId,
      chatId: rated.chatId,
      widgetId,
      visitorId: rated.visitorId,
      guestId: rated.guestId,
      rating: rated.rating.value,
      comment: rated.rating.comment,
      ratedAt: rated.rating.ratedAt,
    });
    const consoles = rated.staffIds.map((userId) => rooms.actingFor(userId, rated.accountId));
    if (consoles.length === 0) return;
    ctx.io.to(consoles).emit('chat-rated', { visitorId: rated.visitorId, guestId: rated.guestId, chatId: rated.chatId, agentId: rated.agentId, rating: rated.rating });
  },
};
