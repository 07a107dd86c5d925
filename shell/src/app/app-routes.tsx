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
import { NotBuiltPage } from './not-built-page';
import { TEXTS } from './texts';

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
      <Route path={ROUTES.signup} element={<NotBuiltPage name={TEXTS.pages.signup} />} />
      <Route path={ROUTES.forgotPassword} element={<NotBuiltPage name={TEXTS.pages.forgotPassword} />} />
      <Route path={`${ROUTES.emailVerify}/*`} element={<NotBuiltPage name={TEXTS.pages.emailVerify} />} />
      <Route path={ROUTES.activate} element={<NotBuiltPage name={TEXTS.pages.activate} />} />
      <Route path={ROUTES.resetPassword} element={<NotBuiltPage name={TEXTS.pages.resetPassword} />} />
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
        <Route path={ROUTES.profile} element={<NotBuiltPage name={TEXTS.pages.profile} />} />
        <Route path={ROUTES.changePassword} element={<NotBuiltPage name={TEXTS.pages.changePassword} />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
