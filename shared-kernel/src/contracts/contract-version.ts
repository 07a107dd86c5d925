// The version of the shell ⇄ remote contract (everything in shared-kernel a remote relies on at run
// time). Bump the minor for additive changes (a new export, event or optional field); bump the major for
// anything a remote built before could trip on (a removed or renamed export, event or route, a changed
// shape). Build tools read this line as text: keep it `export const CONTRACT_VERSION = 'M.m';`.
export const CONTRACT_VERSION = '1.4';

/** What a remote's mf-manifest.json carried before remotes declared a version: the first contract. */
export const UNDECLARED_CONTRACT_VERSION = '1.0';

export interface ContractVersion {
  major: number;
  minor: number;
}

export function parseContractVersion(text: string): ContractVersion | null {
  const match = /^(\d+)\.(\d+)$/.exec(text.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/**
 * A remote built against `built` runs in a shell that provides `provided` when the majors agree and the
 * shell is at least as new (a remote may use what its minor added; the shell's later additions are unused).
 */
export function isContractCompatible(built: string, provided: string = CONTRACT_VERSION): boolean {
  const remote = parseContractVersion(built);
  const shell = parseContractVersion(provided);
  if (!remote || !shell) return false;
  return remote.major === shell.major && remote.minor <= shell.minor;
}
