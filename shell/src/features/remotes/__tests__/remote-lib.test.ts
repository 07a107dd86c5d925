// The pieces under the outlet: remotes.json parsing, the retry layer, the errorLoadRemote
// plugin and the per-area cache.
import { createAreaLoader } from '../lib/area-loader';
import { areaFallbackPlugin, isFallbackModule } from '../lib/fallback-plugin';
import { loadWithRetry } from '../lib/load-with-retry';
import { fetchRemotesConfig, parseRemotesConfig } from '../lib/remote-config';

const Fallback = () => null;
const Area = () => null;
const noPause = () => Promise.resolve();
/** jsdom has no Response: the little of it remote-config reads. */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

describe('remotes.json', () => {
  it('resolves manifest URLs against the file, so relative and absolute entries both work', () => {
    const config = parseRemotesConfig(
      { mfe_history: '/remotes/mfe-history/mf-manifest.json', mfe_agents: 'agents/mf-manifest.json', mfe_settings: 'https://cdn.example.com/s/mf-manifest.json' },
      'https://console.example.com/app/remotes.json',
    );
    expect(config).toEqual({
      mfe_history: 'https://console.example.com/remotes/mfe-history/mf-manifest.json',
      mfe_agents: 'https://console.example.com/app/agents/mf-manifest.json',
      mfe_settings: 'https://cdn.example.com/s/mf-manifest.json',
    });
  });

  it('refuses a file that is not a name → URL map', () => {
    expect(() => parseRemotesConfig(['x'], 'http://h/remotes.json')).toThrow();
    expect(() => parseRemotesConfig({ mfe_history: 3 }, 'http://h/remotes.json')).toThrow(/mfe_history/);
  });

  it('is fetched beside index.html (the document base), never from a deep route', async () => {
    const fetchImpl = jest.fn(async () => answer(200, { mfe_agents: '/remotes/mfe-agents/mf-manifest.json' }));
    const config = await fetchRemotesConfig('http://localhost:8080/', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost:8080/remotes.json', expect.anything());
    expect(config.mfe_agents).toBe('http://localhost:8080/remotes/mfe-agents/mf-manifest.json');
  });

  it('reports a missing file', async () => {
    const fetchImpl = async () => answer(404, null);
    await expect(fetchRemotesConfig('http://h/', fetchImpl as unknown as typeof fetch)).rejects.toThrow(/404/);
  });
});

describe('loadWithRetry (failure layer 1)', () => {
  it('tries again with a growing pause and returns the first success', async () => {
    const pauses: number[] = [];
    const load = jest.fn().mockRejectedValueOnce(new Error('a')).mockRejectedValueOnce(new Error('b')).mockResolvedValue('ok');
    await expect(loadWithRetry(load, { attempts: 3, delayMs: 100, sleep: async (ms) => void pauses.push(ms) })).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([100, 200]);
  });

  it('throws the last error when every attempt fails', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValue(new Error('last'));
    await expect(loadWithRetry(load, { attempts: 2, sleep: noPause })).rejects.toThrow('last');
  });

  it('treats a fallback result as a failure, and hands it back when out of attempts', async () => {
    const load = jest.fn().mockResolvedValue('fallback');
    await expect(loadWithRetry(load, { attempts: 3, sleep: noPause, isFailure: (r) => r === 'fallback' })).resolves.toBe('fallback');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('areaFallbackPlugin (failure layer 2)', () => {
  const plugin = areaFallbackPlugin(Fallback);
  const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers a failed loadRemote with a module whose component is the area fallback', () => {
    const module = hook({ id: 'mfe_history/App', error: new Error('RUNTIME-003'), lifecycle: 'onLoad' });
    expect(isFallbackModule(module)).toBe(true);
    expect((module as { default: unknown }).default).toBe(Fallback);
  });

  it('stays out of earlier lifecycles, where the runtime expects a manifest or shared info', () => {
    expect(hook({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
  });
});

describe('createAreaLoader', () => {
  it('loads an area once and shares it', async () => {
    const load = jest.fn(async () => ({ default: Area }));
    const loadArea = createAreaLoader(load, { sleep: noPause });
    const [a, b] = await Promise.all([loadArea('mfe_agents'), loadArea('mfe_agents')]);
    expect(a).toBe(b);
    await loadArea('mfe_agents');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets failures so the next request loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Area });
    const loadArea = createAreaLoader(load, { attempts: 1, sleep: noPause });
    await expect(loadArea('mfe_agents')).rejects.toThrow('down');
    await expect(loadArea('mfe_agents')).resolves.toEqual({ default: Area });
  });

  it('refuses a module without a default component', async () => {
    const loadArea = createAreaLoader(async () => ({}) as never, { attempts: 1, sleep: noPause });
    await expect(loadArea('mfe_agents')).rejects.toThrow(/no default component/);
  });
});
