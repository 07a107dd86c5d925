// What the conversation shows, in one list: the guest's earlier chats, then this chat's messages with the
// staff-only notes and hand-overs between them by time, day separators before each new day.
import type { ChatActivity } from 'shared-kernel/contracts';
import { dayLabel } from 'shared-kernel/transcript';
import type { PanelMessage } from './message-list';
import type { PanelNote } from './open-chat-state';

export type TimelineItem =
  | { type: 'date'; key: string; label: string }
  /** `ongoing`: a message of the open chat (it gets delivery ticks), not of an earlier one. */
  | { type: 'message'; key: string; message: PanelMessage; ongoing: boolean }
  | { type: 'note'; key: string; note: PanelNote }
  | { type: 'activity'; key: string; activity: ChatActivity };

type Entry = Exclude<TimelineItem, { type: 'date' }>;

const chatTimeOf = (entry: Entry) =>
  entry.type === 'message' ? entry.message.chatTime : entry.type === 'note' ? entry.note.chatTime : entry.activity.chatTime;
const timeOf = (entry: Entry) => Date.parse(chatTimeOf(entry));
const pendingOf = (entry: Entry) => (entry.type === 'message' ? entry.message.pending : entry.type === 'note' ? entry.note.pending : false);

/**
 * Messages keep the server's order (seq); a staff entry goes before the first message later than it. Unsent
 * messages and notes stay last, in the order they were written.
 */
export function buildTimeline(
  history: readonly PanelMessage[],
  messages: readonly PanelMessage[],
  notes: readonly PanelNote[] = [],
  activity: readonly ChatActivity[] = [],
): TimelineItem[] {
  const sent: Entry[] = [];
  const unsent: Entry[] = [];
  const staff: Entry[] = [
    ...activity.map((a): Entry => ({ type: 'activity', key: `activity-${a.id}`, activity: a })),
    ...notes.map((n): Entry => ({ type: 'note', key: n.key, note: n })),
  ];
  const staffSent = staff.filter((e) => !pendingOf(e)).sort((a, b) => timeOf(a) - timeOf(b));
  let next = 0;
  for (const message of messages) {
    const entry: Entry = { type: 'message', key: message.key, message, ongoing: true };
    if (message.pending) {
      unsent.push(entry);
      continue;
    }
    const time = timeOf(entry);
    while (next < staffSent.length && timeOf(staffSent[next]) <= time) sent.push(staffSent[next++]);
    sent.push(entry);
  }
  sent.push(...staffSent.slice(next));
  unsent.push(...staff.filter(pendingOf));
  unsent.sort((a, b) => timeOf(a) - timeOf(b));

  const earlier: Entry[] = history.map((message) => ({ type: 'message', key: message.key, message, ongoing: false }));
  const items: TimelineItem[] = [];
  let day = '';
  for (const entry of [...earlier, ...sent, ...unsent]) {
    const label = dayLabel(chatTimeOf(entry));
    if (label !== day) {
      day = label;
      items.push({ type: 'date', key: `date-${label}-${entry.key}`, label });
    }
    items.push(entry);
  }
  return items;
}
