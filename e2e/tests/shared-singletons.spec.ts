// One React, one MUI theme and one router at run time: the shell provides them, no remote fetches its
// own copy. MUI's theme lives in emotion's ThemeContext and MUI's two theme contexts; the router is
// the kernel's shared-kernel/routing module (react-router itself is bundled into it, tree-shaken).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER, sidebar, signIn } from '../support/console';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@mui/system/DefaultPropsProvider',
  'shared-kernel/routing',
  'shared-kernel/platform',
];
const AREAS = [
  { entry: 'Dashboard', pkg: 'mfe-live-chat' },
  { entry: 'Contacts', pkg: 'mfe-history' },
  { entry: 'Domains', pkg: 'mfe-settings' },
  { entry: 'Agents', pkg: 'mfe-agents' },
  { entry: 'Reports', pkg: 'mfe-reports' },
];

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Paths of the chunks that hold each shared package's own copy, as the app's manifest lists them. */
async function providerChunks(request: APIRequestContext, base: string): Promise<Map<string, string[]>> {
  const response = await request.get(`${base}mf-manifest.json`);
  expect(response.ok(), `${base}mf-manifest.json is served`).toBe(true);
  const manifest = (await response.json()) as Manifest;
  return new Map(manifest.shared.map((s) => [s.name, [...s.assets.js.sync, ...s.assets.js.async].map((f) => `${base}${f}`)]));
}

test('one React, one MUI theme and one router at run time across the shell and all five remotes', async ({ page, request }) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) fetched.push(pathname);
  });

  await signIn(page, OWNER);
  for (const { entry, pkg } of AREAS) {
    const entryLoaded = fetched.includes(`/remotes/${pkg}/remoteEntry.js`)
      ? Promise.resolve()
      : page.waitForResponse((r) => new URL(r.url()).pathname === `/remotes/${pkg}/remoteEntry.js`);
    await sidebar(page).getByRole('link', { name: entry }).click();
    await entryLoaded;
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/is unavailable right now/)).toHaveCount(0);
  }

  // No JS file is fetched twice.
  const twice = fetched.filter((path, i) => fetched.indexOf(path) !== i);
  expect(twice, 'files fetched more than once').toEqual([]);

  // The shell's copies are the ones in use; no remote's own copy of a singleton is ever fetched.
  const shell = await providerChunks(request, '/');
  for (const name of SINGLETONS) {
    expect(shell.get(name)?.some((chunk) => fetched.includes(chunk)), `the shell's ${name} is loaded`).toBe(true);
  }
  for (const { pkg } of AREAS) {
    const remote = await providerChunks(request, `/remotes/${pkg}/`);
    for (const name of SINGLETONS) {
      const ownCopy = (remote.get(name) ?? []).filter((chunk) => fetched.includes(chunk));
      expect(ownCopy, `${pkg} fetched its own ${name}`).toEqual([]);
    }
  }

  // The federation runtime agrees: each singleton has exactly one loaded provider, the shell.
  const providers = await page.evaluate((names) => {
    type Shared = { from: string; loaded?: boolean; lib?: unknown };
    type Scopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
    return Object.fromEntries(
      names.map((name) => {
        const loaded = new Set<Shared>();
        for (const instance of Object.values(share)) {
          for (const scope of Object.values(instance)) {
            for (const shared of Object.values(scope[name] ?? {})) if (shared.loaded || shared.lib) loaded.add(shared);
          }
        }
        return [name, [...loaded].map((s) => s.from)];
      }),
    );
  }, SINGLETONS);
  for (const name of SINGLETONS) expect(providers[name], `providers of ${name}`).toEqual(['shell']);
});
