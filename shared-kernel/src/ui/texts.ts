// Every user-visible string of the shared UI pieces (spec 000 §2, §8; spec 001 §2), in one place for tests.
// The words are the catalogue's (ui/i18n).
import { uiCatalogue } from './i18n/catalogue';

const { t, texts } = uiCatalogue;

export const UI_TEXTS = texts({
  errorFallback: 'ui.errorFallback',
  notFound: 'ui.notFound',
  goToDashboard: 'ui.goToDashboard',
  goToLogin: 'ui.goToLogin',
  clearMyCache: 'ui.clearMyCache',
  retry: 'ui.retry',
  loading: 'ui.loading',
  confirm: 'ui.confirm',
  cancel: 'ui.cancel',
  close: 'ui.close',
  apiLoadFailed: 'ui.apiLoadFailed',
  areaNotBuilt: (area: string) => t('ui.areaNotBuilt', { area }),
  notAllowed: {
    title: 'ui.notAllowed.title',
    text: 'ui.notAllowed.text',
  },
  standalone: {
    signInTitle: 'ui.standalone.signInTitle',
    email: 'ui.standalone.email',
    password: 'ui.standalone.password',
    signIn: 'ui.standalone.signIn',
    signOut: 'ui.standalone.signOut',
    signInFailed: 'ui.standalone.signInFailed',
  },
});
