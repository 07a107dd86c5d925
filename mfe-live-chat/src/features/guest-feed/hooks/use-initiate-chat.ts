import { useCallback, useState } from 'react';
import type { Visitor } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEvent, useToast } from 'shared-kernel/platform';
import { GUEST_FEED_TEXTS as T } from '../../../app/texts';
import { useRequestChat } from '../api/request-chat';
import { guestDepartments } from '../lib/guest-view';

/** 409 = the guest already has a chat of its own (reported as info, not as a failure). */
const CONFLICT = 409;
const statusOf = (err: unknown) => (err as { response?: { status?: number } } | null)?.response?.status;

/** Initiate Chat: POST /chat/request-chat, remembering the guests this agent has started a chat with. */
export function useInitiateChat(onStarted?: (visitorId: string) => void) {
  const request = useRequestChat();
  const toast = useToast();
  const [initiated, setInitiated] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const mark = (setter: typeof setInitiated, id: string, present: boolean) =>
    setter((prev) => {
      const next = new Set(prev);
      if (present) next.add(id);
      else next.delete(id);
      return next;
    });

  const initiate = useCallback(
    async (visitor: Visitor) => {
      const { visitorId, guestId } = visitor;
      mark(setPending, visitorId, true);
      try {
        const answer = await request({ visitorId, guestId, bodyText: T.initiateGreeting, departments: guestDepartments(visitor) });
        if (answer.acknowledged || answer.visitorId) {
          mark(setInitiated, visitorId, true);
          onStarted?.(visitorId);
        } else {
          toast.error(answer.message || T.requestFailed);
        }
      } catch (err) {
        if (statusOf(err) === CONFLICT) toast.info(T.alreadyInitiated(guestId));
        else toast.error(errorMessage(err, T.requestFailed));
      } finally {
        mark(setPending, visitorId, false);
      }
    },
    [request, toast, onStarted],
  );

  /** A chat that ended no longer counts as initiated. */
  useEvent('chat-ended', ({ visitorId }) => mark(setInitiated, visitorId, false));

  return { initiated, pending, initiate };
}
