import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { MAX_NOTE_LENGTH, type ChatMessage, type ChatNote, type Visitor } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { isSendableText } from 'shared-kernel/rules';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { useChatPanelCalls } from '../api/chat-panel-calls';
import { historyMessages, lastSeq, newMessageId, type PanelMessage } from '../lib/message-list';
import { initialOpenChat, openChatReducer, type PanelNote } from '../lib/open-chat-state';
import { useAckedDelivery } from './use-acked-delivery';

/** The chat the panel shows. chatId may be unknown until the conversation is loaded (guestId 0 when unknown). */
export interface OpenChat {
  visitorId: string;
  guestId: number;
  chatId?: string;
}

/** Typing notices to the guest at most this often while the agent types. */
const TYPING_EMIT_MS = 2000;

/**
 * The open chat (spec 000 §4, §5; issue 26): load, live messages once each, sending with a client-made id
 * (pending until acknowledged, resent with the same id after a reconnect), the sync of what was missed while
 * disconnected, the read point of the guest, and the staff side: who holds it, notes, hand-overs. The state
 * itself is `openChatReducer`'s; this hook feeds it.
 */
export function useChatConversation(
  chat: OpenChat,
  onClose: () => void,
  onRead?: (chatId: string) => void,
  onVisitor?: (visitor: Visitor) => void,
) {
  const { visitorId } = chat;
  const calls = useChatPanelCalls();
  const bus = useEventBus();
  const toast = useToast();
  const { user } = useSession();
  const [state, dispatch] = useReducer(openChatReducer, { me: [user?._id ?? '', user?.userId ?? ''], chatId: chat.chatId }, initialOpenChat);
  const stateRef = useRef(state);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    stateRef.current = state;
    onReadRef.current = onRead;
  });
  const guestId = chat.guestId || state.guestId || 0;
  const lastTypingAt = useRef(0);
  const close = useEffectEvent(onClose);
  const visitorLoaded = useEffectEvent((visitor: Visitor) => onVisitor?.(visitor));
  const delivery = useAckedDelivery();

  const markRead = useCallback(
    (id: string) => {
      bus.emit('mark-as-read', { visitorId, chatId: id });
      onReadRef.current?.(id);
    },
    [bus, visitorId],
  );

  useEffect(() => {
    let current = true;
    calls
      .load(visitorId)
      .then((answer) => {
        if (!current) return;
        if (answer.message) {
          toast.error(answer.message);
          close();
          return;
        }
        if (answer.visitor) visitorLoaded(answer.visitor);
        const ongoing = answer.ongoing;
        dispatch({
          type: 'conversation-loaded',
          chatId: ongoing?.chatId ?? null,
          guestId: ongoing?.guestId ?? null,
          history: historyMessages(answer.history ?? []),
          messages: ongoing?.conversation ?? [],
          startedAt: ongoing ? (ongoing.conversation[0]?.chatTime ?? ongoing.lastChatTime) : null,
          conversion: ongoing?.conversion ?? null,
        });
        if (ongoing) markRead(ongoing.chatId);
      })
      .catch((err: unknown) => {
        if (!current) return;
        toast.error(errorMessage(err, T.loadFailed));
        close();
      });
    return () => {
      current = false;
    };
  }, [calls, visitorId, toast, markRead]);

  // The staff side of the chat once its id is known. Without an answer (an older server, a refusal) the panel
  // stays as it was before teamwork: the agent who opened it writes.
  const chatId = state.chatId;
  // Asked again after a reconnect and after a refused send: a hand-over missed while away shows then.
  const [teamworkRound, setTeamworkRound] = useState(0);
  const reloadTeamwork = useCallback(() => setTeamworkRound((round) => round + 1), []);
  useEffect(() => {
    if (!chatId) return;
    let current = true;
    calls
      .teamwork(chatId)
      .then((answer) => {
        if (current && answer?.holding) dispatch({ type: 'teamwork-loaded', holding: answer.holding, notes: answer.notes ?? [], activity: answer.activity ?? [] });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [calls, chatId, teamworkRound]);

  // The chat went to another agent: the panel closes (the lists say so with a toast).
  const gone = state.status.kind === 'gone';
  useEffect(() => {
    if (gone) close();
  }, [gone]);

  const isThisChat = (event: { visitorId?: string; chatId?: string }) =>
    event.visitorId === visitorId || (stateRef.current.chatId !== null && event.chatId === stateRef.current.chatId);

  const onMessage = (event: ChatMessage & { visitorId: string; chatId: string }) => {
    if (!isThisChat(event)) return;
    dispatch({ type: 'message', message: event });
    if (event.direction === 'inbound') markRead(event.chatId);
  };
  useEvent('outbound-agent', onMessage);
  useEvent('chat-attachment', onMessage);
  useEvent('marked-as-read', (event) => {
    if (isThisChat(event)) dispatch({ type: 'read', readUpTo: event.readUpTo });
  });
  useEvent('chat-ended', (event) => {
    if (!isThisChat(event)) return;
    dispatch({ type: 'ended' });
    onClose();
  });
  useEvent('chat-holder-changed', (event) => {
    if (isThisChat(event)) dispatch({ type: 'holder-changed', holding: event.holding, activity: event.activity, previousHolderId: event.previousHolderId });
  });
  useEvent('chat-note', (note) => {
    if (note.chatId === stateRef.current.chatId) dispatch({ type: 'note', note });
  });

  /** Sends one composed message; on a failed or late ack it stays pending for the next reconnect. */
  const deliver = useCallback(
    (message: PanelMessage) => {
      const messageId = message.messageId as string;
      return delivery(messageId, async () => {
        const ack = await bus.emitWithAck('inbound-agent', {
          visitorId,
          guestId,
          agentId: message.agentId ?? '',
          bodyText: message.bodyText,
          agentName: message.agentName ?? '',
          agentPhoto: user?.profilePhoto?.fileName ?? null,
          messageId,
        });
        if (ack.ok) {
          dispatch({ type: 'message', message: { messageId, bodyText: message.bodyText, direction: 'outbound', seq: ack.seq, chatTime: ack.chatTime ?? message.chatTime, pending: false } });
        } else if (typeof ack.retryAfterMs === 'number') {
          // Sent faster than the server takes from one console: still pending, sent again (same id) after the pause.
          return ack.retryAfterMs;
        } else {
          // Refused for good (e.g. the chat ended meanwhile, or another holds it): say why, keep the text, never resend it.
          const reason = ack.message || T.refused;
          dispatch({ type: 'message-refused', messageId, reason });
          toast.error(reason);
          if (ack.status === 403) reloadTeamwork();
        }
      });
    },
    [bus, delivery, visitorId, guestId, user, toast, reloadTeamwork],
  );

  /** Sends one note, like a message: pending until acknowledged, same noteId on every attempt. */
  const deliverNote = useCallback(
    (note: PanelNote) => {
      const noteId = note.noteId as string;
      return delivery(noteId, async () => {
        const ack = await bus.emitWithAck('chat-note', { chatId: note.chatId, bodyText: note.bodyText, noteId, mentions: note.mentions });
        if (ack.ok) {
          dispatch({ type: 'note', note: { ...note, ...ack.note, noteId, pending: false } });
        } else if (typeof ack.retryAfterMs === 'number') {
          return ack.retryAfterMs;
        } else {
          const reason = ack.message || T.refused;
          dispatch({ type: 'note-refused', noteId, reason });
          toast.error(reason);
        }
      });
    },
    [bus, delivery, toast],
  );

  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

  /** Returns false when the text was not sent (so it stays in the box). */
  const send = useCallback(
    (text: string): boolean => {
      if (!isSendableText(text)) return false;
      if (offline()) {
        toast.error(T.offline);
        return false;
      }
      const messageId = newMessageId();
      const message: PanelMessage = {
        key: messageId,
        messageId,
        bodyText: text.trim(),
        direction: 'outbound',
        chatTime: new Date().toISOString(),
        agentId: user?.userId || user?._id,
        agentName: user?.fullName,
        pending: true,
      };
      dispatch({ type: 'message', message });
      void deliver(message);
      return true;
    },
    [deliver, toast, user],
  );

  /** A staff-only note; returns false when it was not sent (so it stays in the box). */
  const sendNote = useCallback(
    (text: string, mentions: string[]): boolean => {
      const bodyText = text.trim();
      const id = stateRef.current.chatId;
      if (!bodyText || !id) return false;
      if (bodyText.length > MAX_NOTE_LENGTH) {
        toast.error(T.noteTooLong);
        return false;
      }
      if (offline()) {
        toast.error(T.offline);
        return false;
      }
      const noteId = newMessageId();
      const note: ChatNote & { pending: boolean } = {
        id: '',
        chatId: id,
        visitorId,
        guestId,
        bodyText,
        authorId: user?.userId || user?._id || '',
        authorName: user?.fullName ?? '',
        mentions,
        noteId,
        chatTime: new Date().toISOString(),
        pending: true,
      };
      dispatch({ type: 'note', note });
      void deliverNote({ ...note, key: `note-${noteId}` });
      return true;
    },
    [deliverNote, toast, user, visitorId, guestId],
  );

  /** A file as a note: shown once stored (the upload is its own acknowledgement). */
  const sendNoteFile = useCallback(
    (file: File) => {
      const id = stateRef.current.chatId;
      if (!id) return;
      calls
        .noteFile(id, newMessageId(), file)
        .then((answer) => dispatch({ type: 'note', note: answer.note }))
        .catch((err: unknown) => toast.error(errorMessage(err, T.noteFileFailed)));
    },
    [calls, toast],
  );

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingAt.current < TYPING_EMIT_MS) return;
    lastTypingAt.current = now;
    bus.emit('typing', { guestId, agentId: user?.userId || user?._id || '', typing: true, visitor: visitorId });
  }, [bus, guestId, visitorId, user]);

  /** Back after a disconnect: rejoin the room, fetch what was missed, resend what was not acknowledged. */
  const onReconnected = useEffectEvent(() => {
    bus.emit('join-chat-room', { visitorId });
    reloadTeamwork();
    const id = stateRef.current.chatId;
    if (id) {
      bus
        .emitWithAck('sync-chat', { chatId: id, afterSeq: lastSeq(stateRef.current.messages) })
        .then((ack) => {
          if (ack.ok) dispatch({ type: 'messages-synced', messages: ack.messages.filter((m) => m.chatId === id) });
        })
        .catch(() => undefined);
    }
    for (const message of stateRef.current.messages) if (message.pending) void deliver(message);
    for (const note of stateRef.current.notes) if (note.pending) void deliverNote(note);
  });

  useEffect(() => {
    let previous: string | null = null;
    const subscription = bus.connection$.subscribe((connection) => {
      const back = connection === 'connected' && previous !== null && previous !== 'connected';
      previous = connection;
      if (back) onReconnected();
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  return { state, dispatch, guestId, send, sendNote, sendNoteFile, notifyTyping };
}
