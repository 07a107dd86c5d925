// The guest chat button of spec 000 §4: Initiate Chat, then Chat Initiated, then Chatting with you, or In a Chat.

export type ChatButtonState = 'initiate' | 'initiated' | 'chattingWithYou' | 'inAChat';

/** What the console knows about chats, by visitorId. */
export interface ChatPresence {
  /** Guests in an active chat with this agent. */
  mine: ReadonlySet<string>;
  /** Guests in any open chat (pending or active) the agent may see (get-in-chat, live events). */
  inChat: ReadonlySet<string>;
}

export function chatButtonState(visitorId: string, presence: ChatPresence, initiated: ReadonlySet<string>): ChatButtonState {
  if (presence.mine.has(visitorId)) return 'chattingWithYou';
  if (initiated.has(visitorId)) return 'initiated';
  if (presence.inChat.has(visitorId)) return 'inAChat';
  return 'initiate';
}
