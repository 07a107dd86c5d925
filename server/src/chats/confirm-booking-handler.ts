import { CHAT_STATUS, CONVERSION_STATUS } from 'shared-kernel/contracts';
import { visibleChat } from './chat-access';
import type { AppContext } from '../context';
import type { ChatRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { onEvent } from '../realtime/on-event';
import type { AgentSocket } from '../realtime/socket-types';
import { BOOKING_TEXTS } from '../bookings';
import { scheduleConversionUpload } from '../bookings';
import { scheduleConversion } from '../bookings';
import { toBookingResponse } from '../bookings';

/** In progress, or ended by visitor inactivity (the console asks about the booking after that end). */
const bookable = (chat: ChatRow) => chat.state === 'active' || (chat.state === 'ended' && chat.status === CHAT_STATUS.VISITOR_INACTIVITY);

/**
 * confirm-booking { guestId, visitorId, agentId, agentName, chatId }: the agent who owns the chat marks
 * it converted. The conversion is stored Scheduled and uploaded by the job runner, whose result comes
 * as booking-response. Confirming again never uploads twice: the existing record stands (a Failed one
 * is tried again).
 */
export function registerConfirmBookingHandler(socket: AgentSocket, ctx: AppContext): void {
  onEvent(socket, 'confirm-booking', async (payload, ack) => {
    const { userId, role, accountId } = socket.data;
    let chat: ChatRow;
    try {
      chat = await visibleChat(ctx, { userId, role, accountId }, payload?.chatId);
    } catch (error) {
      if (error instanceof HttpError) return ack?.({ ok: false, message: BOOKING_TEXTS.chatNotFound });
      throw error;
    }
    const guestMismatch = typeof payload?.guestId === 'number' && payload.guestId !== chat.guestId;
    if (chat.agentId !== userId || chat.visitorId !== payload?.visitorId || guestMismatch) return ack?.({ ok: false, message: BOOKING_TEXTS.chatNotFound });
    if (!bookable(chat)) return ack?.({ ok: false, message: BOOKING_TEXTS.notBookable });
    const { row, scheduled } = await scheduleConversion(ctx.db, chat, userId);
    if (scheduled) {
      ack?.({ ok: true });
      await scheduleConversionUpload(ctx, row.id);
      return;
    }
    ack?.({ ok: true, message: BOOKING_TEXTS.alreadyConfirmed });
    // The console learns the settled state again; a Scheduled one is answered when its upload ends.
    if (row.status !== CONVERSION_STATUS.SCHEDULED) socket.emit('booking-response', toBookingResponse(row));
  });
}
