// Every screen but the login page is its own chunk, fetched when first shown (or preloaded when the
// login succeeds), so the login screen downloads only what it renders.
import type { ComponentType } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

type Page = ComponentType<Record<string, unknown>> & { preload: () => Promise<unknown> };

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<never>): Page {
  return lazyWithPreload(() => load().then((module) => ({ default: pick(module) as ComponentType }))) as Page;
}

export const SignupPage = page(() => import('../features/signup/components/signup-page'), (m) => m.SignupPage);
export const ForgotPasswordPage = page(
  () => import('../features/password-reset/components/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = page(
  () => import('../features/password-reset/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const RegistrationSuccessfulPage = page(
  () => import('../features/email-verification/components/registration-successful-page'),
  (m) => m.RegistrationSuccessfulPage,
);
export const VerifyEmailPage = page(
  () => import('../features/email-verification/components/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
export const ActivateAccountPage = page(
  () => import('../features/email-verification/components/activate-account-page'),
  (m) => m.ActivateAccountPage,
);
export const ProfilePage = page(() => import('../features/profile/components/profile-page'), (m) => m.ProfilePage);
export const ChangePasswordPage = page(
  () => import('../features/change-password/components/change-password-page'),
  (m) => m.ChangePasswordPage,
);
/** The signed-in frame with the area outlet and the areas' always-mounted parts. */
export const SignedInConsole = page(() => import('./signed-in-console'), (m) => m.SignedInConsole);

const ALL: Page[] = [
  SignupPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  RegistrationSuccessfulPage,
  VerifyEmailPage,
  ActivateAccountPage,
  ProfilePage,
  ChangePasswordPage,
  SignedInConsole,
];

/** Loads every page chunk (tests render synchronously afterwards). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(ALL.map((p) => p.preload()));
}
