import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeSocket } from '../../realtime/__tests__/fake-socket';
import { createMemoryStorage } from '../../session';
import { createMockAdapter, testTokens, testUser, type MockRequest } from '../../testing';
import { useSession, createPlatform } from '../../platform';
import { StandaloneApp } from '..';

function AreaApp() {
  const { user } = useSession();
  return <p>area for {user?.fullName}</p>;
}

function setup() {
  const requests: MockRequest[] = [];
  const sockets: FakeSocket[] = [];
  const user = testUser();
  const platform = createPlatform({
    apiBase: '/api',
    storage: createMemoryStorage(),
    adapter: createMockAdapter((req) => {
      requests.push(req);
      if (req.path === '/auth/signin') {
        const { email, password } = req.body as { email: string; password: string };
        if (email !== user.email || password !== 'Owner#Demo1') return { status: 401, data: { statusCode: 401, message: 'Invalid email or password' } };
        return { status: 201, data: { ...user, ...testTokens(user) } };
      }
      if (req.path === '/auth/logout') return { status: 200, data: { success: true } };
      return { status: 404, data: { statusCode: 404, message: 'Not Found' } };
    }),
    io: (url, opts) => {
      const socket = new FakeSocket(url, opts as Record<string, unknown>);
      sockets.push(socket);
      return socket.asSocket();
    },
  });
  render(<StandaloneApp platform={platform} App={AreaApp} title="History" paths={['/contacts', '/contact-history/:id']} />);
  return { platform, requests, sockets };
}

describe('standalone harness', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('signs in, shows the area with a top bar, connects the socket, and signs out', async () => {
    const { platform, requests, sockets } = setup();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Owner#Demo1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('area for Demo Owner')).toBeInTheDocument();
    expect(screen.getByText('History')).toBeInTheDocument();
    expect(screen.getByText('owner@example.com')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/contacts');
    expect(platform.session.getTokens()).not.toBeNull();
    expect(sockets[0].connectCalls).toBeGreaterThanOrEqual(1);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/auth/logout' });
    expect(platform.session.getUser()).toBeNull();
  });

  it("shows the server's message when sign-in fails", async () => {
    setup();
    await userEvent.type(screen.getByLabelText(/Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
