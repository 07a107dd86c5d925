// Strings of the account screens (spec 001 §2, §5, §8; spec 000 §2, §4), word for word where the specs
// give them. Joined into TEXTS so the shell keeps one place for its texts. The words are the catalogues':
// the signed-out screens' groups are SIGNED_OUT_TEXTS's (features/auth/i18n), the rest the console's
// (app/i18n).
import type { roleLabel } from 'shared-kernel/contracts';
import { computed } from 'shared-kernel/i18n-react';
import { SIGNED_OUT_TEXTS } from '../features/auth/texts';
import { t, texts, type ConsoleTextKey } from './i18n/catalogue';

export const ACCOUNT_TEXTS = texts({
  signup: computed(() => SIGNED_OUT_TEXTS.signup),
  registered: computed(() => SIGNED_OUT_TEXTS.registered),
  verify: computed(() => SIGNED_OUT_TEXTS.verify),
  activate: computed(() => SIGNED_OUT_TEXTS.activate),
  forgot: computed(() => SIGNED_OUT_TEXTS.forgot),
  reset: computed(() => SIGNED_OUT_TEXTS.reset),
  breadcrumb: { label: 'breadcrumb.label', home: 'breadcrumb.home' },
  /** A user's role as My Account and the profile menu name it (the contract's roleLabel, in the console's language). */
  roles: { Admin: 'role.admin', 'Co-Admin': 'role.coAdmin', Agent: 'role.agent' } satisfies Record<ReturnType<typeof roleLabel>, ConsoleTextKey>,
  profile: {
    title: 'profile.title',
    fullName: 'profile.fullName',
    jobTitle: 'profile.jobTitle',
    bio: 'profile.bio',
    email: 'profile.email',
    role: 'profile.role',
    departments: 'profile.departments',
    photo: 'profile.photo',
    upload: 'profile.upload',
    remove: 'profile.remove',
    photoHint: 'profile.photoHint',
    photoRefused: 'profile.photoRefused',
    save: 'profile.save',
    saved: 'profile.saved',
    photoSaved: 'profile.photoSaved',
  },
  /** Issue 37: My Account's language choice. */
  language: {
    title: 'language.title',
    label: 'language.label',
    browser: 'language.browser',
    help: 'language.help',
    saved: 'language.saved',
  },
  changePassword: {
    title: 'changePassword.title',
    current: 'changePassword.current',
    next: 'changePassword.next',
    confirm: 'changePassword.confirm',
    submit: 'changePassword.submit',
    done: 'changePassword.done',
  },
  availability: {
    label: 'availability.label',
    online: 'availability.online',
    offline: 'availability.offline',
    /** The switch's name: 'Availability: Online' (WCAG 2.5.3, its visible label in it). */
    switchName: (state: string) => t('availability.switchName', { state }),
    updating: 'availability.updating',
    changedElsewhere: 'availability.changedElsewhere',
  },
  clientSwitch: {
    label: 'clientSwitch.label',
    none: 'clientSwitch.none',
    title: 'clientSwitch.title',
    countdown: (seconds: number) => t('clientSwitch.countdown', { seconds }),
  },
});
