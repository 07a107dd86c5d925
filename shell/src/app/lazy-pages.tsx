// Every screen but the login page is its own chunk, fetched when first shown (or preloaded when the
// login succeeds), so the login screen downloads only what it renders.
import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the library's own constraint
type AnyComponent = ComponentType<any>;
type Page = PreloadableComponent<AnyComponent>;

function page<M, C extends AnyComponent>(load: () => Promise<M>, pick: (module: M) => C): PreloadableComponent<C> {
  return lazyWithPreload(() => load().then((module) => ({ default: pick(module) })));
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
/** Any path no route matches. */
export const NotFound = page(() => import('./not-found'), (m) => m.NotFound);
/** A screen the user's role may not open: rare, so the shared UI kit is not fetched for it up front. */
export const NotAllowed = page(() => import('shared-kernel/ui'), (m) => m.NotAllowedNotice);
/** An area whose remote cannot be loaded (the federation runtime's fallback module renders it). */
export const AreaUnavailable = page(() => import('../features/remotes/components/area-unavailable'), (m) => m.AreaUnavailable);
/** One area's remote, with its loading and failure states. */
export const RemoteOutlet = page(() => import('../features/remotes/components/remote-outlet'), (m) => m.RemoteOutlet);
/** The signed-in frame with the area outlet and the areas' always-mounted parts. */
export const SignedInConsole = page(() => import('./signed-in-console'), (m) => m.SignedInConsole);

const ALL: Page[] = [
  AreaUnavailable,
  NotFound,
  NotAllowed,
  RemoteOutlet,
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
