// Every user-visible string of the command palette (issue 38), in one place for tests. The words are the
// console catalogue's (app/i18n).
import type { CommandGroup } from 'shared-kernel/commands';
import { t, texts, type ConsoleTextKey } from '../../app/i18n/catalogue';

export const PALETTE_TEXTS = texts({
  open: 'palette.open',
  title: 'palette.title',
  input: 'palette.input',
  searching: 'palette.searching',
  hint: 'palette.hint',
  empty: (query: string) => t('palette.empty', { query }),
  groups: {
    actions: 'palette.groups.actions',
    incoming: 'palette.groups.incoming',
    chats: 'palette.groups.chats',
    guests: 'palette.groups.guests',
    contacts: 'palette.groups.contacts',
    canned: 'palette.groups.canned',
    screens: 'palette.groups.screens',
  } satisfies Record<CommandGroup, ConsoleTextKey>,
});
