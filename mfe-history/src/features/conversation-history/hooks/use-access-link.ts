// An emailed access link (/chat/conversation-history/{id}, /chat/offline-message/{id}): the chat it names,
// fetched once; the empty result toasts the §8 mismatch text (error for a chat, info for an offline message).
import { useEffect, useState } from 'react';
import type { ChatHistoryItem } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';
import { fetchHistoryChat, fetchOfflineMessage } from '../api/history-calls';
import { HISTORY_TEXTS as T } from '../texts';

export function useAccessLink(id: string | null, offline: boolean): ChatHistoryItem | null {
  const api = useApi();
  const toast = useToast();
  const [chat, setChat] = useState<ChatHistoryItem | null>(null);

  useEffect(() => {
    setChat(null);
    if (!id) return undefined;
    const abort = new AbortController();
    (offline ? fetchOfflineMessage : fetchHistoryChat)(api, id, abort.signal)
      .then((answer) => {
        if (abort.signal.aborted) return;
        if (answer) setChat(answer);
        else if (offline) toast.info(T.accessLinkMismatch);
        else toast.error(T.accessLinkMismatch);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted || err instanceof SessionEndedError) return;
        toast.error(errorMessage(err, T.somethingWentWrong));
      });
    return () => abort.abort();
  }, [api, toast, id, offline]);

  return chat;
}
