import { registerConfirmBookingHandler } from '../bookings/confirm-booking-handler';
import { registerAgentChatHandlers } from '../chats/agent-chat-handlers';
import { registerChatRoomHandlers } from '../chats/chat-room-handlers';
import type { AppContext } from '../context';
import { registerPaymentRequestHandler } from '../payments/payment-request-handler';
import { registerActiveVisitorsHandler } from './handlers/active-visitors-handler';
import { registerOnlineStatusHandler } from './handlers/online-status-handler';
import { registerSelectAccountHandler } from './handlers/select-account-handler';
import type { AgentSocket } from './socket-types';
import { registerTeamworkHandlers } from '../teamwork/teamwork-handlers';

export type AgentHandlerRegistration = (socket: AgentSocket, ctx: AppContext) => void;

/** One entry per feature; later features add their handler file here. */
export const AGENT_HANDLERS: readonly AgentHandlerRegistration[] = [
  registerOnlineStatusHandler,
  registerActiveVisitorsHandler,
  registerAgentChatHandlers,
  registerChatRoomHandlers,
  registerPaymentRequestHandler,
  registerConfirmBookingHandler,
  registerSelectAccountHandler,
  registerTeamworkHandlers,
];
