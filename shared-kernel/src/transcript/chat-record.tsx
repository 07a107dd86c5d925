// A chat's record as staff read it: its messages with its notes and its transfers and take-overs, by time.
import { memo } from 'react';
import type { ChatActivity, ChatMessage, ChatNote } from 'shared-kernel/contracts';
import { ActivityLine } from './activity-line';
import { MessageBubble } from './message-bubble';
import { NoteBubble } from './note-bubble';
import { TRANSCRIPT_TEXTS as T } from './texts';

export type ChatRecordEntry =
  | { kind: 'message'; key: string; chatTime: string; message: ChatMessage }
  | { kind: 'note'; key: string; chatTime: string; note: ChatNote }
  | { kind: 'activity'; key: string; chatTime: string; activity: ChatActivity };

const timeOf = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? Infinity : at;
};

/**
 * Messages (kept in their order) with the notes and activity put among them by time. At the same instant a
 * transfer comes before the message (the system line it wrote for the guest), a note after it.
 */
export function chatRecord(
  messages: readonly ChatMessage[],
  notes: readonly ChatNote[] | null | undefined = [],
  activity: readonly ChatActivity[] | null | undefined = [],
): ChatRecordEntry[] {
  const others: ChatRecordEntry[] = [
    ...(Array.isArray(activity) ? activity : []).map((a, i): ChatRecordEntry => ({ kind: 'activity', key: `activity-${a.id ?? i}`, chatTime: a.chatTime, activity: a })),
    ...(Array.isArray(notes) ? notes : []).map((n, i): ChatRecordEntry => ({ kind: 'note', key: `note-${n.id ?? i}`, chatTime: n.chatTime, note: n })),
  ];
  // Stable: equal times keep activity before notes, and each list its own order.
  others.sort((a, b) => timeOf(a.chatTime) - timeOf(b.chatTime) || 0);
  const entries: ChatRecordEntry[] = [];
  let next = 0;
  messages.forEach((message, index) => {
    const at = timeOf(message.chatTime);
    while (next < others.length) {
      const other = others[next];
      const otherAt = timeOf(other.chatTime);
      if (otherAt < at || (otherAt === at && other.kind === 'activity')) entries.push(others[next++]);
      else break;
    }
    entries.push({ kind: 'message', key: message.id ?? `${message.chatTime}-${index}`, chatTime: message.chatTime, message });
  });
  while (next < others.length) entries.push(others[next++]);
  return entries;
}

/** One entry of a chat's record: a message (agent bubbles named, else 'Agent'), a note or an activity line. */
export const ChatRecordItem = memo(function ChatRecordItem({ entry }: { entry: ChatRecordEntry }) {
  if (entry.kind === 'note') return <NoteBubble note={entry.note} />;
  if (entry.kind === 'activity') return <ActivityLine activity={entry.activity} />;
  const { message } = entry;
  return <MessageBubble message={message} sender={message.direction === 'outbound' ? message.agentName || T.agent : undefined} />;
});
