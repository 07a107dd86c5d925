import negotiate from '@fastify/accept-negotiator';

/** The codings the build writes beside each text file (`file.br`, `file.gz`), best first. */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type Coding = (typeof PRECOMPRESSED)[number]['coding'] | 'identity';

/** Files the build compresses (text); anything else (images, sounds, fonts) is served as it is. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|map|txt|xml|webmanifest)$/i;

interface Entry {
  name: string;
  q: number;
}

function entriesOf(header: string): Entry[] {
  return header
    .split(',')
    .map((part) => {
      const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { name, q: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.name);
}

/** Identity is acceptable unless `identity;q=0`, or `*;q=0` with no entry for identity (RFC 9110, 12.5.3). */
function identityAccepted(entries: readonly Entry[]): boolean {
  const own = entries.find((entry) => entry.name === 'identity');
  if (own) return own.q > 0;
  const any = entries.find((entry) => entry.name === '*');
  return !any || any.q > 0;
}

/**
 * The codings `Accept-Encoding` accepts among `offered`, best first by the client's weights (brotli before
 * gzip when equal), identity last unless excluded. No header: identity only, as most servers and
 * proxies do; an empty one asks for no coding.
 */
export function acceptedCodings(header: string | undefined, offered: readonly Exclude<Coding, 'identity'>[]): Coding[] {
  if (header === undefined || header.trim() === '') return ['identity'];
  const rest = [...offered];
  const accepted: Coding[] = [];
  for (let best = negotiate(header, rest); best; best = negotiate(header, rest)) {
    accepted.push(best);
    rest.splice(rest.indexOf(best), 1);
  }
  if (identityAccepted(entriesOf(header))) accepted.push('identity');
  return accepted;
}
