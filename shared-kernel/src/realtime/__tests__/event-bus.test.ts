import { HANDSHAKE_UNAVAILABLE } from '../../contracts';
import { createSessionStore } from '../../session';
import { testTokens, testUser } from '../../testing/fixtures';
import { createEventBus } from '..';
import { FakeSocket } from './fake-socket';

function setup(options: { refresh?: () => Promise<{ accessToken: string; refreshToken: string }> } = {}) {
  localStorage.clear();
  const session = createSessionStore(localStorage);
  const user = testUser({ _id: 'agent-1', userId: 'agent-1', isClient: false, isAgent: true, userRole: 'agent' });
  session.setSession(user, testTokens(user, 3600, 'one'));
  const sockets: FakeSocket[] = [];
  const renewed = testTokens(user, 3600, 'two');
  const refresh = jest.fn(
    options.refresh ??
      (async () => {
        session.setTokens(renewed);
        return renewed;
      }),
  );
  const logger = { warn: jest.fn() };
  const bus = createEventBus({
    url: 'http://localhost:8080',
    session,
    refresh,
    logger,
    io: (url, opts) => {
      const socket = new FakeSocket(url, opts as Record<string, unknown>);
      sockets.push(socket);
      return socket.asSocket();
    },
  });
  const states: string[] = [];
  bus.connection$.subscribe((s) => states.push(s));
  return { bus, session, sockets, refresh, logger, states, user, renewed };
}

