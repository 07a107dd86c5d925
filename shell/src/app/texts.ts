// Every user-visible string of the shell, word for word from the specs where they give one.
import { ACCOUNT_TEXTS } from './account-texts';

export const TEXTS = {
  ...ACCOUNT_TEXTS,
  appTitle: 'Live Chat',
  offlineBanner: 'You are offline. Please check your status or Internet connection.',
  genericError: 'Something went wrong',
  /** Not in the spec: the server closed this console for a newer one (a user holds at most `max` at once). */
  consoleReplaced: (max: number) => `This console was closed because you opened more than ${max}. Reload the page to use it here.`,
  login: {
    title: 'Log in to your account',
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
    forgotPassword: 'Forgot password?',
    signup: 'Sign up',
    noAccount: "Don't have an account?",
  },
  remote: {
    unavailable: (area: string) => `${area} is unavailable right now.`,
    needsNewerConsole: 'This area was updated and needs a newer console; reload',
    updateAvailable: 'A new version of this area is available',
    reload: 'Reload',
    reloadArea: (area: string) => `Reload ${area}`,
    retry: 'Retry',
    loading: (area: string) => `Loading ${area}`,
  },
  nav: {
    label: 'Main navigation',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    myAccount: 'My Account',
    changePassword: 'Change Password',
    logOut: 'Log Out',
  },
  header: {
    profileMenu: 'Open profile menu',
    myAccount: 'My Account',
    changePassword: 'Change Password',
    logout: 'Logout',
  },
  logoutDialog: {
    title: 'Logout',
    body: 'Are you sure you want to logout?',
    cancel: 'Cancel',
    confirm: 'Logout',
  },
} as const;
