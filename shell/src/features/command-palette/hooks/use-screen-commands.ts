// The shell's own commands: the screens the user may open (the sidebar's entries by the route table, and the
// account's pages), in the console's language and found by their English names too.
import { useCallback } from 'react';
import type { Command } from 'shared-kernel/commands';
import { ACCOUNT_MENU_ENTRIES, ROUTES, SIDEBAR_ENTRIES } from 'shared-kernel/contracts';
import { useCommandSource, useSession } from 'shared-kernel/platform';
import { canOpenRoute, useNavigate } from 'shared-kernel/routing';
import { TEXTS } from '../../../app/texts';

const ACCOUNT_TITLES: Readonly<Record<string, () => string>> = {
  [ROUTES.profile]: () => TEXTS.nav.myAccount,
  [ROUTES.changePassword]: () => TEXTS.nav.changePassword,
};

export function useScreenCommands(): void {
  const { user } = useSession();
  const navigate = useNavigate();
  const commands = useCallback((): Command[] => {
    const sidebar = (TEXTS.sidebar as Readonly<Record<string, string>>) ?? {};
    const screens = SIDEBAR_ENTRIES.filter((entry) => canOpenRoute(user, entry.path)).map((entry) => ({
      path: entry.path,
      title: sidebar[entry.path] ?? entry.label,
      english: entry.label,
    }));
    const account = ACCOUNT_MENU_ENTRIES.map((entry) => ({ path: entry.path, title: ACCOUNT_TITLES[entry.path]?.() ?? entry.label, english: entry.label }));
    return [...screens, ...account].map(({ path, title, english }) => ({
      id: `screen:${path}`,
      group: 'screens',
      title,
      detail: path,
      keywords: [english],
      run: () => navigate(path),
    }));
  }, [user, navigate]);
  useCommandSource('shell:screens', commands);
}
