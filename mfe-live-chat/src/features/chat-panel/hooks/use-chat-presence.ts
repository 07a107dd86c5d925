import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { PRESENCE_REPEAT_MS, type ChatTypingMode } from 'shared-kernel/contracts';
import { useEvent, useEventBus } from 'shared-kernel/platform';
import type { OpenChatAction } from '../lib/open-chat-state';

/** Typing counts as stopped this long after the last keystroke. */
const TYPING_IDLE_MS = 3000;
/** How often stale viewers are looked for while some are shown. */
const EXPIRY_CHECK_MS = 1000;

/**
 * Who is viewing and typing (issue 26 item 3): tells the server this console has the chat open (on open, every
 * PRESENCE_REPEAT_MS, and when typing starts or stops; `viewing: false` on close), and feeds the others'
 * notices to the reducer, which forgets a viewer not heard of for PRESENCE_EXPIRY_MS. Returns the input's
 * typing callback.
 */
export function useChatPresence(chatId: string | null, hasViewers: boolean, dispatch: Dispatch<OpenChatAction>) {
  const bus = useEventBus();
  const [typing, setTyping] = useState<ChatTypingMode>(null);
  const typingRef = useRef<ChatTypingMode>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chatIdRef = useRef(chatId);
  useEffect(() => {
    chatIdRef.current = chatId;
  });

  const onTyping = useCallback((mode: ChatTypingMode) => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = mode ? setTimeout(() => setTyping(null), TYPING_IDLE_MS) : null;
    setTyping(mode);
  }, []);
  useEffect(
    () => () => {
      if (idle.current) clearTimeout(idle.current);
    },
    [],
  );

  useEffect(() => {
    if (!chatId) return;
    const notice = () => bus.emit('chat-viewing', { chatId, viewing: true, typing: typingRef.current });
    notice();
    const repeat = setInterval(notice, PRESENCE_REPEAT_MS);
    return () => {
      clearInterval(repeat);
      bus.emit('chat-viewing', { chatId, viewing: false, typing: null });
    };
  }, [bus, chatId]);

  // A change of what is typed is told at once, not at the next repeat.
  useEffect(() => {
    if (typingRef.current === typing) return;
    typingRef.current = typing;
    if (chatId) bus.emit('chat-viewing', { chatId, viewing: true, typing });
  }, [bus, chatId, typing]);

  useEffect(() => {
    if (!hasViewers) return;
    const check = setInterval(() => dispatch({ type: 'presence-expired', now: Date.now() }), EXPIRY_CHECK_MS);
    return () => clearInterval(check);
  }, [hasViewers, dispatch]);

  useEvent('chat-presence', (event) => {
    if (event.chatId === chatIdRef.current) dispatch({ type: 'presence', viewer: event.viewer, viewing: event.viewing, at: Date.now() });
  });

  return onTyping;
}
