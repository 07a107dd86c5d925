// Times of chat messages as the console shows them, and the day separators of a transcript, in the console's
// language. One formatter each per language (i18n-react caches them): toLocale*String builds a new one on
// every call, which a 2,000-message chat pays 2,000 times.
import { dateTimeFormat } from 'shared-kernel/i18n-react';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const FULL: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'medium' };
const SHORT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** A formatter's text for a timestamp; '' for one that is no date (format() would throw). */
function formatted(options: Intl.DateTimeFormatOptions, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(options).format(date);
}

/** Calendar day of a timestamp, as shown on the date separators. */
export function dayLabel(iso: string): string {
  return formatted(DAY, iso);
}

/** The full timestamp shown on hover. */
export function fullTime(iso: string): string {
  return formatted(FULL, iso);
}

export function shortTime(iso: string): string {
  return formatted(SHORT, iso);
}

/** Anything dated in a transcript: a message, or an entry of a chat's record (message, note, activity). */
export interface Dated {
  key: string;
  chatTime: string;
}

export type TranscriptItem<M extends Dated> =
  | { type: 'date'; key: string; label: string }
  | { type: 'message'; key: string; message: M };

/** Messages (or record entries) with a date separator before the first of each day. */
export function withDateSeparators<M extends Dated>(list: readonly M[]): TranscriptItem<M>[] {
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
