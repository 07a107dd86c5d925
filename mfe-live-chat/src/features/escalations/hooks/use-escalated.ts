// Whether a chat shows the Escalated flag, kept in step with the escalations heard.
import { useSyncExternalStore } from 'react';
import { escalationsVersion, subscribeEscalations } from '../lib/escalated-chats';

/** Re-renders the caller when an escalation starts or ends; read the flags with escalationOf(). */
export function useEscalationsVersion(): number {
  return useSyncExternalStore(subscribeEscalations, escalationsVersion, escalationsVersion);
}
