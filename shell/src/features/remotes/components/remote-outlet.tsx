// Renders one area's remote. Failure layers: loadArea retries the fetch (layer 1), the runtime's
// errorLoadRemote plugin answers with a stand-in module showing <AreaUnavailable> (layer 2), and
// the error boundary here catches a remote that throws while rendering (layer 3). Retry reloads.
// Entering the area (and Retry) first picks up a release of its remote from remotes.json; a remote
// built for a newer console is refused with its own message.
import { Box, LinearProgress } from 'shared-kernel/mui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AreaDefinition } from 'shared-kernel/contracts';
import type { RemoteModule } from 'shared-kernel/platform';
import { ErrorBoundary } from 'shared-kernel/ui';
import { TEXTS } from '../../../app/texts';
import { isIncompatibleRemote } from '../lib/contract-check';
import { AreaFrameContext, AreaUnavailable } from './area-unavailable';
import { AreaUpdateNotice } from './area-update-notice';
import { useRemoteLoader } from './remote-loader-context';

type OutletState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'failed'; needsNewerConsole: boolean };

export function RemoteOutlet({ area }: { area: Pick<AreaDefinition, 'remote' | 'title'> }) {
  const { loadArea, releases } = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OutletState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // Retry always reads remotes.json again (a rollback may be why it is pressed).
    const released = releases ? releases.sync(area.remote, { fresh: attempt > 0 }) : Promise.resolve(false);
    released
      .then((changed) => loadArea(area.remote, { fresh: attempt > 0 || changed }))
      .then(
        (module) => live && setState({ status: 'ready', module }),
        (error: unknown) => {
          console.warn(`[remotes] ${area.remote} is unavailable`, error);
          if (live) setState({ status: 'failed', needsNewerConsole: isIncompatibleRemote(error) });
        },
      );
    return () => {
      live = false;
    };
  }, [loadArea, releases, area.remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const title = TEXTS.areas[area.remote];
  const frame = useMemo(() => ({ title, retry }), [title, retry]);

  let content;
  if (state.status === 'loading') {
    content = (
      <Box sx={{ p: 2 }}>
        <LinearProgress aria-label={TEXTS.remote.loading(title)} />
      </Box>
    );
  } else if (state.status === 'failed') {
    content = <AreaUnavailable needsNewerConsole={state.needsNewerConsole} />;
  } else {
    const Area = state.module.default;
    content = (
      <>
        {releases && <AreaUpdateNotice remote={area.remote} title={title} releases={releases} onReload={retry} />}
        <ErrorBoundary
          key={attempt}
          onError={(error) => console.error(`[remotes] ${area.remote} crashed`, error)}
          fallback={() => <AreaUnavailable />}
        >
          <Area />
        </ErrorBoundary>
      </>
    );
  }
  return <AreaFrameContext.Provider value={frame}>{content}</AreaFrameContext.Provider>;
}
