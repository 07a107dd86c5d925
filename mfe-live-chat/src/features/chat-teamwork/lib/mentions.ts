// The '@' of notes: what is being typed after it, the staff it matches, and the text once one is picked.
import type { StaffMember } from 'shared-kernel/contracts';

/** Longest text after '@' still read as a name being typed (a full name has spaces). */
const MAX_QUERY = 40;

/** The text typed after the last '@' at the end of the note (at its start or after a space), or null. */
export function mentionQuery(text: string): string | null {
  const match = /(?:^|\s)@([^@\n]*)$/.exec(text);
  if (!match || match[1].length > MAX_QUERY) return null;
  return match[1];
}

/** Staff whose name has a word starting with the query (case-insensitive), or contains it; first 8. */
export function filterStaff(staff: readonly StaffMember[], query: string, limit = 8): StaffMember[] {
  const q = query.trim().toLowerCase();
  if (!q) return staff.slice(0, limit);
  const starts = staff.filter((m) => m.fullName.toLowerCase().split(/\s+/).some((word) => word.startsWith(q)) || m.fullName.toLowerCase().startsWith(q));
  const contains = staff.filter((m) => !starts.includes(m) && m.fullName.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}

/** The note with the '@query' at its end replaced by '@Full Name '. */
export function applyMention(text: string, member: Pick<StaffMember, 'fullName'>): string {
  const query = mentionQuery(text);
  if (query === null) return text;
  return `${text.slice(0, text.length - query.length - 1)}@${member.fullName} `;
}
