// Socket event maps of the guest widget connection (namespace /visitor). Binding protocol of issue 4.
import type { Locale } from '../i18n/locales';
import type { MessageDirection } from './entities/chat';
import type { WidgetQueueState } from './entities/routing';
import type { ChatRating, ChatRatingValue } from './entities/rating';
import type { ButtonLocation, ShowAt, WidgetAutoMessage } from './entities/widget';
import type { ContactFormFields } from 'shared-kernel/rules';

/** The page the guest is on. */
export interface VisitorPage {
  url: string;
  title: string;
  referrer: string;
}

/** Handshake `auth` of the widget socket. visitorId is null on the first visit. */
export interface VisitorHandshakeAuth {
  pluginId: string;
  visitorId: string | null;
  domain: string;
  page: VisitorPage;
  /** Issue 37: the language the widget speaks (the server writes the guest's mails in it); checked, never trusted. */
  language?: Locale;
}

/** The middleware refuses an unknown pluginId with this message. */
export const UNKNOWN_WIDGET = 'Unknown widget';
/** Every chat action of a blocked guest is refused with this error. */
export const VISITOR_BLOCKED = 'You have been blocked';
/** Issue 37: the `code` of that refusal; the widget knows a block by it, whatever language the error is in. */
export const VISITOR_BLOCKED_CODE = 'blocked';
/** localStorage key prefix of the kept visitorId: 'lc_visitor_<pluginId>'. */
export const VISITOR_STORAGE_PREFIX = 'lc_visitor_';

/** The widget's settings the guest needs (spec 001 §9 defaults). */
export interface WidgetPublicConfig {
  widgetName: string;
  buttonLocation: ButtonLocation;
  backgroundColor: string;
  textColor: string;
  buttonText: string;
  /** 0 = text shown on the button. */
  enableTextOnButton: 0 | 1;
  onlineText: string;
  offlineText: string;
  requestEmail: { enabled: boolean; message: string; showAt: ShowAt };
  /** The widget's auto messages, each shown once per browser session where its page path matches. */
  autoMessages: WidgetAutoMessage[];
  /** Issue 28: ask the guest "How was your chat?" when a chat ends (absent = true). */
  ratingEnabled?: boolean;
  /** Issue 37: the language of the widget's own texts: 'auto' (the guest's browser; also when absent) or a fixed one. */
  language?: string;
}

/** A chat message as the widget sees it. inbound = the guest's, outbound = an agent's. */
export interface WidgetMessage {
  id: string;
  seq: number;
  chatId: string;
  direction: MessageDirection;
  bodyText: string;
  /** ISO timestamp. */
  chatTime: string;
  agentName?: string;
  clientMessageId?: string;
}

/** The guest's open chat, sent in widget:hello. */
export interface WidgetChatState {
  chatId: string;
  status: 'pending' | 'active';
  agentName?: string;
  agentPhotoUrl?: string;
  messages: WidgetMessage[];
  lastSeq: number;
  /** The chat's payment requests, oldest first, so a card survives a page change. */
  payments: WidgetPaymentState[];
  /** Issue 27: the guest's place while the chat waits in the queue. */
  queue?: WidgetQueueState;
}

/** A payment request of the open chat as widget:hello carries it. */
export type WidgetPaymentState = VisitorReceiveEvents['widget:payment-request'] & { status: PaymentRequestStatus; receiptUrl: string | null };

/** Server → widget. */
export interface VisitorReceiveEvents {
  'widget:hello': {
    visitorId: string;
    guestId: number;
    oldVisitor: boolean;
    config: WidgetPublicConfig;
    online: boolean;
    chat: WidgetChatState | null;
  };
  /** Whether any agent eligible for this widget is online; pushed on change. */
  'widget:availability': { online: boolean };
  'widget:message': WidgetMessage;
  'widget:typing': { typing: boolean; agentName: string };
  /** The agent read the guest's messages up to seq. */
  'widget:read': { chatId: string; seq: number };
  'widget:chat-accepted': { chatId: string; agentName: string; agentPhotoUrl: string };
  /** Issue 28: rateable = the widget asks for a rating of this chat (rating on, and an agent took part). */
  'widget:chat-ended': { chatId: string; status: number; rateable?: boolean };
  'widget:blocked': Record<string, never>;
  'widget:unblocked': Record<string, never>;
  'widget:payment-request': {
    chatId: string;
    /** Cents. */
    amount: number;
    currency: 'usd';
    description: string;
    publishableKey: string;
    requestId: string;
  };
  /** A payment request was paid (confirmed with Stripe); the receipt also arrives as a guest message. */
  'widget:payment-status': { requestId: string; chatId: string; status: PaymentRequestStatus; receiptUrl: string | null };
  /** Issue 27: the guest's place in the queue changed (position null: no longer queued). */
  'widget:queue': WidgetQueueState;
  /**
   * Issue 27: the queue is too long or the wait too long: the chat ends as missed and the widget offers the
   * offline message form instead.
   */
  'widget:queue-closed': { chatId: string; reason: 'queue-full' | 'wait-too-long' };
  /** The owner deleted this widget: the widget removes itself; the server then disconnects the socket. */
  'widget:removed': Record<string, never>;
}

