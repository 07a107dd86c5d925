/**
 * @jest-environment node
 */
// The shared webpack config carries the contract version into every remote's build: its manifest's
// metaData and the version each shared-kernel subpath is shared under; every singleton states what it requires; a
// release names its own chunk-loading global.
import { join } from 'node:path';
import { CONTRACT_VERSION } from '../contracts/contract-version';

const workspace = join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
const remoteConfig = () => require(join(workspace, 'mfe-history', 'webpack.config.js'))(null, { mode: 'production' });

interface FederationOptions {
  shared: Record<string, { singleton: boolean; version?: string; requiredVersion: string }>;
  manifest: true | { additionalData: (input: { stats: { metaData: Record<string, unknown> } }) => { metaData: Record<string, unknown> } };
}
const federationOf = (config: { plugins: Array<{ _options?: unknown }> }) => config.plugins[0]._options as FederationOptions;

afterEach(() => {
  delete process.env.REMOTE_RELEASE_TAG;
  delete process.env.CONTRACT_VERSION_OVERRIDE;
});

describe('the contract version in a remote build', () => {
  it('goes into mf-manifest.json metaData and is the version shared-kernel is shared under', () => {
    const federation = federationOf(remoteConfig());
    if (federation.manifest === true) throw new Error('a remote manifest must carry additional data');
    expect(federation.manifest.additionalData({ stats: { metaData: { name: 'mfe_history' } } }).metaData).toEqual({ name: 'mfe_history', contractVersion: CONTRACT_VERSION });
    const kernel = { singleton: true, version: `${CONTRACT_VERSION}.0`, requiredVersion: `^${CONTRACT_VERSION}.0` };
    // Each stateful subpath by name, under the contract version; the stateless queue texts are bundled.
    for (const subpath of ['contracts', 'platform', 'session', 'http', 'realtime', 'routing', 'transcript']) expect(federation.shared[`shared-kernel/${subpath}`]).toEqual(kernel);
    expect(federation.shared['shared-kernel/queue']).toBeUndefined();
  });

  it('can be overridden to build a remote that claims another contract', () => {
    process.env.CONTRACT_VERSION_OVERRIDE = '7.1';
    const federation = federationOf(remoteConfig());
    if (federation.manifest === true) throw new Error('a remote manifest must carry additional data');
    expect(federation.manifest.additionalData({ stats: { metaData: {} } }).metaData.contractVersion).toBe('7.1');
  });

  it('gives every shared module a requiredVersion, so a mismatch is reported', () => {
    for (const [name, shared] of Object.entries(federationOf(remoteConfig()).shared)) {
      expect({ name, requiredVersion: typeof shared.requiredVersion }).toEqual({ name, requiredVersion: 'string' });
    }
  });

  it('names a release its own chunk-loading global, and a plain build the usual one', () => {
    expect(remoteConfig().output.uniqueName).toBe('mfe_history');
    process.env.REMOTE_RELEASE_TAG = '1a2b3c';
    expect(remoteConfig().output.uniqueName).toBe('mfe_history_1a2b3c');
  });
});
