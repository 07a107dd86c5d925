// Every user-visible string of the shared UI pieces (spec 000 §2, §8; spec 001 §2), in one place for tests.
export const UI_TEXTS = {
  errorFallback: 'Something Went Wrong. Please try again later',
  notFound: 'OOPS... Page Not Found. Please check the URL',
  goToDashboard: 'Go to Dashboard',
  goToLogin: 'Go to Login',
  clearMyCache: 'Clear My Cache',
  retry: 'Retry',
  loading: 'Loading',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  apiLoadFailed: 'Could not load the data from the API.',
  areaNotBuilt: (area: string) => `${area} is not built yet`,
  notAllowed: {
    title: 'This page is not available to you',
    text: 'Your role does not give access to this page. Ask an admin of your account if you need it.',
  },
  standalone: {
    signInTitle: 'Sign in',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signInFailed: 'Something went wrong',
  },
} as const;
