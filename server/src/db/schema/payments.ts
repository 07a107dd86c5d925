// Payments asked for in chats and the bookings' conversions (references users, widgets and chats).
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import { widgets } from './widgets';
import { chats } from './chats';

/** A payment an agent asked a guest for; the widget pays it by its requestId (id). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    description: text('description').notNull(),
    /** requested, then paid once the payment is confirmed. */
    status: text('status').$type<'requested' | 'paid'>().notNull().default('requested'),
    /** The Stripe Checkout Session the guest pays through (reused while it is open). */
    checkoutSessionId: text('checkout_session_id'),
    /** Stripe's receipt of the charge, once paid. */
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_requests_chat_idx').on(t.chatId)],
);

/**
 * A booking the agent confirmed for a chat (one per chat), uploaded to Google Analytics by a job:
 * status 1 Scheduled, 2 Uploaded, 3 Failed (spec 000 §4). The job's state lives here, so a restart
 * picks up what was still scheduled.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    widgetId: text('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    guestId: integer('guest_id').notNull(),
    /** The agent who owns the chat and confirmed the booking (told of the result). */
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: integer('status').notNull().default(1),
    /** The last result in words (the failure reason when Failed). */
    response: text('response').notNull().default(''),
    analyticsUploaded: boolean('analytics_uploaded').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a server process uploads it, so two processes never upload the same conversion at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('conversions_chat_key').on(t.chatId), index('conversions_status_idx').on(t.status)],
);

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
export type ConversionRow = typeof conversions.$inferSelect;
