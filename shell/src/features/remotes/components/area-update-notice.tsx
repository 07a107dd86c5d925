// While an area is on screen, a release of its remote is announced, not forced: a quiet notice with
// a reload action that loads the new version into the area alone. Checked every minute and whenever
// the window regains focus (remotes.json is revalidated: a 304 while nothing changed).
import { Alert, Button } from 'shared-kernel/mui';
import { useEffect, useState } from 'react';
import { TEXTS } from '../../../app/texts';
import type { RemoteReleases } from '../lib/remote-releases';

export const UPDATE_CHECK_MS = 60_000;

export function AreaUpdateNotice({
  remote,
  title,
  releases,
  onReload,
}: {
  remote: string;
  title: string;
  releases: RemoteReleases;
  onReload: () => void;
}) {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    let live = true;
    const check = () => {
      releases.hasUpdate(remote).then(
        (update) => live && setAvailable(update),
        () => undefined,
      );
    };
    const timer = setInterval(check, UPDATE_CHECK_MS);
    window.addEventListener('focus', check);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [releases, remote]);

  if (!available) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ m: { xs: 1, sm: 2 } }}
      action={
        <Button color="inherit" size="small" onClick={onReload} aria-label={TEXTS.remote.reloadArea(title)}>
          {TEXTS.remote.reload}
        </Button>
      }
    >
      {TEXTS.remote.updateAvailable}
    </Alert>
  );
}
