// One server per test file, and the sockets a test opens closed after each test.
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from './test-server';
import { connectGuest, startAgent, type TestAgent, type TestGuest } from './visitor-helpers';

type Overrides = Parameters<typeof startTestServer>[0];

export interface ServerFixture {
  /** The file's server (set in beforeAll). */
  t: TestServer;
  /** Closes a socket the test opened after the test. */
  track(socket: Socket): void;
}

export interface SocketFixture extends ServerFixture {
  agent(input?: Parameters<typeof startAgent>[2]): Promise<TestAgent>;
  guest(pluginId: string, options?: Parameters<typeof connectGuest>[2]): Promise<TestGuest>;
}

export function serverFixture(overrides: Overrides = {}): ServerFixture {
  const open: Socket[] = [];
  const fx: ServerFixture = {
    t: undefined as unknown as TestServer,
    track: (socket) => void open.push(socket),
  };
  beforeAll(async () => {
    fx.t = await startTestServer(overrides);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => fx.t.close());
  return fx;
}

/** A server fixture that also starts agents and connects guests, tracking their sockets. */
export function socketFixture(overrides: Overrides = {}): SocketFixture {
  const base = serverFixture(overrides);
  const fx: SocketFixture = Object.assign(base, {
    async agent(input: Parameters<typeof startAgent>[2] = {}) {
      const started = await startAgent(fx.t.url, fx.t.server, input);
      fx.track(started.socket);
      return started;
    },
    async guest(pluginId: string, options: Parameters<typeof connectGuest>[2] = {}) {
      const connected = await connectGuest(fx.t.url, pluginId, options);
      fx.track(connected.socket);
      return connected;
    },
  });
  return fx;
}
