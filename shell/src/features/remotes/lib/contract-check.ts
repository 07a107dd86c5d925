// Version skew guard: a remote's mf-manifest.json says which kernel contract it was built against
// (metaData.contractVersion, written by the shared webpack config). The shell reads it before loading
// the remote and refuses one it cannot serve, so its area shows why instead of breaking.
import { CONTRACT_VERSION, isContractCompatible, UNDECLARED_CONTRACT_VERSION } from 'shared-kernel/contracts';
import { handOverManifest } from './manifest-handoff';

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly builtAgainst: string,
  ) {
    super(`${remote} was built against contract ${builtAgainst}; this console provides ${CONTRACT_VERSION}`);
    this.name = 'IncompatibleRemoteError';
  }
}

export function isIncompatibleRemote(error: unknown): error is IncompatibleRemoteError {
  return error instanceof IncompatibleRemoteError;
}

/** The contract version in a manifest; a manifest from before versioning counts as the first contract. */
export function contractVersionOf(manifest: unknown): string {
  const metaData = (manifest as { metaData?: { contractVersion?: unknown } } | null)?.metaData;
  const version = metaData?.contractVersion;
  return typeof version === 'string' ? version : UNDECLARED_CONTRACT_VERSION;
}

/**
 * Throws IncompatibleRemoteError for a remote this shell cannot serve. A manifest that cannot be read is
 * left to the federation runtime, whose failure shows the ordinary fallback.
 */
export async function assertCompatibleRemote(remote: string, manifestUrl: string | undefined, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!manifestUrl) return;
  let manifest: unknown;
  let text: string;
  try {
    // Revalidated (no-cache + ETag): a release switches areas by this file.
    const response = await fetchImpl(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return;
    text = await response.text();
    manifest = JSON.parse(text);
  } catch {
    return;
  }
  const builtAgainst = contractVersionOf(manifest);
  if (!isContractCompatible(builtAgainst)) throw new IncompatibleRemoteError(remote, builtAgainst);
  handOverManifest(manifestUrl, text);
}
