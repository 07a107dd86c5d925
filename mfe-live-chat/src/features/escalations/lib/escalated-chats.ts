// The chats escalated while this console runs (issue 27), kept in the remote's memory so Active Chats can flag
// them whichever page heard the event. The server's rows carry no flag: an escalation heard before the
// console opened is not shown. A pending escalation ends with the accept, a reply escalation with the reply.
import type { EscalationKind } from 'shared-kernel/contracts';

const escalated = new Map<string, EscalationKind>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function markEscalated(chatId: string, kind: EscalationKind): void {
  if (escalated.get(chatId) === kind) return;
  escalated.set(chatId, kind);
  changed();
}

/** The chat was answered or accepted: only the escalations that it settles end (`kind` omitted: any). */
export function settleEscalation(chatId: string, kind?: EscalationKind): void {
  const current = escalated.get(chatId);
  if (!current || (kind && current !== kind)) return;
  escalated.delete(chatId);
  changed();
}

/** The escalation a chat is under, if any. */
export function escalationOf(chatId: string): EscalationKind | undefined {
  return escalated.get(chatId);
}

/** For useSyncExternalStore: a number that changes with the set. */
export const escalationsVersion = () => version;

export function subscribeEscalations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from an empty set. */
export function resetEscalations(): void {
  escalated.clear();
  changed();
}
