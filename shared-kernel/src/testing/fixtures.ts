import type { AuthTokens, User } from 'shared-kernel/contracts';
import { expIn, fakeJwt } from './fake-jwt';

/** A signed-in owner (client role) for tests and mock shells. */
export function testUser(patch: Partial<User> = {}): User {
  return {
    _id: 'u-owner',
    userId: 'u-owner',
    clientId: null,
    email: 'owner@example.com',
    fullName: 'Demo Owner',
    jobTitle: '',
    userBio: '',
    phoneNumber: '',
    profilePhoto: null,
    userRole: 'client',
    isClient: true,
    isAdmin: false,
    isAgent: false,
    isOnline: true,
    status: 1,
    departments: [],
    ...patch,
  };
}

/** Tokens whose access token carries the user's id and email and expires in `ttlSeconds`. */
export function testTokens(user: Pick<User, '_id' | 'email'>, ttlSeconds = 3600, tag = 'a'): AuthTokens {
  return {
    accessToken: fakeJwt({ sub: user._id, email: user.email, sid: 'login-1', exp: expIn(ttlSeconds), tag }),
    refreshToken: `refresh-${tag}`,
  };
}
