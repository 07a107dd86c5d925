import type { AccessTokenClaims } from 'shared-kernel/contracts';

/** An unsigned JWT carrying `claims` (the console only decodes tokens; the server verifies them). */
export function fakeJwt(claims: Partial<AccessTokenClaims> & Record<string, unknown>): string {
  const encode = (value: unknown) => base64Url(JSON.stringify(value));
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Seconds since the epoch, `secondsFromNow` ahead (negative = in the past). */
export const expIn = (secondsFromNow: number): number => Math.floor(Date.now() / 1000) + secondsFromNow;

function base64Url(text: string): string {
  const bytes = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
