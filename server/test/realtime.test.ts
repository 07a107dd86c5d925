/** @jest-environment ./test/support/pglite-environment.cjs */
import type { Socket } from 'socket.io-client';
import { SENDING_TOO_FAST } from 'shared-kernel/contracts';
import { sharedRate } from '../src/realtime/rate-bucket';
import { SOCKET_CAPS } from '../src/realtime/socket-cap';
import { rooms } from '../src/realtime/socket-types';
import { api, connectAgent, createUser, nextEvent, signIn, type LooseJson } from './support/test-server';
import { serverFixture } from './support/socket-fixture';

const fx = serverFixture();

async function agentSocket(token: string, query: Record<string, string> = {}): Promise<Socket> {
  const socket = await connectAgent(fx.t.url, token, query);
  fx.track(socket);
  return socket;
}

describe('agent socket handshake', () => {
  it("refuses a missing, forged or ended token with 'Access Denied'", async () => {
    await expect(connectAgent(fx.t.url, '')).rejects.toThrow('Access Denied');
    await expect(connectAgent(fx.t.url, 'not-a-token')).rejects.toThrow('Access Denied');
    const { email } = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, email);
    const [header, , sig] = login.accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', sid: 'x', exp: 9999999999 })).toString('base64url');
    await expect(connectAgent(fx.t.url, `${header}.${forged}.${sig}`)).rejects.toThrow('Access Denied');
    await api(fx.t.url, 'POST', '/auth/logout', { token: login.accessToken });
    await expect(connectAgent(fx.t.url, login.accessToken)).rejects.toThrow('Access Denied');
  });

  it('checks the agentId and isClient query against the token', async () => {
    const owner = await createUser(fx.t.server, { role: 'client' });
    const login = await signIn(fx.t.url, owner.email);
    await expect(connectAgent(fx.t.url, login.accessToken, { agentId: 'somebody-else' })).rejects.toThrow('Access Denied');
    await expect(connectAgent(fx.t.url, login.accessToken, { agentId: owner.id, isClient: 'false' })).rejects.toThrow('Access Denied');
    const socket = await agentSocket(login.accessToken, { agentId: owner.id, isClient: 'true' });
    expect(socket.connected).toBe(true);
  });

  it('accepts the token in the Authorization header as well', async () => {
    const { email } = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, email);
    const { io } = await import('socket.io-client');
    const socket = io(fx.t.url, {
      path: '/socket.io',
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { authorization: `Bearer ${login.accessToken}` },
    });
    fx.track(socket);
    await nextEvent(socket, 'connect');
    expect(socket.connected).toBe(true);
  });
});

