import { useCallback, useEffect, useRef } from 'react';
import { canHandleDepartments, LIMITS, type IncomingChat } from 'shared-kernel/contracts';
import { useEvent, useSession, useToast, useViewport } from 'shared-kernel/platform';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { createNotificationSound, type NotificationSound } from '../lib/notification-sound';

/**
 * New-chat and new-message notices, only while the agent is online (spec 000 §4, §9): a short sound for a
 * new chat, and for a guest message while the tab is hidden; the tab title flashes every 2 s while the tab
 * is hidden (reset to 'Live Chat' when visible again); on mobile and tablet a new chat shows a 20 s toast.
 * Between flashes the title counts the guests' messages still unread: '(3) Live Chat'.
 */
export function useChatNotifications(unread = 0) {
  const { isOnline, user } = useSession();
  const toast = useToast();
  const viewport = useViewport();
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const sound = useRef<NotificationSound | null>(null);

  useEffect(() => {
    const created = createNotificationSound();
    sound.current = created;
    return () => {
      created.dispose();
      sound.current = null;
    };
  }, []);

  const base = useRef<string>(T.pageTitle);
  useEffect(() => {
    base.current = unread > 0 ? T.pageTitleUnread(unread) : T.pageTitle;
    if (!timer.current) document.title = base.current;
  }, [unread]);
  useEffect(() => () => void (document.title = T.pageTitle), []);

  const stop = useCallback(() => {
    if (!timer.current) return;
    clearInterval(timer.current);
    timer.current = null;
    document.title = base.current;
  }, []);

  const flash = useCallback(
    (text: string) => {
      if (document.visibilityState !== 'hidden') return;
      if (timer.current) clearInterval(timer.current);
      let showing = true;
      document.title = text;
      timer.current = setInterval(() => {
        showing = !showing;
        document.title = showing ? text : base.current;
      }, LIMITS.TITLE_FLASH_MS);
    },
    [],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [stop]);

  const newChat = (chat: IncomingChat) => {
    if (!isOnline) return;
    if (!canHandleDepartments(user, chat.widgetDepartments.length ? chat.widgetDepartments : chat.departments)) return;
    const text = T.newChat(chat.guestId);
    sound.current?.play();
    flash(text);
    if (viewport !== 'desktop') toast.info(text, { autoHideDuration: LIMITS.MOBILE_CHAT_TOAST_MS, key: `new-chat-${chat.chatId}` });
  };

  useEvent('chat-initialized', newChat);
  // Issue 26: a chat transferred to this user rings like a new chat (not a chat the user took over or accepted).
  const rungTransfers = useRef(new Set<string>());
  useEvent('chat-holder-changed', ({ holding, activity, guestId }) => {
    const ids = [user?._id, user?.userId].filter(Boolean);
    if (!isOnline || !holding.holderId || !ids.includes(holding.holderId) || ids.includes(activity.actorId)) return;
    if (rungTransfers.current.has(activity.id)) return;
    rungTransfers.current.add(activity.id);
    sound.current?.play();
    flash(T.transferredToYouTitle(guestId));
  });
  useEvent('chat-not-accepted', newChat);
  // A message the server pushes again (its sender's retry after a node died) rings once.
  const rung = useRef(new Set<string>());
  useEvent('outbound-agent', (message) => {
    if (!isOnline || message.direction !== 'inbound' || document.visibilityState !== 'hidden') return;
    const key = `${message.chatId} ${message.seq ?? message.id}`;
    if (rung.current.has(key)) return;
    if (rung.current.size >= 200) rung.current.clear();
    rung.current.add(key);
    sound.current?.play();
    flash(T.newMessage(message.guestId));
  });
}
