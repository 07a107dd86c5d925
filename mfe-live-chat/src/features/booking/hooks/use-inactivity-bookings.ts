import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_STATUS, LIMITS, type ChatRef } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useSession, useToast } from 'shared-kernel/platform';
import { BOOKING_TEXTS as T } from '../../../app/texts';
import { useBookingCalls } from '../api/booking-calls';
import { useConfirmBooking } from './use-confirm-booking';

const statusOf = (err: unknown) => (err as { response?: { status?: number } } | null)?.response?.status;

/**
 * The booking questions of chats that ended for visitor inactivity (reason 2), one after another
 * (spec 000 §2, §4, §9). Yes: confirm-booking, wait 2 s, then after 1 s end-chat; the question closes
 * after 2 s. Closing it discards it.
 *
 * `isMyChat` answers for an end event without an agent id (the chat lists know).
 */
export function useInactivityBookings(isMyChat: (chat: ChatRef) => boolean) {
  const { user } = useSession();
  const toast = useToast();
  const calls = useBookingCalls();
  const confirmBooking = useConfirmBooking();
  const [queue, setQueue] = useState<ChatRef[]>([]);
  const [confirming, setConfirming] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEvent('chat-ended', (event) => {
    if (event.status !== CHAT_STATUS.VISITOR_INACTIVITY) return;
    const me = [user?._id, user?.userId].filter(Boolean);
    const mine = event.agentId ? me.includes(event.agentId) : isMyChat(event);
    if (!mine) return;
    const chat: ChatRef = { visitorId: event.visitorId, guestId: event.guestId, chatId: event.chatId };
    setQueue((prev) => (prev.some((c) => c.chatId === chat.chatId) ? prev : [...prev, chat]));
  });

  const current = queue[0] ?? null;
  const done = useCallback((chatId: string) => setQueue((prev) => prev.filter((c) => c.chatId !== chatId)), []);

  const endChat = useCallback(
    async (chat: ChatRef) => {
      try {
        const answer = await calls.endChat(chat.visitorId, chat.chatId);
        const code = answer?.statusCode;
        if (code !== undefined && code !== 200 && code !== 400) toast.error(answer.message || T.endFailed);
      } catch (err) {
        if (statusOf(err) !== 400) toast.error(errorMessage(err, T.endFailed));
      }
    },
    [calls, toast],
  );

  const confirm = useCallback(() => {
    if (!current || confirming) return;
    const chat = current;
    setConfirming(true);
    void confirmBooking(chat);
    later(LIMITS.BOOKING.dialogCloseMs, () => {
      setConfirming(false);
      done(chat.chatId);
    });
    later(LIMITS.BOOKING.emitWaitMs, () => later(LIMITS.BOOKING.endChatDelayMs, () => void endChat(chat)));
  }, [current, confirming, confirmBooking, later, done, endChat]);

  const discard = useCallback(() => {
    if (current && !confirming) done(current.chatId);
  }, [current, confirming, done]);

  return { current, confirming, confirm, discard };
}
