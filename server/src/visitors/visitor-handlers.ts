import { registerOfflineMessageHandler } from '../chats/offline-message-handler';
import { registerVisitorChatHandlers } from '../chats/visitor-chat-handlers';
import type { AppContext } from '../context';
import { registerPaymentVisitorHandlers } from '../payments/payment-visitor-handlers';
import { registerBrowsingHandlers } from './handlers/browsing-handlers';
import { registerEmailHandler } from './handlers/email-handler';
import type { VisitorSocket } from './visitor-socket-types';

export type VisitorHandlerRegistration = (socket: VisitorSocket, ctx: AppContext) => void;

/** One entry per feature of the guest widget's events. */
export const VISITOR_HANDLERS: readonly VisitorHandlerRegistration[] = [
  registerBrowsingHandlers,
  registerVisitorChatHandlers,
  registerEmailHandler,
  registerOfflineMessageHandler,
  registerPaymentVisitorHandlers,
];
