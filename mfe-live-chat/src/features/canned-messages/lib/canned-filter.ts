import type { CannedMessage } from 'shared-kernel/contracts';

/** The '#shortcut' being typed at the end of the text (after a space or at the start), or null. */
export function hashQuery(text: string): string | null {
  const match = /(?:^|\s)#(\S*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

/** Canned messages whose shortcut contains the typed query (case-insensitive); all when the query is empty. */
export function filterCanned(list: readonly CannedMessage[], query: string): CannedMessage[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  const starts = list.filter((item) => item.shortCode.toLowerCase().startsWith(q));
  const contains = list.filter((item) => !item.shortCode.toLowerCase().startsWith(q) && item.shortCode.toLowerCase().includes(q));
  return [...starts, ...contains];
}

/** Replaces the trailing '#query' with the picked message. */
export function applyCanned(text: string, message: string): string {
  return text.replace(/#\S*$/, message);
}
