// Every route of both specs mapped to its owner: the four remotes (AREAS) inside the guarded
// console frame, the account screens owned by the shell, and the not-found page for the rest.
import { Navigate, Route, Routes } from 'react-router-dom';
import { AREAS, ROUTES } from 'shared-kernel/contracts';
import { useSignedIn } from 'shared-kernel/platform';
import { NotFoundPage } from 'shared-kernel/ui';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireSession } from '../features/auth/components/require-session';
import { ConsoleLayout } from '../features/layout/components/console-layout';
import { AreaBackgrounds } from '../features/remotes/components/area-backgrounds';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet';
import { ChangePasswordPage } from '../features/change-password/components/change-password-page';
import { ActivateAccountPage } from '../features/email-verification/components/activate-account-page';
import { RegistrationSuccessfulPage } from '../features/email-verification/components/registration-successful-page';
import { VerifyEmailPage } from '../features/email-verification/components/verify-email-page';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SignupPage } from '../features/signup/components/signup-page';

function RootRedirect() {
  return <Navigate to={useSignedIn() ? ROUTES.dashboard : ROUTES.login} replace />;
}

function NotFound() {
  return <NotFoundPage signedIn={useSignedIn()} />;
}

export function AppRoutes() {
  return (
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
            <ConsoleLayout extras={<AreaBackgrounds />} />
          </RequireSession>
        }
      >
        {AREAS.flatMap((area) =>
          area.paths.map((path) => (
            // Keyed by area: moving between pages of one area keeps its loaded remote mounted.
            <Route key={path} path={path} element={<RemoteOutlet key={area.remote} area={area} />} />
          )),
        )}
        <Route path={ROUTES.profile} element={<ProfilePage />} />
        <Route path={ROUTES.changePassword} element={<ChangePasswordPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
