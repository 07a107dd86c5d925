import { useEffect, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { formatDuration } from '../lib/message-list';

/** mm:ss since the chat started, and whether it is past 02:15 (spec 000 §2, §9). */
export function useChatTimer(startedAt: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  if (!startedAt) return null;
  const seconds = Math.max(0, (now - Date.parse(startedAt)) / 1000);
  return { text: formatDuration(seconds), late: Math.floor(seconds) > LIMITS.CHAT_TIMER_RED_S };
}
