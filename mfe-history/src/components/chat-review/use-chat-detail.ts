// The chat the detail pane shows: the selected row at once, then its whole conversation, from the row
// itself when it already carries it, otherwise from the single-chat call (kept, so a second look is instant).
import { useEffect, useRef, useState } from 'react';
import type { ChatHistoryItem } from 'shared-kernel/contracts';
import { errorMessage, SessionEndedError, type ApiClient } from 'shared-kernel/http';
import { useApi, useToast } from 'shared-kernel/platform';

export type ChatFetcher = (api: ApiClient, chatId: string, signal: AbortSignal) => Promise<ChatHistoryItem | null>;

export interface ChatDetailTexts {
  /** The empty result: the chat is not (or no longer) the user's to see. */
  unavailable: string;
  /** Fallback toast of a failed call. */
  failed: string;
}

/** List rows of the history come with `conversation: []`; live-pushed, linked and unattended rows carry theirs. */
export const carriesConversation = (item: ChatHistoryItem) => Array.isArray(item.conversation) && item.conversation.length > 0;

export interface ChatDetail {
  chat: ChatHistoryItem | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useChatDetail(
  selected: ChatHistoryItem | null,
  fetchChat: ChatFetcher,
  texts: ChatDetailTexts,
  isComplete: (item: ChatHistoryItem) => boolean = carriesConversation,
): ChatDetail {
  const api = useApi();
  const toast = useToast();
  const cache = useRef(new Map<string, ChatHistoryItem>());
  const [full, setFull] = useState<ChatHistoryItem | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = selected?._id ?? null;
  const complete = selected ? isComplete(selected) : false;

  useEffect(() => {
    setFailed(false);
    if (!selected || complete) {
      setFull(null);
      setLoading(false);
      return undefined;
    }
    const known = cache.current.get(selected._id);
    if (known) {
      setFull(known);
      setLoading(false);
      return undefined;
    }
    setFull(null);
    setLoading(true);
    const abort = new AbortController();
    fetchChat(api, selected.chatId || selected._id, abort.signal)
      .then((answer) => {
        if (abort.signal.aborted) return;
        if (!answer) {
          setFailed(true);
          toast.error(texts.unavailable);
          return;
        }
        cache.current.set(selected._id, answer);
        setFull(answer);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        if (!(err instanceof SessionEndedError)) toast.error(errorMessage(err, texts.failed));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
    // `selected` is read by id: a row object replaced by an equal one must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, complete, attempt, api, fetchChat]);

  const chat = selected ? (complete ? selected : full && full._id === selected._id ? { ...selected, ...full } : selected) : null;
  return { chat, loading, failed, retry: () => setAttempt((n) => n + 1) };
}
