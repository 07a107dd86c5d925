// Times of chat messages as the console shows them, and the day separators of a transcript.
import type { ChatMessage } from 'shared-kernel/contracts';

/** Calendar day of a timestamp, as shown on the date separators. */
export function dayLabel(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The full timestamp shown on hover. */
export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'medium' });
}

export function shortTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export type TranscriptItem<M extends ChatMessage & { key: string }> =
  | { type: 'date'; key: string; label: string }
  | { type: 'message'; key: string; message: M };

/** Messages with a date separator before the first message of each day. */
export function withDateSeparators<M extends ChatMessage & { key: string }>(list: readonly M[]): TranscriptItem<M>[] {
  const items: TranscriptItem<M>[] = [];
  let day = '';
  for (const message of list) {
    const label = dayLabel(message.chatTime);
    if (label !== day) {
      day = label;
      items.push({ type: 'date', key: `date-${label}-${message.key}`, label });
    }
    items.push({ type: 'message', key: message.key, message });
  }
  return items;
}
