// A remote may export an always-mounted part (e.g. new-chat notifications) and say so in AREAS
// (background: true): mount those for a signed-in user, after the first screen has settled. Only
// these remotes are fetched here; the others wait until their area is needed. A remote that is
// down simply has none.
import { useEffect, useState } from 'react';
import type { RemoteModule } from 'shared-kernel/platform';
import { ErrorBoundary } from 'shared-kernel/ui';
import { isFallbackModule } from '../lib/fallback-plugin';
import { useRemoteLoader } from './remote-loader-context';

const SETTLE_MS = 1500;

export function AreaBackgrounds() {
  const { loadArea, backgrounds } = useRemoteLoader();
  const [parts, setParts] = useState<Array<{ remote: string; Part: NonNullable<RemoteModule['Background']> }>>([]);

  useEffect(() => {
    if (backgrounds.length === 0) return;
    let live = true;
    const timer = setTimeout(() => {
      for (const remote of backgrounds) {
        loadArea(remote).then(
          (module) => {
            const Part = module.Background;
            if (live && Part && !isFallbackModule(module)) setParts((list) => [...list, { remote, Part }]);
          },
          () => undefined, // the area's own outlet reports and offers Retry
        );
      }
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [loadArea, backgrounds]);

  return (
    <>
      {parts.map(({ remote, Part }) => (
        <ErrorBoundary key={remote} fallback={() => null} onError={(error) => console.error(`[remotes] ${remote} background crashed`, error)}>
          <Part />
        </ErrorBoundary>
      ))}
    </>
  );
}
