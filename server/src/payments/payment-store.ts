import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WidgetPaymentState } from 'shared-kernel/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { chats, paymentRequests, type ChatRow, type PaymentRequestRow } from '../db/schema';

/** A payment request with the chat it was asked in. */
export interface PaymentInChat {
  request: PaymentRequestRow;
  chat: ChatRow;
}

const MAX_ID = 100;
const idFrom = (value: unknown) => (typeof value === 'string' && value && value.length <= MAX_ID ? value : null);

/** A request by id alone: the return page and the webhook know no guest (the id is an unguessable UUID). */
export async function paymentById(ctx: AppContext, requestId: unknown): Promise<PaymentInChat | null> {
  const id = idFrom(requestId);
  if (!id) return null;
  const [row] = await ctx.db
    .select({ request: paymentRequests, chat: chats })
    .from(paymentRequests)
    .innerJoin(chats, eq(chats.id, paymentRequests.chatId))
    .where(eq(paymentRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** A request of the guest's own chat in its own account; null for anyone else's (they look unknown). */
export async function guestPayment(ctx: AppContext, guest: { rowId: string; accountId: string }, requestId: unknown): Promise<PaymentInChat | null> {
  const found = await paymentById(ctx, requestId);
  if (!found || found.request.clientId !== guest.accountId || found.chat.visitorRowId !== guest.rowId) return null;
  return found;
}

/**
 * Stores the Checkout Session of a request unless another call stored a different one first (two tabs
 * starting at once): answers the session id that is stored now, null once the request is paid.
 */
export async function recordSession(db: Db, request: Pick<PaymentRequestRow, 'id' | 'checkoutSessionId'>, sessionId: string): Promise<string | null> {
  const previous = request.checkoutSessionId;
  const [row] = await db
    .update(paymentRequests)
    .set({ checkoutSessionId: sessionId, updatedAt: new Date() })
    .where(
      and(
        eq(paymentRequests.id, request.id),
        eq(paymentRequests.status, 'requested'),
        previous ? eq(paymentRequests.checkoutSessionId, previous) : isNull(paymentRequests.checkoutSessionId),
      ),
    )
    .returning({ id: paymentRequests.id });
  if (row) return sessionId;
  const [current] = await db
    .select({ status: paymentRequests.status, sessionId: paymentRequests.checkoutSessionId })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, request.id))
    .limit(1);
  return current?.status === 'requested' ? current.sessionId : null;
}

/** The payment requests of a chat for widget:hello; none when the widget has no publishable key any more. */
export async function paymentsOfChat(db: Db, chat: Pick<ChatRow, 'id'>, publishableKey: string | null): Promise<WidgetPaymentState[]> {
  if (!publishableKey) return [];
  const rows = await db.select().from(paymentRequests).where(eq(paymentRequests.chatId, chat.id)).orderBy(asc(paymentRequests.createdAt));
  return rows.map((r) => ({
    chatId: r.chatId,
    amount: r.amount,
    currency: 'usd',
    description: r.description,
    publishableKey,
    requestId: r.id,
    status: r.status,
    receiptUrl: r.receiptUrl ?? null,
  }));
}
