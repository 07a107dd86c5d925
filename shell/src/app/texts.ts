// Every user-visible string of the shell, word for word from the specs where they give one. The words are
// the catalogues': the console's (./i18n), and the signed-out one's (SIGNED_OUT_TEXTS) for what the shell
// also shows before sign-in.
import { ROUTES, type RemoteName } from 'shared-kernel/contracts';
import { computed } from 'shared-kernel/i18n-react';
import { SIGNED_OUT_TEXTS } from '../features/auth/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { t, texts, type ConsoleTextKey } from './i18n/catalogue';

const SHELL_TEXTS = texts({
  appTitle: computed(() => SIGNED_OUT_TEXTS.appTitle),
  offlineBanner: 'shell.offlineBanner',
  genericError: computed(() => SIGNED_OUT_TEXTS.genericError),
  /** Not in the spec: the server closed this console for a newer one (a user holds at most `max` at once). */
  consoleReplaced: (max: number) => t('shell.consoleReplaced', { max }),
  login: computed(() => SIGNED_OUT_TEXTS.login),
  remote: {
    unavailable: (area: string) => t('remote.unavailable', { area }),
    needsNewerConsole: 'remote.needsNewerConsole',
    updateAvailable: 'remote.updateAvailable',
    reload: 'remote.reload',
    reloadArea: (area: string) => t('remote.reloadArea', { area }),
    retry: 'remote.retry',
    loading: (area: string) => t('remote.loading', { area }),
    /** The name of an area the outlet has not named (the federation runtime's stand-in module). */
    thisArea: 'remote.thisArea',
  },
  /** The areas' names (the contract's AREAS titles keep English). */
  areas: {
    mfe_live_chat: 'area.liveChat',
    mfe_settings: 'area.settings',
    mfe_history: 'area.history',
    mfe_agents: 'area.agents',
    mfe_reports: 'area.reports',
  } satisfies Record<RemoteName, ConsoleTextKey>,
  nav: {
    label: 'nav.label',
    collapse: 'nav.collapse',
    expand: 'nav.expand',
    openMenu: 'nav.openMenu',
    closeMenu: 'nav.closeMenu',
    myAccount: 'nav.myAccount',
    changePassword: 'nav.changePassword',
    logOut: 'nav.logOut',
  },
  /** The sidebar's entries by path (the contract's SIDEBAR_ENTRIES keep the spec's English words). */
  sidebar: {
    [ROUTES.dashboard]: 'sidebar.dashboard',
    [ROUTES.activeChats]: 'sidebar.activeChats',
    [ROUTES.contacts]: 'sidebar.contacts',
    [ROUTES.conversationHistory]: 'sidebar.chatHistory',
    [ROUTES.unattendedChats]: 'sidebar.unattendedChats',
    [ROUTES.manageAgents]: 'sidebar.agents',
    [ROUTES.reports]: 'sidebar.reports',
    [ROUTES.myWidgets]: 'sidebar.domains',
    [ROUTES.cannedMessages]: 'sidebar.cannedMessages',
    [ROUTES.autoMessages]: 'sidebar.autoMessages',
    [ROUTES.blockedVisitors]: 'sidebar.blockedGuests',
    [ROUTES.integrations]: 'sidebar.integrations',
  },
  header: {
    profileMenu: 'header.profileMenu',
    /** With the initials shown on the button (WCAG 2.5.3, label in name). */
    profileMenuOf: (initials: string) => t('header.profileMenuOf', { initials }),
    myAccount: 'header.myAccount',
    changePassword: 'header.changePassword',
    logout: 'header.logout',
  },
  logoutDialog: {
    title: 'logoutDialog.title',
    body: 'logoutDialog.body',
    cancel: 'logoutDialog.cancel',
    confirm: 'logoutDialog.confirm',
  },
});

/** `{ ...ACCOUNT_TEXTS, ...SHELL_TEXTS }`, each text still read when used (a spread would read them once, in English). */
export const TEXTS = Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(ACCOUNT_TEXTS), ...Object.getOwnPropertyDescriptors(SHELL_TEXTS) },
) as typeof ACCOUNT_TEXTS & typeof SHELL_TEXTS;
