import { useCallback } from 'react';
import { LIMITS, type ChatRef } from 'shared-kernel/contracts';
import { errorMessage } from 'shared-kernel/http';
import { useEventBus, useSession, useToast } from 'shared-kernel/platform';
import { amountInCents } from 'shared-kernel/rules';
import { PAYMENT_TEXTS as T } from '../../../app/texts';
import { usePaymentCalls } from '../api/payment-calls';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Request payment (spec 000 §4, §9): fetch the widget's public key, then 2 s later emit request-a-payment
 * with the amount in cents. Resolves true when the server took the request; failures are error toasts
 * with the server's message.
 */
export function useRequestPayment(chat: ChatRef) {
  const calls = usePaymentCalls();
  const bus = useEventBus();
  const toast = useToast();
  const { user } = useSession();
  const { visitorId, guestId, chatId } = chat;

  return useCallback(
    async (amount: number, description: string): Promise<boolean> => {
      let pk: string;
      try {
        const answer = await calls.publicKey({ visitorId, guestId, chatId, agentId: user?.userId || user?._id || '' });
        if (!answer?.publick_key) throw answer;
        pk = answer.publick_key;
      } catch (err) {
        toast.error(errorMessage(err, T.failed));
        return false;
      }
      await wait(LIMITS.PAYMENT_EMIT_DELAY_MS);
      try {
        const ack = await bus.emitWithAck('request-a-payment', { pk, amt: amountInCents(amount), desc: description.trim(), visitorId, guestId, chatId });
        if (!ack?.ok) {
          toast.error(ack?.message || T.failed);
          return false;
        }
      } catch {
        toast.error(T.failed);
        return false;
      }
      toast.info(T.requested(guestId));
      return true;
    },
    [calls, bus, toast, user, visitorId, guestId, chatId],
  );
}
