import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { canHandleDepartments, type AgentReceiveEvents, type IncomingChat, type User, type UserInfo } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';
import { useAcceptChat } from '../api/accept-chat';
import { useChatListCalls } from '../api/chat-lists';
import { useDeclineOffer } from '../api/decline-offer';
import { acceptRefusal, chatLimitOf, idsOf, offeredElsewhere, offeredTo, statusOf } from '../lib/routing';
import { ROUTING_ROW_TEXTS } from '../texts';
import { chatListsReducer, initialChatLists } from './chat-lists-state';

/**
 * Chats in progress (fetched on load, rooms joined), incoming chats with accept / dismiss, and the chat
 * events that move them (spec 000 §4 chat flow, §8 texts).
 */
export function useRecentChats() {
  const calls = useChatListCalls();
  const accept = useAcceptChat();
  const declineOffer = useDeclineOffer();
  const bus = useEventBus();
  const toast = useToast();
  const { user, session } = useSession();
  const [state, dispatch] = useReducer(chatListsReducer, initialChatLists);
  const me = user ? [user._id, user.userId] : [];
  // The latest lists for the async accept answer and the event handlers.
  const stateRef = useRef(state);
  const userRef = useRef(user);
  useEffect(() => {
    stateRef.current = state;
    userRef.current = user;
  });
  /** Non-client agents only see chats of their departments (the widget's, else the chat's own); an offer only its agent. */
  const mayHandle = useCallback(
    (chat: IncomingChat) =>
      canHandleDepartments(userRef.current, chat.widgetDepartments.length ? chat.widgetDepartments : chat.departments) &&
      !offeredElsewhere(chat, idsOf(userRef.current)),
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
        const message = errorMessage(err, T.acceptFailed);
        const refusal = acceptRefusal(err, message);
        // At the limit the chat still waits (for this user once a chat ends, or for another agent): it stays listed.
        if (refusal === 'limit') {
          toast.error(message);
          return false;
        }
        // Still listed = the chat-accepted event has not told it yet (it says the same, as info).
        if (stateRef.current.incoming.some((c) => c.chatId === chat.chatId)) {
          if (refusal === 'taken') toast.info(message);
          else toast.error(message);
        }
        dispatch({ type: 'dismiss', chatId: chat.chatId });
        return false;
      }
    },
    [accept, bus, toast, user],
  );

  /** The chat was opened: its unread counters reset (the panel tells the server with mark-as-read). */
  const markRead = useCallback((chatId: string) => dispatch({ type: 'read', chatId }), []);

  /**
   * Dismiss hides a chat offered to all; an offer to this user is declined at the server (it goes to the next
   * agent at once, and a missed offer would count against this user).
   */
  const dismiss = useCallback(
    async (chat: IncomingChat) => {
      if (offeredTo(chat, idsOf(userRef.current))) {
        try {
          await declineOffer(chat.chatId);
        } catch (err) {
          // 404: no longer offered to this user (taken, ended, expired): the row just goes.
          if (statusOf(err) !== 404) {
            toast.error(errorMessage(err, ROUTING_ROW_TEXTS.declineFailed));
            return;
          }
        }
      }
      dispatch({ type: 'dismiss', chatId: chat.chatId });
    },
    [declineOffer, toast],
  );

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

  // Issue 27: an offer to this user ended without their accept; a timed-out one went to another agent.
  useEvent('chat-offer-withdrawn', ({ chatId, reason }) => {
    const listed = stateRef.current.incoming.some((c) => c.chatId === chatId);
    dispatch({ type: 'dismiss', chatId });
    if (listed && reason === 'timeout') toast.info(T.offerExpired);
  });
  // The live limit goes into the stored user, as the welcome answer's does (Recent Chats reads it from there).
  useEvent('chat-limit-changed', ({ agentId, chatLimit }) => {
    const current = userRef.current;
    if (!idsOf(current).includes(agentId) || chatLimitOf(current) === chatLimit) return;
    const patch: Partial<User> & Pick<UserInfo, 'chatLimit'> = { chatLimit };
    session.updateUser(patch);
  });
  useEvent('chat-escalated', (escalation) => {
    if (escalation.kind === 'reply') dispatch({ type: 'replyOverdue', chatId: escalation.chatId, waitingSince: escalation.waitingSince });
  });

  useEvent('visitor-disconnected', ({ visitorId }) => dispatch({ type: 'presence', visitorId, left: true }));
  useEvent('new-visitor', ({ visitorId }) => dispatch({ type: 'presence', visitorId, left: false }));
  useEvent('old-visitor', ({ visitorId }) => dispatch({ type: 'presence', visitorId, left: false }));
  useEvent('outbound-agent', (message) => dispatch({ type: 'message', message }));
  useEvent('chat-attachment', (message) => dispatch({ type: 'message', message }));

  return { ...state, acceptIncoming, dismiss, refresh, markRead, holderChanged, forget };
}
