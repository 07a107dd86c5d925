// The server's welcome answer for a user, for tests whose shell asks `GET /users/welcome-user` on start.
import type { User, WelcomeResponse } from 'shared-kernel/contracts';

export function welcomeFor(user: User, info: Partial<WelcomeResponse['userinfo'][number]> = {}): WelcomeResponse {
  const userinfo = [{ userId: user.userId, fullName: user.fullName, jobTitle: user.jobTitle, userBio: user.userBio, ...info }];
  const { isClient, isAdmin, clientId, email } = user;
  return { clients: [], welcome: { email, userinfo, clientId, isClient, isAdmin }, isClient, isAdmin, userinfo };
}
