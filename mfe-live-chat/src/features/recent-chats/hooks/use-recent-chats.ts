import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { canHandleDepartments, type AgentReceiveEvents, type IncomingChat } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { useAcceptChat } from '../api/accept-chat';
import { useChatListCalls } from '../api/chat-lists';
import { chatListsReducer, initialChatLists } from './chat-lists-state';

/**
 * Chats in progress (fetched on load, rooms joined), incoming chats with accept / dismiss, and the chat
 * events that move them (spec 000 §4 chat flow, §8 texts).
 */
export function useRecentChats() {
  const calls = useChatListCalls();
  const accept = useAcceptChat();
  const bus = useEventBus();
  const toast = useToast();
  const { user } = useSession();
  const [state, dispatch] = useReducer(chatListsReducer, initialChatLists);
  const me = user ? [user._id, user.userId] : [];
  // The latest lists for the async accept answer and the event handlers.
  const stateRef = useRef(state);
  const userRef = useRef(user);
  useEffect(() => {
    stateRef.current = state;
    userRef.current = user;
  });
  /** Non-client agents only see chats of their departments (the widget's, else the chat's own). */
  const mayHandle = useCallback(
    (chat: IncomingChat) => canHandleDepartments(userRef.current, chat.widgetDepartments.length ? chat.widgetDepartments : chat.departments),
    [],
  );

  const onLoadFailed = useEffectEvent(() => toast.error(T.loadFailed));

  useEffect(() => {
    let current = true;
    Promise.allSettled([calls.conversations(), calls.unaccepted(), calls.inChat()]).then(([active, incoming, inChat]) => {
      if (!current) return;
      const value = <T,>(result: PromiseSettledResult<T[]>): T[] => (result.status === 'fulfilled' ? result.value : []);
      const chats = value(active);
      dispatch({ type: 'loaded', active: chats, incoming: value(incoming).filter(mayHandle), inChat: value(inChat) });
      if ([active, incoming, inChat].some((result) => result.status === 'rejected')) onLoadFailed();
      // Rejoin the rooms of the chats already in progress so their messages reach this console.
      if (chats.length) bus.emit('bulk-join-chat-room', { visitorIds: chats.map((chat) => chat.visitorId) });
    });
    return () => {
      current = false;
    };
  }, [calls, bus, mayHandle]);

  /** After this agent started a chat: the chat lists as the server has them now. */
  const refresh = useCallback(async () => {
    try {
      const [active, inChat] = await Promise.all([calls.conversations(), calls.inChat()]);
      const before = new Set(stateRef.current.active.map((chat) => chat.chatId));
      dispatch({ type: 'synced', active, inChat });
      for (const chat of active) if (!before.has(chat.chatId)) bus.emit('join-chat-room', { visitorId: chat.visitorId });
    } catch {
      // The lists stay as they are; the live events keep them moving.
    }
  }, [calls, bus]);

  const acceptIncoming = useCallback(
    async (chat: IncomingChat) => {
      try {
        const answer = await accept({
          agentName: user?.fullName ?? '',
          guestId: chat.guestId,
          departments: chat.departments,
          visitorId: chat.visitorId,
        });
        if (!answer.agentId) throw answer;
        dispatch({ type: 'accepted', chat, agentId: answer.agentId, agentName: answer.agentName });
        bus.emit('join-chat-room', { visitorId: chat.visitorId });
        return true;
      } catch (err) {
        // Still listed = nobody else took it meanwhile (that case has its own info toast).
        if (stateRef.current.incoming.some((c) => c.chatId === chat.chatId)) toast.error(errorMessage(err, T.acceptFailed));
        dispatch({ type: 'dismiss', chatId: chat.chatId });
        return false;
      }
    },
    [accept, bus, toast, user],
  );

  /** The chat was opened: its unread counters reset (the panel tells the server with mark-as-read). */
  const markRead = useCallback((chatId: string) => dispatch({ type: 'read', chatId }), []);

  const dismiss = useCallback((chat: IncomingChat) => dispatch({ type: 'dismiss', chatId: chat.chatId }), []);

  useEvent('chat-initialized', (chat) => {
    if (mayHandle(chat)) dispatch({ type: 'incoming', chat });
  });
  useEvent('chat-not-accepted', (chat) => {
    if (mayHandle(chat)) dispatch({ type: 'incoming', chat: { ...chat, priority: true } });
  });
  useEvent('chat-accepted', (event) => {
    const pending = stateRef.current.incoming.find((c) => c.chatId === event.chatId);
    if (me.includes(event.agentId)) {
      // Accepted by this agent in another tab: same outcome as accepting here.
      if (pending) {
        dispatch({ type: 'accepted', chat: pending, agentId: event.agentId, agentName: event.agentName });
        bus.emit('join-chat-room', { visitorId: event.visitorId });
      }
      return;
    }
    if (pending) toast.info(T.alreadyAccepted(event.guestId, event.agentName));
    dispatch({ type: 'takenByOther', chatId: event.chatId, visitorId: event.visitorId });
  });
  useEvent('chat-ended', (event) => {
    const mine = stateRef.current.active.some((c) => c.chatId === event.chatId || c.visitorId === event.visitorId);
    dispatch({ type: 'ended', visitorId: event.visitorId, chatId: event.chatId });
    if (mine) {
      toast.info(T.chatEnded(event.guestId));
      bus.emit('leave-chat-room', { visitorId: event.visitorId });
    }
  });
  // Issue 26: chats changing hands. The panel reports the transfers and take-overs made here at once, and the
  // server's event follows: each hand-over is handled once (by its activity id).
  const handled = useRef(new Set<string>());
  const holderChanged = useCallback(
    (event: AgentReceiveEvents['chat-holder-changed']) => {
      const { holding, activity } = event;
      if (handled.current.has(activity.id)) return;
      handled.current.add(activity.id);
      const ids = [userRef.current?._id, userRef.current?.userId].filter(Boolean);
      const byMe = ids.includes(activity.actorId);
      const listed = stateRef.current.active.find((c) => c.chatId === event.chatId || c.visitorId === event.visitorId);
      if (holding.holderId && ids.includes(holding.holderId)) {
        // Mine now (transferred to me, a department's chat I accepted, a take-over): listed with its whole conversation.
        if (!byMe) toast.info(T.transferredToYou(activity.actorName, event.guestId, activity.note));
        if (listed) dispatch({ type: 'hold', chatId: listed.chatId, hold: null });
        else bus.emit('join-chat-room', { visitorId: event.visitorId });
        calls
          .conversation(event.visitorId)
          .then((answer) => {
            if (answer.ongoing) dispatch({ type: 'arrived', chat: { ...answer.ongoing, unreadMessages: byMe ? 0 : answer.ongoing.unreadMessages } });
          })
          .catch(() => undefined);
        return;
      }
      if (!listed) return;
      if (activity.kind === 'take-over') {
        // Read-only until its panel is closed; no longer one of the chats this user holds.
        dispatch({ type: 'hold', chatId: listed.chatId, hold: { kind: 'taken-over', text: T.takenOverBy(activity.actorName) } });
        if (!byMe) toast.info(T.tookOver(activity.actorName, event.guestId));
        return;
      }
      if (holding.waitingFor) {
        dispatch({ type: 'hold', chatId: listed.chatId, hold: { kind: 'waiting', text: T.waitingFor(holding.waitingFor.departmentName) } });
        return;
      }
      // With another agent now: gone from this user's chats.
      dispatch({ type: 'handedOver', chatId: listed.chatId });
      bus.emit('leave-chat-room', { visitorId: event.visitorId });
      if (!byMe) toast.info(T.transferredTo(event.guestId, holding.holderName ?? activity.toAgentName ?? ''));
    },
    [bus, calls, toast],
  );
  useEvent('chat-holder-changed', holderChanged);

  /** A read-only chat (taken over) whose panel was closed leaves the list. */
  const forget = useCallback((chatId: string) => {
    if (stateRef.current.active.some((c) => c.chatId === chatId && c.hold?.kind === 'taken-over')) dispatch({ type: 'handedOver', chatId });
  }, []);

  useEvent('visitor-disconnected', ({ visitorId }) => dispatch({ type: 'presence', visitorId, left: true }));
  useEvent('new-visitor', ({ visitorId }) => dispatch({ type: 'presence', visitorId, left: false }));
  useEvent('old-visitor', ({ visitorId }) => dispatch({ type: 'presence', visitorId, left: false }));
  useEvent('outbound-agent', (message) => dispatch({ type: 'message', message }));
  useEvent('chat-attachment', (message) => dispatch({ type: 'message', message }));

  return { ...state, acceptIncoming, dismiss, refresh, markRead, holderChanged, forget };
}