const flush = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe('event bus', () => {
  afterEach(() => jest.useRealTimers());

  it('connects with the spec options, bearer token, agent id and isClient', () => {
    const { bus, sockets, session } = setup();
    bus.connect();
    const [socket] = sockets;
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      autoConnect: false,
    });
    expect(socket.handshakes[0]).toEqual({
      auth: { token: `Bearer ${session.getTokens()?.accessToken}`, type: 'agent', sessionId: session.getSessionId() },
      query: { agentId: 'agent-1', isClient: 'false' },
    });
  });

  it("tells the super admin's selected account in every handshake, and nobody else's", () => {
    const { bus, sockets, session } = setup();
    session.setSelectedAccount('client-7');
    bus.connect();
    expect(sockets[0].handshakes[0]).not.toHaveProperty('auth.selectedAccount');

    bus.disconnect();
    const admin = testUser({ _id: 'admin-1', userId: 'admin-1', isClient: false, isAdmin: true, userRole: 'admin' });
    session.setSession(admin, testTokens(admin, 3600, 'admin'));
    session.setSelectedAccount('client-7');
    bus.reconnect();
    expect(sockets[0].handshakes.at(-1)).toMatchObject({ auth: { selectedAccount: 'client-7', type: 'agent' } });
    session.setSelectedAccount('client-8');
    bus.reconnect();
    expect(sockets[0].handshakes.at(-1)).toMatchObject({ auth: { selectedAccount: 'client-8' } });
    session.setSelectedAccount(null);
    bus.reconnect();
    expect(sockets[0].handshakes.at(-1)).not.toHaveProperty('auth.selectedAccount');
  });

  it('delivers pushed events to on(name) subscribers and reports the connection', () => {
    const { bus, sockets, states } = setup();
    const accepted: unknown[] = [];
    const typing: unknown[] = [];
    const sub = bus.on('chat-accepted').subscribe((p) => accepted.push(p));
    bus.on('display-typing').subscribe((p) => typing.push(p));
    bus.connect();
    sockets[0].serverAccepts();

    sockets[0].fire('chat-accepted', { visitorId: 'v1', guestId: 7, chatId: 'c1', agentId: 'a2', agentName: 'Ann' });
    sockets[0].fire('new-chat-history', { chatId: 'c9' });
    expect(accepted).toEqual([{ visitorId: 'v1', guestId: 7, chatId: 'c1', agentId: 'a2', agentName: 'Ann' }]);
    expect(typing).toEqual([]);

    sub.unsubscribe();
    sockets[0].fire('chat-accepted', { visitorId: 'v2' });
    expect(accepted).toHaveLength(1);
    expect(states).toEqual(['disconnected', 'connecting', 'connected']);
  });

  it('passes emitted events through, with or without an acknowledgement', async () => {
    const { bus, sockets } = setup();
    bus.connect();
    bus.emit('typing', { guestId: 3, agentId: 'agent-1', typing: true, visitor: 'v3' });
    sockets[0].ackAnswer = { ok: true, seq: 4 };
    await expect(
      bus.emitWithAck('inbound-agent', {
        visitorId: 'v3',
        guestId: 3,
        agentId: 'agent-1',
        bodyText: 'Hello',
        agentName: 'Ann',
        agentPhoto: null,
      }),
    ).resolves.toEqual({ ok: true, seq: 4 });
    expect(sockets[0].emitted[0]).toEqual({ name: 'typing', payload: { guestId: 3, agentId: 'agent-1', typing: true, visitor: 'v3' } });
    expect(sockets[0].emitted[1]).toMatchObject({ name: 'inbound-agent', ack: true, timeout: 20000 });
  });

  it("refreshes on 'Access Denied', then reconnects after the delay with the fresh token", async () => {
    jest.useFakeTimers();
    const { bus, sockets, refresh, renewed, states } = setup();
    bus.connect();
    const [socket] = sockets;
    socket.serverRefuses('Access Denied');
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(1);

    jest.advanceTimersByTime(1000);
    expect(socket.connectCalls).toBe(2);
    expect(socket.handshakes[1]).toMatchObject({ auth: { token: `Bearer ${renewed.accessToken}` } });
    socket.serverAccepts();
    expect(states.at(-1)).toBe('connected');
  });

  it('does not refresh again when the refused token was already renewed elsewhere', async () => {
    jest.useFakeTimers();
    const { bus, sockets, refresh, session, renewed } = setup();
    bus.connect();
    const [socket] = sockets;
    // An HTTP call (or another tab) renewed the session while this handshake was under way.
    session.setTokens(renewed);
    socket.serverRefuses('Access Denied');
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(socket.handshakes[1]).toMatchObject({ auth: { token: `Bearer ${renewed.accessToken}` } });
  });

  it('keeps retrying a refused handshake forever, backing off to 5 s', async () => {
    jest.useFakeTimers();
    const { bus, sockets, refresh } = setup();
    bus.connect();
    const [socket] = sockets;
    const delays = [1000, 2000, 4000, 5000, 5000, 5000];
    for (const [i, delay] of delays.entries()) {
      socket.serverRefuses('Access Denied');
      await flush();
      jest.advanceTimersByTime(delay - 1);
      expect(socket.connectCalls).toBe(i + 1);
      jest.advanceTimersByTime(1);
      expect(socket.connectCalls).toBe(i + 2);
    }
    expect(refresh).toHaveBeenCalledTimes(delays.length);
  });

  it('stops when the refresh ended the session', async () => {
    jest.useFakeTimers();
    let session: ReturnType<typeof createSessionStore> | null = null;
    const ctx = setup({
      refresh: async () => {
        session?.clear();
        throw new Error('ended');
      },
    });
    session = ctx.session;
    ctx.bus.connect();
    ctx.sockets[0].serverRefuses('Access Denied');
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(ctx.sockets[0].connectCalls).toBe(1);
    expect(ctx.states.at(-1)).toBe('disconnected');
  });

  it('only logs other connection errors', () => {
    const { bus, sockets, refresh, logger } = setup();
    bus.connect();
    sockets[0].transportError('xhr poll error');
    expect(refresh).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('[socket] connection error:', 'xhr poll error');
  });

  it('tries a handshake the server refused for a while again, with back-off and without a refresh', () => {
    jest.useFakeTimers();
    const { bus, sockets, refresh, states } = setup();
    bus.connect();
    const [socket] = sockets;
    socket.serverRefuses(HANDSHAKE_UNAVAILABLE);
    expect(states.at(-1)).toBe('connecting');
    jest.advanceTimersByTime(999);
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
    socket.serverAccepts();
    expect(states.at(-1)).toBe('connected');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stays closed when the server replaced this console with a newer one, until asked to connect again', () => {
    jest.useFakeTimers();
    const { bus, sockets, states } = setup();
    bus.connect();
    const [socket] = sockets;
    socket.serverAccepts();
    socket.fire('console-replaced', { max: 10 });
    // As socket.io does on a server disconnect: not connected, and not coming back by itself.
    socket.connected = false;
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    jest.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
    expect(states.at(-1)).toBe('disconnected');
    // Without the notice, a server disconnect is followed by a new handshake.
    bus.reconnect();
    socket.serverAccepts();
    socket.connected = false;
    socket.active = false;
    socket.fire('disconnect', 'io server disconnect');
    jest.advanceTimersByTime(1000);
    expect(socket.connectCalls).toBe(3);
  });

  it('reconnects with the fresh token when tokens change while disconnected', () => {
    const { bus, sockets, session, user } = setup();
    bus.connect();
    sockets[0].serverRefuses('Some other refusal');
    expect(sockets[0].connectCalls).toBe(1);

    const fresh = testTokens(user, 3600, 'elsewhere');
    session.setTokens(fresh);
    expect(sockets[0].connectCalls).toBe(2);
    expect(sockets[0].handshakes[1]).toMatchObject({ auth: { token: `Bearer ${fresh.accessToken}` } });
  });

  it('closes on sign-out and comes back on the next sign-in', () => {
    const { bus, sockets, session, user } = setup();
    bus.connect();
    sockets[0].serverAccepts();
    session.clear();
    expect(sockets[0].disconnectCalls).toBe(1);
    expect(sockets[0].connected).toBe(false);

    session.setSession(user, testTokens(user, 3600, 'again'));
    expect(sockets[0].connectCalls).toBe(2);
  });

  it('disconnect() stops everything, reconnect() opens a new handshake', () => {
    const { bus, sockets, states } = setup();
    bus.connect();
    sockets[0].serverAccepts();
    bus.disconnect();
    expect(states.at(-1)).toBe('disconnected');
    bus.reconnect();
    expect(sockets[0].connectCalls).toBe(2);
    expect(states.at(-1)).toBe('connecting');
  });
});
