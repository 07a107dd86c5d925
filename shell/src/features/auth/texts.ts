// Every user-visible string of the signed-out screens (spec 001 §2, §5, §8: login, sign-up, e-mail
// verification, password reset) and the few the shell shows before sign-in, word for word from the specs
// where they give one. TEXTS and ACCOUNT_TEXTS (app/) hold the same groups; these screens read them here,
// so /login downloads no console text. The words are the signed-out catalogue's (./i18n).
import { computed } from 'shared-kernel/i18n-react';
import { LIMITS } from 'shared-kernel/contracts';
import { t, texts } from './i18n/catalogue';

/** The server's refusal of a taken e-mail (in its words, not shown by us): the sign-up screen adds a hint to it. */
const SERVER_USER_EXISTS = 'User already exists';

export const SIGNED_OUT_TEXTS = texts({
  appTitle: 'shell.appTitle',
  genericError: 'shell.genericError',
  /** The thin bar while a screen's chunk downloads. */
  loading: 'shell.loading',
  login: {
    title: 'login.title',
    email: 'login.email',
    password: 'login.password',
    submit: 'login.submit',
    forgotPassword: 'login.forgotPassword',
    signup: 'login.signup',
    noAccount: 'login.noAccount',
  },
  signup: {
    title: 'signup.title',
    fullName: 'signup.fullName',
    email: 'signup.email',
    password: 'signup.password',
    confirmPassword: 'signup.confirmPassword',
    phone: 'signup.phone',
    website: 'signup.website',
    submit: 'signup.submit',
    haveAccount: 'signup.haveAccount',
    login: 'signup.login',
    alreadyExists: computed(() => SERVER_USER_EXISTS),
    resetHint: 'signup.resetHint',
  },
  registered: {
    title: 'registered.title',
    body: 'registered.body',
    goToLogin: 'registered.goToLogin',
  },
  verify: {
    title: 'verify.title',
    verifying: 'verify.verifying',
    success: 'verify.success',
    failure: 'verify.failure',
    goToLogin: 'verify.goToLogin',
  },
  activate: {
    title: 'activate.title',
    intro: computed(() => t('activate.intro', { digits: LIMITS.ACTIVATION_CODE_LENGTH })),
    code: 'activate.code',
    submit: 'activate.submit',
  },
  forgot: {
    title: 'forgot.title',
    email: 'forgot.email',
    send: 'forgot.send',
    sendAgain: 'forgot.sendAgain',
    cancel: 'forgot.cancel',
    sent: 'forgot.sent',
    notRegistered: 'forgot.notRegistered',
  },
  reset: {
    title: 'reset.title',
    email: 'reset.email',
    password: 'reset.password',
    confirmPassword: 'reset.confirmPassword',
    submit: 'reset.submit',
    cancel: 'reset.cancel',
    done: 'reset.done',
  },
});
