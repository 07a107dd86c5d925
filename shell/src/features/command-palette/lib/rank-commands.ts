// The palette's ranking (only the palette's chunk carries it): every typed word must be found in a command's title, detail or keywords; a title
// that starts with the query ranks first, then a word of the title starting with it, then any match.

import { COMMAND_GROUPS, type Command, type CommandGroup } from 'shared-kernel/commands';

/** Accents and case do not matter: "résumé" is found by "resume". */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const wordsOf = (query: string): string[] => foldText(query).split(/\s+/).filter(Boolean);

/** How well a command answers the query: 0 = not at all, higher = better. */
export function commandScore(command: Pick<Command, 'title' | 'detail' | 'keywords'>, query: string): number {
  const words = wordsOf(query);
  if (words.length === 0) return 1;
  const title = foldText(command.title);
  const rest = foldText([command.detail ?? '', ...(command.keywords ?? [])].join(' '));
  let score = 0;
  for (const word of words) {
    if (title.startsWith(word)) score += 4;
    else if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u').test(title)) score += 3;
    else if (title.includes(word)) score += 2;
    else if (rest.includes(word)) score += 1;
    else return 0;
  }
  return score;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface CommandSection {
  group: CommandGroup;
  commands: Command[];
}

/**
 * The commands that answer `query`, best first within each group, groups in COMMAND_GROUPS order, at most
 * `perGroup` of each; empty groups are left out. Ties keep the sources' own order (most recent first there).
 */
export function rankCommands(commands: readonly Command[], query: string, perGroup = 8): CommandSection[] {
  const scored = commands.map((command, index) => ({ command, index, score: commandScore(command, query) })).filter((entry) => entry.score > 0);
  return COMMAND_GROUPS.map((group) => ({
    group,
    commands: scored
      .filter((entry) => entry.command.group === group)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, perGroup)
      .map((entry) => entry.command),
  })).filter((section) => section.commands.length > 0);
}
