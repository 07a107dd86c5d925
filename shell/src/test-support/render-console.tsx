// Renders the shell's routes inside the kernel's mock shell, with fake remotes instead of the
// federation runtime: the shell's side of the remote contract, tested without a network.
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLocation } from 'shared-kernel/routing';
import type { RemoteName } from 'shared-kernel/contracts';
import type { RemoteModule } from 'shared-kernel/platform';
import { renderWithShell, type MockShellOptions } from 'shared-kernel/testing';
import { AppRoutes } from '../app/app-routes';
import { RemoteLoaderProvider } from '../features/remotes/components/remote-loader-context';
import { createAreaLoader, type LoadRemoteModule } from '../features/remotes/lib/area-loader';

/** A remote whose area names itself and the path it was given. */
export function fakeRemote(remote: string, extra: Partial<RemoteModule> = {}): RemoteModule {
  function FakeArea() {
    const { pathname } = useLocation();
    return <p>{`remote ${remote} at ${pathname}`}</p>;
  }
  return { default: FakeArea as ComponentType, ...extra };
}

/** Every remote loads at once. */
export const allRemotesUp: LoadRemoteModule = async (remote) => fakeRemote(remote);

export interface RenderConsoleOptions extends MockShellOptions {
  load?: LoadRemoteModule;
  backgrounds?: readonly RemoteName[];
}

export function renderConsole({ load = allRemotesUp, backgrounds = [], ...shellOptions }: RenderConsoleOptions = {}) {
  // No pauses between retries in tests.
  const loadArea = createAreaLoader(load, { sleep: () => Promise.resolve() });
  const result = renderWithShell(
    <RemoteLoaderProvider loadArea={loadArea} backgrounds={backgrounds}>
      <AppRoutes />
    </RemoteLoaderProvider>,
    { ...shellOptions, endpoints: { mentions: { mentions: [], unread: 0 }, ...shellOptions.endpoints } },
  );
  // The header's Mentions entry loads GET /chat/mentions on every signed-in screen (its own tests read
  // `shell.calls`): `calls` here are the other features' calls.
  return Object.defineProperty(result, 'calls', { get: () => result.shell.calls.filter((call) => call.key !== 'mentions') });
}

/** useViewport reads window.innerWidth. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Waits until the routed area finished loading (so no state update lands after the test). */
export async function remoteSettled(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
}
