// The messages of the open chat: one entry per message however often it arrives (load, live event,
// ack, sync after a reconnect), kept in the server's order (seq), unsent ones last.
import type { ChatMessage } from 'shared-kernel/contracts';

export interface PanelMessage extends ChatMessage {
  /** Stable React key. */
  key: string;
  /** Composed here and not acknowledged by the server yet. */
  pending?: boolean;
  /** The server refused it, with its reason; kept on screen so the text is not lost, never resent. */
  refused?: string;
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (a.id !== undefined && a.id === b.id) return true;
  if (a.messageId !== undefined && a.messageId === b.messageId) return true;
  return a.seq !== undefined && a.seq === b.seq;
}

let counter = 0;
const keyOf = (m: ChatMessage) => m.id ?? m.messageId ?? (m.seq !== undefined ? `seq-${m.seq}` : `local-${++counter}`);

/** Adds or updates one message; a message with a seq goes before the first later one and before unsent ones. */
export function upsertMessage(list: readonly PanelMessage[], incoming: ChatMessage & { pending?: boolean }): PanelMessage[] {
  const at = list.findIndex((m) => sameMessage(m, incoming));
  const before = at >= 0 ? list[at] : undefined;
  const merged: PanelMessage = { ...before, ...incoming, key: before?.key ?? keyOf(incoming), pending: incoming.pending ?? false };
  const rest = at >= 0 ? [...list.slice(0, at), ...list.slice(at + 1)] : list.slice();
  if (merged.pending) return [...rest, merged];
  const seq = merged.seq;
  const index = rest.findIndex((m) => m.pending || (seq !== undefined && m.seq !== undefined && m.seq > seq));
  if (index < 0) return [...rest, merged];
  return [...rest.slice(0, index), merged, ...rest.slice(index)];
}

export function mergeMessages(list: readonly PanelMessage[], incoming: readonly ChatMessage[]): PanelMessage[] {
  return incoming.reduce<PanelMessage[]>((acc, m) => upsertMessage(acc, m), list.slice());
}

/** Messages of the guest's earlier chats as they came (their seqs restart per chat, so no merging by seq). */
export function historyMessages(list: readonly ChatMessage[]): PanelMessage[] {
  return list.map((m, index) => ({ ...m, key: `history-${m.id ?? index}` }));
}

/** The highest seq this console has of the chat (0 when none). */
export function lastSeq(list: readonly ChatMessage[]): number {
  return list.reduce((max, m) => (m.seq !== undefined && m.seq > max ? m.seq : max), 0);
}

/** A client-made id for an agent message, so a resend is stored once. */
export function newMessageId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** mm:ss (minutes keep growing past 59). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