/** requested → paid once Stripe confirms it. */
export type PaymentRequestStatus = 'requested' | 'paid';

/** Widget → server (all with ack callbacks; answers in VisitorAcks). */
export interface VisitorEmitEvents {
  'visitor:page': VisitorPage;
  'visitor:widget': { isOpen: boolean };
  /**
   * Creates the pending chat when none is open; the same clientMessageId twice is stored once.
   * autoMessageId: the guest answers an auto message of this widget; a chat it creates starts with that
   * message (stored with the auto-message marker, sent to the guest as widget:message before the answer).
   */
  'visitor:message': { clientMessageId: string; bodyText: string; autoMessageId?: string };
  'visitor:typing': { typing: boolean };
  'visitor:read': { chatId: string; seq: number };
  'visitor:email': { email: string };
  'visitor:sync': { chatId: string; afterSeq: number };
  /** Stored as chat status 3 and mailed to the widget's notification e-mails. */
  'visitor:offline-message': { name: string; email: string; message: string };
  'visitor:end-chat': Record<string, never>;
  /** Opens Stripe's hosted payment page for a payment request of the guest's chat. */
  'visitor:payment-start': { requestId: string };
  /** Asks the server to check with Stripe whether the request was paid (e.g. when the guest comes back). */
  'visitor:payment-confirm': { requestId: string };
  /**
   * The guest's answers to the contact form of an agent message carrying [contact-form] (messageId: that
   * message's id, in the guest's open chat). Stored on the contact; agents hear contact-updated.
   */
  'visitor:contact-form': ContactFormFields & { messageId: string };
  /**
   * Issue 28: rates the guest's own ended chat (comment optional, at most RATING_COMMENT_MAX characters).
   * A second rating replaces the first within RATING_CHANGE_WINDOW_MS of the first; later RATING_NOT_ALLOWED.
   */
  'visitor:rate': { chatId: string; rating: ChatRatingValue; comment?: string };
}

/** A refusal; `retryAfterMs` marks one that succeeds when sent again later (the same id: no duplicate). */
export type VisitorFailure = {
  ok: false;
  error: string;
  retryAfterMs?: number;
  /** A form's refusal: the message of each field that broke its rule. */
  fieldErrors?: Record<string, string>;
  /** Issue 37: what the widget acts on (`error` and `fieldErrors` are in the guest's widget language). */
  code?: typeof VISITOR_BLOCKED_CODE;
};

/** The answer to a connection sending faster than its share (SENDING_TOO_FAST with retryAfterMs). */
export const SENDING_TOO_FAST = 'You are sending too fast. Please wait a moment.';

/** The answer to an event the server failed to handle (logged on the server); the sender may try again. */
export const EVENT_FAILED = 'Something went wrong. Please try again.';

export interface VisitorAcks {
  'visitor:page': { ok: boolean };
  'visitor:widget': { ok: boolean };
  'visitor:message': { ok: true; message: WidgetMessage } | VisitorFailure;
  'visitor:typing': { ok: boolean };
  'visitor:read': { ok: boolean };
  'visitor:email': { ok: true } | VisitorFailure;
  'visitor:sync': { ok: true; messages: WidgetMessage[] } | VisitorFailure;
  'visitor:offline-message': { ok: true } | VisitorFailure;
  'visitor:end-chat': { ok: boolean };
  'visitor:payment-start': { ok: true; checkoutUrl: string } | VisitorFailure;
  'visitor:payment-confirm': { ok: true; status: PaymentRequestStatus; receiptUrl: string | null } | VisitorFailure;
  'visitor:contact-form': { ok: true } | VisitorFailure;
  'visitor:rate': { ok: true; rating: ChatRating } | VisitorFailure;
}

export type VisitorEmitEventName = keyof VisitorEmitEvents;
export type VisitorReceiveEventName = keyof VisitorReceiveEvents;

export const VISITOR_EMIT_EVENT_NAMES = [
  'visitor:page',
  'visitor:widget',
  'visitor:message',
  'visitor:typing',
  'visitor:read',
  'visitor:email',
  'visitor:sync',
  'visitor:offline-message',
  'visitor:end-chat',
  'visitor:payment-start',
  'visitor:payment-confirm',
  'visitor:contact-form',
  'visitor:rate',
] as const satisfies readonly VisitorEmitEventName[];

export const VISITOR_RECEIVE_EVENT_NAMES = [
  'widget:hello',
  'widget:availability',
  'widget:message',
  'widget:typing',
  'widget:read',
  'widget:chat-accepted',
  'widget:chat-ended',
  'widget:blocked',
  'widget:unblocked',
  'widget:payment-request',
  'widget:payment-status',
  'widget:queue',
  'widget:queue-closed',
  'widget:removed',
] as const satisfies readonly VisitorReceiveEventName[];
