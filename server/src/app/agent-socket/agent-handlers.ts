import { registerConfirmBookingHandler } from '../../chats';
import { registerAgentChatHandlers } from '../../chats';
import { registerChatRoomHandlers } from '../../chats';
import type { AppContext } from '../../context';
import { registerPaymentRequestHandler } from '../../payments';
import { registerActiveVisitorsHandler } from './active-visitors-handler';
import { registerOnlineStatusHandler } from '../../users';
import { registerSelectAccountHandler } from './select-account-handler';
import type { AgentSocket } from '../../realtime/socket-types';
import { registerTeamworkHandlers } from '../../teamwork';
import { registerAiAssistHandlers } from '../../ai';

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
  registerAiAssistHandlers,
];
