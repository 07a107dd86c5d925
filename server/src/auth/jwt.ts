import { createSigner, createVerifier } from 'fast-jwt';

// HS256 access tokens through fast-jwt (the library behind @fastify/jwt).

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  return createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true })(claims);
}

/** The claims when the signature is ours and a numeric `exp` lies ahead; otherwise null. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, unknown> | null {
  try {
    // RFC 7519: a token is expired *at* exp; fast-jwt still accepts that very second, hence the +1 ms.
    const claims = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp'], clockTimestamp: nowSeconds * 1000 + 1 })(token) as unknown;
    if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}
