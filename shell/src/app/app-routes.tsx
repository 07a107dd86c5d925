// Every route of both specs mapped to its owner: the four remotes (AREAS) inside the guarded
// console frame, the account screens owned by the shell, and the not-found page for the rest.
// Inside the frame each screen is also checked against the roles allowed to open it.
import { Suspense, type ReactNode } from 'react';
import { LinearProgress } from 'shared-kernel/mui';
import { Navigate, Route, Routes } from 'shared-kernel/routing';
import { AREAS, ROUTES } from 'shared-kernel/contracts';
import { useSignedIn } from 'shared-kernel/platform';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireRouteAccess } from '../features/auth/components/require-route-access';
import { RequireSession } from '../features/auth/components/require-session';
import { SIGNED_OUT_TEXTS } from '../features/auth/texts';
import {
  ActivateAccountPage,
  ChangePasswordPage,
  ForgotPasswordPage,
  NotFound,
  ProfilePage,
  RegistrationSuccessfulPage,
  RemoteOutlet,
  ResetPasswordPage,
  SignedInConsole,
  SignupPage,
  VerifyEmailPage,
} from './lazy-pages';

function RootRedirect() {
  return <Navigate to={useSignedIn() ? ROUTES.dashboard : ROUTES.login} replace />;
}

/** While a screen's chunk downloads: a thin bar at the top, nothing that jumps. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LinearProgress aria-label={SIGNED_OUT_TEXTS.loading} sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />}>
      {children}
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Loading>
      <Routes>
        <Route path={ROUTES.root} element={<RootRedirect />} />
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.signup} element={<SignupPage />} />
        <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={ROUTES.emailVerify} element={<RegistrationSuccessfulPage />} />
        <Route path={`${ROUTES.emailVerify}/:id`} element={<VerifyEmailPage />} />
        <Route path={ROUTES.activate} element={<ActivateAccountPage />} />
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        <Route
          element={
            <RequireSession>
              <SignedInConsole />
            </RequireSession>
          }
        >
          <Route element={<RequireRouteAccess />}>
            {AREAS.flatMap((area) =>
              area.paths.map((path) => (
                // Keyed by area: moving between pages of one area keeps its loaded remote mounted.
                <Route key={path} path={path} element={<RemoteOutlet key={area.remote} area={area} />} />
              )),
            )}
            <Route path={ROUTES.profile} element={<ProfilePage />} />
            <Route path={ROUTES.changePassword} element={<ChangePasswordPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Loading>
  );
}
