import { createMemoryStorage } from '../../session';
import { FakeSocket } from '../../realtime/__tests__/fake-socket';
import { createMockAdapter, testTokens, testUser, type MockRequest } from '../../testing';
import { createPlatform } from '..';

describe('createPlatform', () => {
  it("wires the bus to the client's single-flight refresh and reports a cleared session", async () => {
    const requests: MockRequest[] = [];
    const user = testUser();
    const sockets: FakeSocket[] = [];
    const onSessionEnded = jest.fn();
    const platform = createPlatform({
      apiBase: '/api',
      storage: createMemoryStorage(),
      onSessionEnded,
      adapter: createMockAdapter((req) => {
        requests.push(req);
        return { status: 401, data: { statusCode: 401, message: 'Unauthorized' } };
      }),
      io: (url, opts) => {
        const socket = new FakeSocket(url, opts as Record<string, unknown>);
        sockets.push(socket);
        return socket.asSocket();
      },
    });
    let ended = 0;
    platform.sessionEnded$.subscribe(() => (ended += 1));
    platform.session.setSession(user, testTokens(user));
    platform.bus.connect();

    sockets[0].serverRefuses('Access Denied');
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/refresh']);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(ended).toBe(1);
    expect(platform.session.getUser()).toBeNull();
  });
});
