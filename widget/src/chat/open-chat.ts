// Whether the guest has a chat under way; shared by the client and the loader (which must not pull in the client).
import type { ChatClientState } from './chat-client';

/** A chat not ended, or a message on its way to start one. */
export function hasOpenChat(state: Pick<ChatClientState, 'chat' | 'pending'>): boolean {
  return Boolean((state.chat && state.chat.status !== 'ended') || state.pending.length);
}
