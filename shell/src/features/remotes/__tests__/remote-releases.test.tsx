// Version skew and releases on the shell's side: a remote built for a newer contract shows its area's
// "needs a newer console" message (without retrying), a promoted remote is re-registered when its area
// is entered, and an area on screen announces a release and loads it on Reload.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, parseContractVersion } from 'shared-kernel/contracts';
import type { RemoteModule } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { RemoteLoaderProvider } from '../components/remote-loader-context';
import { RemoteOutlet } from '../components/remote-outlet';
import { createAreaLoader } from '../lib/area-loader';
import { assertCompatibleRemote, contractVersionOf, isIncompatibleRemote } from '../lib/contract-check';
import { manifestHandoffPlugin } from '../lib/manifest-handoff';
import { createRemoteReleases } from '../lib/remote-releases';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const current = parseContractVersion(CONTRACT_VERSION)!;
const manifestFetch = (contractVersion?: string) =>
  jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ metaData: contractVersion ? { contractVersion } : {} }) })) as unknown as typeof fetch;

describe('contract check', () => {
  it('reads the version from metaData; an older manifest without one is the first contract', () => {
    expect(contractVersionOf({ metaData: { contractVersion: '3.2' } })).toBe('3.2');
    expect(contractVersionOf({ metaData: {} })).toBe('1.0');
  });

  it('lets a remote of this contract (or an older minor) through', async () => {
    await expect(assertCompatibleRemote('mfe_history', 'http://h/m.json', manifestFetch(CONTRACT_VERSION))).resolves.toBeUndefined();
  });

  it("hands the manifest it read to the runtime's next fetch of it, once", async () => {
    // jsdom has no fetch Response: the browser's one is only read back here.
    globalThis.Response ??= class {
      constructor(private readonly body: string) {}
      json() {
        return Promise.resolve(JSON.parse(this.body));
      }
    } as unknown as typeof Response;
    await assertCompatibleRemote('mfe_history', 'http://h/handed.json', manifestFetch(CONTRACT_VERSION));
    const fetchHook = manifestHandoffPlugin().fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
    const handed = await fetchHook('http://h/handed.json', {});
    expect(await handed?.json()).toEqual({ metaData: { contractVersion: CONTRACT_VERSION } });
    expect(fetchHook('http://h/handed.json', {})).toBeUndefined();
    expect(fetchHook('http://h/other.json', {})).toBeUndefined();
  });

  it('refuses a remote built against the next major or a newer minor', async () => {
    const nextMajor = `${current.major + 1}.0`;
    const newerMinor = `${current.major}.${current.minor + 1}`;
    for (const version of [nextMajor, newerMinor]) {
      const refusal = await assertCompatibleRemote('mfe_history', 'http://h/m.json', manifestFetch(version)).catch((error: unknown) => error);
      expect(isIncompatibleRemote(refusal)).toBe(true);
    }
  });
});

/** A registry like the federation module's, with remotes.json answers the test controls. */
function fakeReleases(initial: Record<string, string>) {
  const registered = { ...initial };
  let served = { ...initial };
  const reregistered: string[] = [];
  const releases = createRemoteReleases(
    {
      registeredEntry: (remote) => registered[remote],
      reregisterRemote: (remote, entry) => {
        if (!entry || registered[remote] === entry) return false;
        registered[remote] = entry;
        reregistered.push(`${remote} → ${entry}`);
        return true;
      },
    },
    { readConfig: async () => served, freshForMs: 0 },
  );
  return { releases, registered, reregistered, serve: (config: Record<string, string>) => (served = config) };
}

function fakeModule(text: string): RemoteModule {
  return { default: () => <p>{text}</p> };
}

const HISTORY = { remote: 'mfe_history', title: 'History' } as const;

