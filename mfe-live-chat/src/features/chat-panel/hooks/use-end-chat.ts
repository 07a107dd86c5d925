import { useCallback, useState } from 'react';
import { errorMessage } from 'shared-kernel/http';
import { useEventBus, useToast } from 'shared-kernel/platform';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { useChatPanelCalls } from '../api/chat-panel-calls';

const statusOf = (err: unknown) => (err as { response?: { status?: number } } | null)?.response?.status;

/** POST /chat/end-chat-by-agent: 200 or 400 (already ended) both mean ended; then leave the room and close. */
export function useEndChat(visitorId: string, onEnded: () => void) {
  const calls = useChatPanelCalls();
  const bus = useEventBus();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const end = useCallback(async () => {
    setBusy(true);
    let ended: boolean;
    try {
      const answer = await calls.end(visitorId);
      const code = answer?.statusCode;
      ended = code === undefined || code === 200 || code === 400;
      if (!ended) toast.error(typeof answer.message === 'string' && answer.message ? answer.message : T.endFailed);
    } catch (err) {
      ended = statusOf(err) === 400;
      if (!ended) toast.error(errorMessage(err, T.endFailed));
    }
    setBusy(false);
    if (ended) {
      bus.emit('leave-chat-room', { visitorId });
      onEnded();
    }
    return ended;
  }, [calls, bus, toast, visitorId, onEnded]);

  return { end, busy };
}
