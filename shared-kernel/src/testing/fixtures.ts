import type { ChatActivity, SessionTokens, User } from 'shared-kernel/contracts';
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

/**
 * Tokens as the console holds them (the refresh token lives in its httpOnly cookie): an access token
 * carrying the user's id and email that expires in `ttlSeconds`.
 */
export function testTokens(user: Pick<User, '_id' | 'email'>, ttlSeconds = 3600, tag = 'a'): SessionTokens {
  return { accessToken: fakeJwt({ sub: user._id, email: user.email, sid: 'login-1', exp: expIn(ttlSeconds), tag }) };
}

/** A chat's hand-over as the server records it (issue 26): Anna passes the chat to Bob unless patched. */
export function testActivity(id: string, chatTime: string, patch: Partial<ChatActivity> = {}): ChatActivity {
  return {
    id,
    chatId: 'c1',
    kind: 'transfer-agent',
    actorId: 'u-anna',
    actorName: 'Anna',
    fromAgentId: 'u-anna',
    fromAgentName: 'Anna',
    toAgentId: 'u-bob',
    toAgentName: 'Bob',
    departmentId: null,
    departmentName: null,
    note: '',
    chatTime,
    ...patch,
  };
}
