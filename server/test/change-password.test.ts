/** @jest-environment ./test/support/pglite-environment.cjs */
import type { Socket } from 'socket.io-client';
import { MESSAGES } from 'shared-kernel/validation';
import { api, connectAgent, createUser, disconnection, signIn } from './support/test-server';
import { serverFixture } from './support/socket-fixture';

const fx = serverFixture({ abuseLimitScale: 1 });

const NEW_PASSWORD = 'Changed#Pass2';

async function socketOf(token: string): Promise<Socket> {
  const socket = await connectAgent(fx.t.url, token);
  fx.track(socket);
  return socket;
}

describe('PATCH /users/change-password', () => {
  it("changes the password and ends the user's other logins, not the caller's", async () => {
    const user = await createUser(fx.t.server);
    const caller = await signIn(fx.t.url, user.email);
    const other = await signIn(fx.t.url, user.email);
    const callerSocket = await socketOf(caller.accessToken);
    const otherSocket = await socketOf(other.accessToken);
    const otherDropped = disconnection(otherSocket);

    const answer = await api(fx.t.url, 'PATCH', '/users/change-password', {
      token: caller.accessToken,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ statusCode: 200, message: 'Your password is successfully updated' });

    expect(await otherDropped).toBe('io server disconnect');
    expect((await api(fx.t.url, 'POST', '/auth/refresh', { token: other.refreshToken })).status).toBe(401);
    expect((await api(fx.t.url, 'GET', '/users/welcome-user', { token: other.accessToken })).status).toBe(401);

    expect(callerSocket.connected).toBe(true);
    expect((await api(fx.t.url, 'GET', '/users/welcome-user', { token: caller.accessToken })).status).toBe(200);
    expect((await api(fx.t.url, 'POST', '/auth/refresh', { token: caller.refreshToken })).status).toBe(200);

    expect((await api(fx.t.url, 'POST', '/auth/signin', { body: { email: user.email, password: user.password } })).status).toBe(400);
    await signIn(fx.t.url, user.email, NEW_PASSWORD);
  });

  it("refuses a wrong current password with 'Current password is incorrect'", async () => {
    const user = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, user.email);
    const answer = await api(fx.t.url, 'PATCH', '/users/change-password', {
      token: login.accessToken,
      body: { currentPassword: 'Wrong#Pass9', newPassword: NEW_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: 'Current password is incorrect' });
    await signIn(fx.t.url, user.email);
  });

  it('refuses the same password and a weak one with the shared messages', async () => {
    const user = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, user.email);
    const same = await api(fx.t.url, 'PATCH', '/users/change-password', {
      token: login.accessToken,
      body: { currentPassword: user.password, newPassword: user.password },
    });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ statusCode: 400, message: 'New password is same as present password' });
    expect(same.body.message).toBe(MESSAGES.samePassword);
    const weak = await api(fx.t.url, 'PATCH', '/users/change-password', {
      token: login.accessToken,
      body: { currentPassword: user.password, newPassword: 'weakpass' },
    });
    expect(weak.body).toEqual({ statusCode: 400, message: MESSAGES.passwordRule });
  });

  it('needs a signed-in user', async () => {
    const answer = await api(fx.t.url, 'PATCH', '/users/change-password', { body: { currentPassword: 'Secret#Pass1', newPassword: NEW_PASSWORD } });
    expect(answer.status).toBe(401);
  });

  it('stops guessing after ten wrong current passwords (429)', async () => {
    const user = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, user.email);
    const guess = () =>
      api(fx.t.url, 'PATCH', '/users/change-password', { token: login.accessToken, body: { currentPassword: 'Guess#Pass9', newPassword: NEW_PASSWORD } });
    for (let i = 0; i < 10; i += 1) expect((await guess()).status).toBe(400);
    const blocked = await api(fx.t.url, 'PATCH', '/users/change-password', {
      token: login.accessToken,
      body: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
