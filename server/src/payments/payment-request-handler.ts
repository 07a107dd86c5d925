import { randomUUID } from 'node:crypto';
import { paymentRequestSchema, validateWith } from 'shared-kernel/validation';
import { chatFor } from '../chats';
import type { AppContext } from '../context';
import { paymentRequests } from '../db/schema';
import { HttpError } from '../http/http-error';
import { refusal, text } from '../http/valued-text';
import { onEvent } from '../realtime/on-event';
import type { AgentSocket } from '../realtime/socket-types';
import { visitorNamespace } from '../visitors';
import { visitorRooms } from '../visitors';
import { stripePublicKeyOf } from './widget-stripe';

const MAX_DESCRIPTION = 500;
/** Stripe's own ceiling for one charge in cents. */
const MAX_AMOUNT = 99_999_999;

/**
 * request-a-payment { amt (cents), desc, visitorId, chatId }: the agent of an active chat asks its
 * guest to pay. Checked with the dialog's rules, stored (its id is the requestId the widget pays by),
 * then relayed as widget:payment-request with the widget's own publishable key (the console's pk is
 * not trusted).
 */
export function registerPaymentRequestHandler(socket: AgentSocket, ctx: AppContext): void {
  onEvent(socket, 'request-a-payment', async (payload, ack) => {
    const amount = payload?.amt;
    const checked = await validateWith(paymentRequestSchema, { amount, description: payload?.desc });
    if (!checked.ok) return ack?.({ ok: false, message: checked.message });
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount > MAX_AMOUNT) {
      return ack?.({ ok: false, message: 'Amount must be a whole number of cents' });
    }
    const description = checked.value.description.trim();
    if (description.length > MAX_DESCRIPTION) {
      return ack?.(refusal(text('Description must be at most {max, plural, one {{max} character} other {{max} characters}}', { max: MAX_DESCRIPTION })));
    }
    const { userId, role, accountId } = socket.data;
    let chat;
    let publishableKey: string;
    try {
      // A payment request writes to the guest: the holder only (chat-policy's soft lock).
      ({ chat } = await chatFor(ctx, { userId, role, accountId }, payload?.chatId, 'write-guest'));
      if (chat.visitorId !== payload?.visitorId) return ack?.({ ok: false, message: 'Chat not found' });
      publishableKey = await stripePublicKeyOf(ctx, chat.widgetId);
    } catch (error) {
      if (error instanceof HttpError) return ack?.(refusal(error.text));
      throw error;
    }
    const requestId = randomUUID();
    await ctx.db.insert(paymentRequests).values({ id: requestId, clientId: accountId, chatId: chat.id, agentId: userId, amount, currency: 'usd', description });
    visitorNamespace(ctx)
      .to(visitorRooms.visitor(chat.visitorId))
      .emit('widget:payment-request', { chatId: chat.id, amount, currency: 'usd', description, publishableKey, requestId });
    ack?.({ ok: true });
  });
}
