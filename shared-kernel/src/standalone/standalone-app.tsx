import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'shared-kernel/routing';
import { PlatformRoot, useEventBus, useSession, type Platform } from 'shared-kernel/platform';
import { ErrorBoundary, ErrorFallback } from 'shared-kernel/ui';
import { SignInForm } from './sign-in-form';
import { TopBar } from './top-bar';

export interface StandaloneAppProps {
  platform: Platform;
  App: ComponentType;
  /** The remote's always-mounted part, if it has one. */
  Background?: ComponentType;
  title: string;
  /** The area's pages: links in the bar, and '/' goes to the first. */
  paths?: readonly string[];
}

/** A remote alone: the platform frame, sign-in when there is no session, then the area in a router. */
export function StandaloneApp({ platform, ...rest }: StandaloneAppProps) {
  return (
    <PlatformRoot platform={platform}>
      <Harness {...rest} />
    </PlatformRoot>
  );
}

function Harness({ App, Background, title, paths }: Omit<StandaloneAppProps, 'platform'>) {
  const { user, tokens } = useSession();
  const bus = useEventBus();
  const signedIn = Boolean(user && tokens);

  useEffect(() => {
    if (signedIn) bus.connect();
  }, [bus, signedIn]);

  if (!signedIn) return <SignInForm title={title} />;
  return (
    <BrowserRouter>
      <TopBar title={title} paths={paths} />
      <ErrorBoundary fallback={({ reset }) => <ErrorFallback signedIn onRetry={reset} />}>
        <HomeRedirect to={paths?.find((path) => !/[:*]/.test(path))} />
        {Background && <Background />}
        <App />
      </ErrorBoundary>
    </BrowserRouter>
  );
}

/** The standalone page opens at '/', which belongs to no area: go to the area's first page. */
function HomeRedirect({ to }: { to?: string }) {
  const { pathname } = useLocation();
  return to && pathname === '/' ? <Navigate to={to} replace /> : null;
}