describe('remotes.json reads', () => {
  it('let the first screen use the read made at start; later entries, Retry and update checks read again', async () => {
    let clock = 0;
    let served = { mfe_history: 'http://h/v1/mf-manifest.json' };
    const readConfig = jest.fn(async () => served);
    const registered: Record<string, string> = { ...served };
    const releases = createRemoteReleases(
      { registeredEntry: (remote) => registered[remote], reregisterRemote: (remote, entry) => (entry && entry !== registered[remote] ? ((registered[remote] = entry), true) : false) },
      { readConfig, initial: served, freshForMs: 3000, now: () => clock },
    );
    expect(await releases.sync('mfe_history')).toBe(false);
    expect(readConfig).not.toHaveBeenCalled();

    served = { mfe_history: 'http://h/v2/mf-manifest.json' };
    expect(await releases.hasUpdate('mfe_history')).toBe(true);
    expect(await releases.sync('mfe_history', { fresh: true })).toBe(true);
    expect(readConfig).toHaveBeenCalledTimes(2);

    clock = 3000;
    served = { mfe_history: 'http://h/v1/mf-manifest.json' };
    expect(await releases.sync('mfe_history')).toBe(true);
    expect(registered.mfe_history).toBe('http://h/v1/mf-manifest.json');
    expect(readConfig).toHaveBeenCalledTimes(3);
  });
});

describe('releases in an open console', () => {
  it('shows "needs a newer console" for an incompatible remote, at once, without retrying', async () => {
    const load = jest.fn(async () => {
      await assertCompatibleRemote('mfe_history', 'http://h/m.json', manifestFetch(`${current.major + 1}.0`));
      return fakeModule('never');
    });
    render(
      <RemoteLoaderProvider loadArea={createAreaLoader(load, { giveUpOn: isIncompatibleRemote, sleep: async () => undefined })} backgrounds={[]}>
        <RemoteOutlet area={HISTORY} />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText(TEXTS.remote.needsNewerConsole)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.remote.retry })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('re-registers a promoted remote when its area is entered, and loads the new version', async () => {
    const { releases, registered, serve } = fakeReleases({ mfe_history: 'http://h/v1/mf-manifest.json' });
    const load = jest.fn(async (remote: string) => fakeModule(`${remote} from ${registered[remote]}`));
    const loadArea = createAreaLoader(load);
    const { unmount } = render(
      <RemoteLoaderProvider loadArea={loadArea} releases={releases} backgrounds={[]}>
        <RemoteOutlet area={HISTORY} />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText('mfe_history from http://h/v1/mf-manifest.json')).toBeInTheDocument();
    unmount();

    serve({ mfe_history: 'http://h/v2/mf-manifest.json' });
    render(
      <RemoteLoaderProvider loadArea={loadArea} releases={releases} backgrounds={[]}>
        <RemoteOutlet area={HISTORY} />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText('mfe_history from http://h/v2/mf-manifest.json')).toBeInTheDocument();
  });

  it('announces a release to an area on screen and loads it on Reload', async () => {
    const { releases, registered, serve } = fakeReleases({ mfe_history: 'http://h/v1/mf-manifest.json' });
    const loadArea = createAreaLoader(async (remote) => fakeModule(`${remote} from ${registered[remote]}`));
    render(
      <RemoteLoaderProvider loadArea={loadArea} releases={releases} backgrounds={[]}>
        <RemoteOutlet area={HISTORY} />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText('mfe_history from http://h/v1/mf-manifest.json')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('focus')));
    await act(async () => undefined);
    expect(screen.queryByText(TEXTS.remote.updateAvailable)).not.toBeInTheDocument();

    serve({ mfe_history: 'http://h/v2/mf-manifest.json' });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText(TEXTS.remote.updateAvailable)).toBeInTheDocument();
    // The area keeps showing the version it has until the user asks.
    expect(screen.getByText('mfe_history from http://h/v1/mf-manifest.json')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: TEXTS.remote.reloadArea('History') }));
    expect(await screen.findByText('mfe_history from http://h/v2/mf-manifest.json')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.remote.updateAvailable)).not.toBeInTheDocument();
  });
});
