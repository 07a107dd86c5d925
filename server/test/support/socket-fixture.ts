// One server per test file with the agents and guests a test opens, closed after each test.
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from './test-server';
import { connectGuest, startAgent, type TestAgent, type TestGuest } from './visitor-helpers';

export interface SocketFixture {
  /** The file's server (set in beforeAll). */
  t: TestServer;
  agent(input?: Parameters<typeof startAgent>[2]): Promise<TestAgent>;
  guest(pluginId: string, options?: Parameters<typeof connectGuest>[2]): Promise<TestGuest>;
  /** Closes a socket the test opened itself after the test. */
  track(socket: Socket): void;
}

export function socketFixture(): SocketFixture {
  const open: Socket[] = [];
  const fx: SocketFixture = {
    t: undefined as unknown as TestServer,
    async agent(input = {}) {
      const started = await startAgent(fx.t.url, fx.t.server, input);
      open.push(started.socket);
      return started;
    },
    track: (socket) => void open.push(socket),
    async guest(pluginId, options = {}) {
      const connected = await connectGuest(fx.t.url, pluginId, options);
      open.push(connected.socket);
      return connected;
    },
  };
  beforeAll(async () => {
    fx.t = await startTestServer();
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => fx.t.close());
  return fx;
}
