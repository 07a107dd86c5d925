import { useEffect, useRef, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { useEvent } from 'shared-kernel/platform';

/** Whether the guest is typing; the indicator hides 3 s after the last notice (spec 000 §9). */
export function useGuestTyping(visitorId: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  useEvent('display-typing', (event) => {
    if (event.visitorId !== visitorId) return;
    clear();
    setTyping(event.typing);
    if (event.typing) timer.current = setTimeout(() => setTyping(false), LIMITS.TYPING_HIDE_MS);
  });
  useEvent('outbound-agent', (event) => {
    if (event.visitorId === visitorId && event.direction === 'inbound') {
      clear();
      setTyping(false);
    }
  });
  return typing;
}