describe('online status across tabs', () => {
  it('toggle-online flips the flag and tells every socket of the user', async () => {
    const owner = await createUser(fx.t.server);
    const tabA = await signIn(fx.t.url, owner.email);
    const tabB = await signIn(fx.t.url, owner.email);
    const socketA = await agentSocket(tabA.accessToken);
    const socketB = await agentSocket(tabB.accessToken);
    const stranger = await createUser(fx.t.server);
    const strangerSocket = await agentSocket((await signIn(fx.t.url, stranger.email)).accessToken);
    let strangerHeard = false;
    strangerSocket.on('user-online-status-is', () => (strangerHeard = true));

    const heardA = nextEvent(socketA, 'user-online-status-is');
    const heardB = nextEvent(socketB, 'user-online-status-is');
    const toggled = await api(fx.t.url, 'GET', '/users/toggle-online', { token: tabA.accessToken });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toEqual({ isOnline: true });
    expect(await heardA).toEqual({ userId: owner.id, isOnline: true });
    expect(await heardB).toEqual({ userId: owner.id, isOnline: true });

    const back = await api(fx.t.url, 'GET', '/users/toggle-online', { token: tabB.accessToken });
    expect(back.body).toEqual({ isOnline: false });
    expect(strangerHeard).toBe(false);
  });

  it("answers 'user-online-status' with 'user-online-status-is' to the asking socket", async () => {
    const owner = await createUser(fx.t.server);
    const login = await signIn(fx.t.url, owner.email);
    await api(fx.t.url, 'GET', '/users/toggle-online', { token: login.accessToken });
    const socket = await agentSocket(login.accessToken);
    const heard = nextEvent(socket, 'user-online-status-is');
    const ack = await socket.timeout(3000).emitWithAck('user-online-status', { userId: owner.id });
    expect(ack).toEqual({ ok: true });
    expect(await heard).toEqual({ userId: owner.id, isOnline: true });
  });

  it("does not reveal users of another account, and tells the account's agents about status changes", async () => {
    const owner = await createUser(fx.t.server);
    const agent = await createUser(fx.t.server, { role: 'agent', clientId: owner.id });
    const outsider = await createUser(fx.t.server);
    const ownerSocket = await agentSocket((await signIn(fx.t.url, owner.email)).accessToken);
    const agentLogin = await signIn(fx.t.url, agent.email);

    const outsiderSocket = await agentSocket((await signIn(fx.t.url, outsider.email)).accessToken);
    expect(await outsiderSocket.timeout(3000).emitWithAck('user-online-status', { userId: agent.id })).toEqual({ ok: false });

    const status = nextEvent(ownerSocket, 'agent_status');
    await api(fx.t.url, 'GET', '/users/toggle-online', { token: agentLogin.accessToken });
    expect(await status).toEqual({ agentId: agent.id, status: 'online', photo: null });
    expect(await ownerSocket.timeout(3000).emitWithAck('user-online-status', { userId: agent.id })).toEqual({ ok: true });
  });
});

describe("a user's consoles", () => {
  it('holds ten consoles of a user at most: a newer one closes the oldest', async () => {
    const owner = await createUser(fx.t.server);
    const { accessToken } = await signIn(fx.t.url, owner.email);
    const consoles: Socket[] = [];
    for (let i = 0; i < SOCKET_CAPS.agentUser; i += 1) consoles.push(await agentSocket(accessToken));
    const closed = nextEvent<string>(consoles[0], 'disconnect');
    // Told first, so the console does not come back to push out the next oldest.
    const told = nextEvent<LooseJson>(consoles[0], 'console-replaced');
    const newest = await agentSocket(accessToken);
    expect(await told).toEqual({ max: SOCKET_CAPS.agentUser });
    expect(await closed).toBe('io server disconnect');
    expect([...consoles.slice(1), newest].every((socket) => socket.connected)).toBe(true);
    // Another user's consoles are not counted with these.
    const other = await createUser(fx.t.server);
    expect((await agentSocket((await signIn(fx.t.url, other.email)).accessToken)).connected).toBe(true);
    expect(await fx.t.server.ctx.io.in(rooms.user(owner.id)).fetchSockets()).toHaveLength(SOCKET_CAPS.agentUser);
  });

  it("counts a user's events over all its consoles", async () => {
    const owner = await createUser(fx.t.server);
    const { accessToken } = await signIn(fx.t.url, owner.email);
    const consoles = [await agentSocket(accessToken), await agentSocket(accessToken), await agentSocket(accessToken)];
    // Each console alone may send its burst of 60; together they get the user's 120, plus what refills
    // while the events are answered (bounded by the time taken, so a loaded machine cannot fail it).
    const startedAt = performance.now();
    const answers: LooseJson[] = await Promise.all(
      consoles.flatMap((socket) => Array.from({ length: 60 }, () => socket.timeout(10_000).emitWithAck('user-online-status', { userId: owner.id }))),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const accepted = answers.filter((answer) => answer.ok).length;
    const userRate = sharedRate('agentUser');
    expect(accepted).toBeGreaterThanOrEqual(userRate.burst);
    expect(accepted).toBeLessThanOrEqual(userRate.burst + Math.ceil(userRate.perSecond * seconds));
    expect(accepted).toBeLessThan(consoles.length * 60);
    expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, message: SENDING_TOO_FAST, retryAfterMs: expect.any(Number) });
  });
});
