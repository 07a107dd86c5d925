/**
 * @jest-environment node
 */
// The host hands its federation runtime to the remotes (build/provide-federation-runtime.mjs) by name:
// every name the installed @module-federation/runtime imports from runtime-core must be in that list,
// or a remote built with externalRuntime would fail to start after an upgrade.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const kernelDir = join(__dirname, '..', '..');
const workspace = join(kernelDir, '..');

function runtimeDistDir(): string {
  // The runtime the build uses: the one @module-federation/enhanced of the shell depends on.
  const fromShell = createRequire(join(workspace, 'shell', 'package.json'));
  const fromEnhanced = createRequire(fromShell.resolve('@module-federation/enhanced/webpack'));
  return dirname(fromEnhanced.resolve('@module-federation/runtime'));
}

function namesImportedFromRuntimeCore(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@module-federation\/runtime-core["']/g)) {
    names.push(...match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean));
  }
  return names;
}

describe('the federation runtime the host provides to the remotes', () => {
  const provider = readFileSync(join(kernelDir, 'build', 'provide-federation-runtime.mjs'), 'utf8');
  const provided = new Set(namesImportedFromRuntimeCore(provider));

  it('names something (the provider file is parsed)', () => {
    expect(provided.size).toBeGreaterThan(5);
  });

  it('covers every name the installed runtime imports from runtime-core', () => {
    const dist = runtimeDistDir();
    const needed = new Set<string>();
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      for (const name of namesImportedFromRuntimeCore(readFileSync(join(dist, file), 'utf8'))) needed.add(name);
    }
    expect(needed.size).toBeGreaterThan(0);
    expect([...needed].filter((name) => !provided.has(name))).toEqual([]);
  });
});
