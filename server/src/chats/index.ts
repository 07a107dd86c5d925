// The chats module's face: what other modules may use of it; every other file is private to it.
import type { MessageAppends } from './message-appends';
export { registerAcceptChatRoute } from './accept-chat-route';
export { registerAgentChatHandlers } from './agent-chat-handlers';
export { agentRoom, isFull, lockAccountRouting } from './agent-room';
export { pluginIdOf, visibleOpenChat, widgetDepartmentsOf, type ChatCaller } from './chat-access';
export { chatEventRef, contactRef, messageCreatedEvent } from './chat-event-ref';
export { announceChat, announceChatEnd, deliverGuestMessage } from './chat-events';
export { toHistoryItem } from './chat-history-view';
export { cancelChatJobs, registerChatJobs, resumeChatJobs } from './chat-jobs';
export { registerChatListRoutes } from './chat-list-routes';
export { registerChatPanelRoutes } from './chat-panel-routes';
export { chatFor, chatReaderOf, mayReadChat, maySeeActiveChats, readableChatsWhere, requestCaller } from './chat-policy';
export { joinOwnChatRooms, registerChatRoomHandlers } from './chat-room-handlers';
export { appendMessage, chatById, latestMessages, messagesAfter, openChatOf, storedMessage } from './chat-store';
export { schedulePendingChat } from './chat-timers';
export { registerTranscriptMail } from './chat-transcript';
export { openingMessage, toChatMessage, toIncomingChat, toMessageEvent, toWidgetMessage } from './chat-view';
export { registerConfirmBookingHandler } from './confirm-booking-handler';
export { CONTACT_FORM_EVENTS } from './contact-form-handler';
export { ESCALATE_PENDING_JOB, REPLY_CHECK_JOB, resumeEscalations, schedulePendingEscalation, scheduleReplyCheck, widgetRouting, type EscalationJob } from './escalation-timers';
export { restartInactivity } from './inactivity-timers';
export { createMessageAppends, type MessageAppends } from './message-appends';
export { OFFLINE_MESSAGE_EVENTS } from './offline-message-handler';
export { registerRequestChatRoute } from './request-chat-route';
export { VISITOR_CHAT_EVENTS } from './visitor-chat-handlers';
export { listenForGuestDepartures, openChatOnReturn } from './visitor-presence-flags';

declare module '../context' {
  interface AppContext {
    /** Chat messages stored in groups, each acknowledged after its commit. */
    appends: MessageAppends;
  }
}
