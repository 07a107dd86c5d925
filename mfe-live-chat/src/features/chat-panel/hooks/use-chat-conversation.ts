import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatMessage, ChatMessageEvent, ConversionRecord, Visitor } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { isSendableText } from 'shared-kernel/rules';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { useChatPanelCalls } from '../api/chat-panel-calls';
import { historyMessages, lastSeq, mergeMessages, newMessageId, upsertMessage, type PanelMessage } from '../lib/message-list';

/** The chat the panel shows. chatId may be unknown until the conversation is loaded. */
export interface OpenChat {
  visitorId: string;
  guestId: number;
  chatId?: string;
}

/** Typing notices to the guest at most this often while the agent types. */
const TYPING_EMIT_MS = 2000;
const LOAD_FAILED = 'Could not load the data from the API.';

/**
 * The open chat's messages (spec 000 §4, §5): load, live messages once each, sending with a client-made id
 * (pending until acknowledged, resent with the same id after a reconnect), the sync of what was missed
 * while disconnected, and the read point of the guest.
 */
export function useChatConversation(
  chat: OpenChat,
  onClose: () => void,
  onRead?: (chatId: string) => void,
  onVisitor?: (visitor: Visitor) => void,
) {
  const { visitorId, guestId } = chat;
  const calls = useChatPanelCalls();
  const bus = useEventBus();
  const toast = useToast();
  const { user } = useSession();
  const [loading, setLoading] = useState(true);
  const [history, setHistory] = useState<PanelMessage[]>([]);
  const [messages, setMessages] = useState<PanelMessage[]>([]);
  const [chatId, setChatId] = useState<string | null>(chat.chatId ?? null);
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const [readUpTo, setReadUpTo] = useState<string | null>(null);
  const [conversion, setConversion] = useState<ConversionRecord | null>(null);
  const messagesRef = useRef(messages);
  const chatIdRef = useRef(chatId);
  useEffect(() => {
    messagesRef.current = messages;
    chatIdRef.current = chatId;
    onReadRef.current = onRead;
  });
  const inFlight = useRef(new Set<string>());
  const lastTypingAt = useRef(0);
  const close = useEffectEvent(onClose);
  const visitorLoaded = useEffectEvent((visitor: Visitor) => onVisitor?.(visitor));

  const onReadRef = useRef(onRead);
  const markRead = useCallback(
    (id: string) => {
      bus.emit('mark-as-read', { visitorId, chatId: id });
      onReadRef.current?.(id);
    },
    [bus, visitorId],
  );

  useEffect(() => {
    let current = true;
    setLoading(true);
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
        setHistory(historyMessages(answer.history ?? []));
        const ongoing = answer.ongoing;
        if (ongoing) {
          setChatId(ongoing.chatId);
          setMessages((prev) => mergeMessages(prev, ongoing.conversation));
          setStartedAt(ongoing.conversation[0]?.chatTime ?? ongoing.lastChatTime);
          setConversion(ongoing.conversion ?? null);
          markRead(ongoing.chatId);
        }
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (!current) return;
        toast.error(errorMessage(err, LOAD_FAILED));
        close();
      });
    return () => {
      current = false;
    };
  }, [calls, visitorId, toast, markRead]);

  const isThisChat = (event: { visitorId: string; chatId?: string }) =>
    event.visitorId === visitorId || (chatIdRef.current !== null && event.chatId === chatIdRef.current);

  const onMessage = (event: ChatMessageEvent) => {
    if (!isThisChat(event)) return;
    setMessages((prev) => upsertMessage(prev, event));
    if (event.direction === 'inbound') markRead(event.chatId);
  };
  useEvent('outbound-agent', onMessage);
  useEvent('chat-attachment', onMessage);
  useEvent('marked-as-read', (event) => {
    if (!isThisChat(event)) return;
    setReadUpTo((prev) => (prev && Date.parse(prev) >= Date.parse(event.readUpTo) ? prev : event.readUpTo));
  });
  useEvent('chat-ended', (event) => {
    if (isThisChat(event)) onClose();
  });

  const retryTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = retryTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);
  const deliverRef = useRef<(message: PanelMessage) => Promise<void>>(async () => undefined);
  const retryLater = useCallback((message: PanelMessage, afterMs: number) => {
    const timer = setTimeout(() => {
      retryTimers.current.delete(timer);
      void deliverRef.current(message);
    }, afterMs);
    retryTimers.current.add(timer);
  }, []);

  /** Sends one composed message; on a failed or late ack it stays pending for the next reconnect. */
  const deliver = useCallback(
    async (message: PanelMessage) => {
      const messageId = message.messageId as string;
      if (inFlight.current.has(messageId)) return;
      inFlight.current.add(messageId);
      try {
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
          setMessages((prev) => upsertMessage(prev, { messageId, bodyText: message.bodyText, direction: 'outbound', seq: ack.seq, chatTime: ack.chatTime ?? message.chatTime, pending: false }));
        } else if (typeof ack.retryAfterMs === 'number') {
          // Sent faster than the server takes from one console: still pending, sent again (same id) after the pause.
          retryLater(message, ack.retryAfterMs);
        } else {
          // Refused for good (e.g. the chat ended meanwhile): say why, keep the text visible, never resend it.
          const reason = ack.message || T.refused;
          setMessages((prev) => prev.map((m) => (m.messageId === messageId ? { ...m, pending: false, refused: reason } : m)));
          toast.error(reason);
        }
      } catch {
        // No ack (timeout or connection lost): still pending, resent with the same messageId on reconnect.
      } finally {
        inFlight.current.delete(messageId);
      }
    },
    [bus, visitorId, guestId, user, toast, retryLater],
  );
  useEffect(() => {
    deliverRef.current = deliver;
  }, [deliver]);

  /** Returns false when the text was not sent (so it stays in the box). */
  const send = useCallback(
    (text: string): boolean => {
      if (!isSendableText(text)) return false;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
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
      setMessages((prev) => upsertMessage(prev, message));
      void deliver(message);
      return true;
    },
    [deliver, toast, user],
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
    const id = chatIdRef.current;
    if (id) {
      bus
        .emitWithAck('sync-chat', { chatId: id, afterSeq: lastSeq(messagesRef.current) })
        .then((ack) => {
          if (!ack.ok) return;
          const missed: ChatMessage[] = ack.messages.filter((m) => m.chatId === id);
          setMessages((prev) => mergeMessages(prev, missed));
        })
        .catch(() => undefined);
    }
    for (const message of messagesRef.current) if (message.pending) void deliver(message);
  });

  useEffect(() => {
    let previous: string | null = null;
    const subscription = bus.connection$.subscribe((state) => {
      const back = state === 'connected' && previous !== null && previous !== 'connected';
      previous = state;
      if (back) onReconnected();
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  return { loading, history, messages, chatId, startedAt, readUpTo, conversion, send, notifyTyping };
}
