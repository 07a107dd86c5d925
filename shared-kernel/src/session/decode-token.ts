import type { AccessTokenClaims } from 'shared-kernel/contracts';

/** Reads a JWT's payload without verifying it (the server verifies; the console only needs the claims). */
export function decodeToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(decodeBase64Url(part)) as unknown;
    return json && typeof json === 'object' ? (json as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** True when the token has an `exp` claim at or before now (+ margin). A token without `exp` never expires here. */
export function isTokenExpired(token: string | null | undefined, marginMs = 0, now = Date.now()): boolean {
  const claims = decodeToken(token);
  if (!claims) return true;
  const exp = (claims as { exp?: unknown }).exp;
  return typeof exp === 'number' && exp * 1000 <= now + marginMs;
}

function decodeBase64Url(input: string): string {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(input.length / 4) * 4, '=');
  const binary = atob(base64);
  // Percent-encode each byte so decodeURIComponent turns the UTF-8 bytes back into text.
  let encoded = '';
  for (let i = 0; i < binary.length; i += 1) encoded += `%${binary.charCodeAt(i).toString(16).padStart(2, '0')}`;
  return decodeURIComponent(encoded);
}
