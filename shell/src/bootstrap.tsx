// Startup: read remotes.json, register the remotes with the federation runtime, build the
// platform (session, HTTP client, socket), then render in the console's language (the signed-out
// screens' texts and the kernel's; the console's own come with it). A missing remotes.json still
// renders the console: every area then shows its fallback.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { createPlatform } from 'shared-kernel/platform';
import { navigateTo } from './app/navigation-bridge';
import { AreaUnavailable } from './app/lazy-pages';
import { ShellApp } from './app/shell-app';
import { ShellLanguage } from './features/auth/i18n/catalogue';
import { createAreaLoader } from './features/remotes/lib/area-loader';
import { assertCompatibleRemote, isIncompatibleRemote } from './features/remotes/lib/contract-check';
import { installAreaFallback, loadAreaModule, registerAreaRemotes, registeredEntry, reregisterRemote } from './features/remotes/lib/federation';
import { fetchRemotesConfig, type RemotesConfig } from './features/remotes/lib/remote-config';
import { createRemoteReleases } from './features/remotes/lib/remote-releases';

async function start(): Promise<void> {
  installAreaFallback(AreaUnavailable);
  let remotes: RemotesConfig | undefined;
  try {
    remotes = await fetchRemotesConfig();
    registerAreaRemotes(remotes);
  } catch (error) {
    console.error('[remotes] remotes.json could not be read', error);
  }
  const platform = createPlatform({ apiBase: '/api', onSessionEnded: () => navigateTo(ROUTES.login) });
  // A remote built against a newer kernel contract is refused before any of its code runs.
  const loadArea = createAreaLoader(
    async (remote) => {
      await assertCompatibleRemote(remote, registeredEntry(remote));
      return loadAreaModule(remote);
    },
    { giveUpOn: isIncompatibleRemote },
  );
  const releases = createRemoteReleases({ registeredEntry, reregisterRemote }, { initial: remotes });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <BrowserRouter>
      <ShellLanguage>
        <ShellApp platform={platform} loadArea={loadArea} releases={releases} />
      </ShellLanguage>
    </BrowserRouter>,
  );
}

void start();
