// Issue 38: what the command palette lists. Each area contributes its commands through the platform's
// registry while it is loaded; the shell's palette asks every source and never imports an area.

/** The palette's groups, in the order it shows them. */
export const COMMAND_GROUPS = ['actions', 'incoming', 'chats', 'guests', 'contacts', 'canned', 'screens'] as const;
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/** A key combination: `mod` is Cmd on macOS and Ctrl elsewhere; `key` is KeyboardEvent.key, lower-cased for letters. */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

export interface Command {
  /** Unique within its source. */
  id: string;
  group: CommandGroup;
  title: string;
  /** A second line: an e-mail, the last message, the screen's path. */
  detail?: string;
  /** More words it is found by (not shown). */
  keywords?: readonly string[];
  shortcut?: Shortcut;
  run: () => void;
}

/**
 * Where commands come from: a fixed list, or an answer to what was typed (a server-side search, at most
 * `limit` results). A source that fails or is slow costs its own group only.
 */
export interface CommandSource {
  id: string;
  commands: (query: string, signal: AbortSignal) => readonly Command[] | Promise<readonly Command[]>;
  /** Asked only once the query has this many characters (a server search), default 0. */
  minQueryLength?: number;
}
