import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, type AuthTokens, type SessionTokens } from 'shared-kernel/contracts';
import { bearerToken } from './sessions';

/** The console asked for the cookie form of the refresh token (REFRESH_COOKIE). */
export const wantsRefreshCookie = (request: FastifyRequest): boolean => request.headers[REFRESH_COOKIE.requestHeader] === '1';

/** The refresh token of a refresh call: the spec's Authorization header first, else the console's cookie. */
export function presentedRefreshToken(request: FastifyRequest): string | null {
  return bearerToken(request.headers.authorization) ?? (request.cookies[REFRESH_COOKIE.name] || null);
}

/**
 * Answers new tokens in the form the caller asked for: the cookie form sets an httpOnly, SameSite=Strict
 * cookie only the refresh call receives and leaves the refresh token out of the body.
 */
export function answerTokens<T extends AuthTokens>(request: FastifyRequest, reply: FastifyReply, tokens: T, maxAgeSeconds: number): Omit<T, 'refreshToken'> & SessionTokens {
  if (!wantsRefreshCookie(request)) return tokens;
  reply.setCookie(REFRESH_COOKIE.name, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: REFRESH_COOKIE.path,
    maxAge: maxAgeSeconds,
  });
  const { refreshToken: _inCookie, ...rest } = tokens;
  return rest;
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE.name, { path: REFRESH_COOKIE.path, httpOnly: true, sameSite: 'strict' });
}
