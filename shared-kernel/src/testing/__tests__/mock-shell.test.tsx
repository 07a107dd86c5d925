import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../routing';
import { useApi, useEventBus } from '../../platform';
import { createMockShell, httpError, renderWithShell } from '..';

describe('mock shell', () => {
  it('answers calls by API key or METHOD /path, and records them', async () => {
    const shell = createMockShell({
      endpoints: {
        getAllCanned: [{ _id: 'c1', shortCode: 'hi', message: 'Hello' }] as never,
        'DELETE /widget/delete/:id': (call) => ({ acknowledged: call.params.id === 'w1' }),
        'POST /widget/get-widgets': httpError(400, 'No widgets'),
      },
    });
    await expect(shell.api.call('getAllCanned')).resolves.toEqual([{ _id: 'c1', shortCode: 'hi', message: 'Hello' }]);
    await expect(shell.api.call('deleteWidget', undefined, { params: { id: 'w1' } })).resolves.toEqual({ acknowledged: true });
    await expect(shell.api.call('getWidgets')).rejects.toMatchObject({ response: { status: 400, data: { message: 'No widgets' } } });
    await expect(shell.api.call('getAgentsMissing' as never)).rejects.toThrow('Unknown API call');
    await expect(shell.api.call('agentList')).rejects.toMatchObject({ response: { status: 404 } });

    expect(shell.calls.map((c) => [c.key, c.method, c.path, c.answered])).toEqual([
      ['getAllCanned', 'GET', '/canned/get-all', true],
      ['deleteWidget', 'DELETE', '/widget/delete/w1', true],
      ['getWidgets', 'POST', '/widget/get-widgets', true],
      ['agentList', 'GET', '/users/agent-list', false],
    ]);
    expect(shell.calls[0].headers.Authorization).toMatch(/^Bearer /);
  });

  it('renders inside a memory router at the route, records emits and follows navigation', async () => {
    function Page() {
      const api = useApi();
      const bus = useEventBus();
      const navigate = useNavigate();
      const [title, setTitle] = useState('');
      useEffect(() => {
        api.call('welcomeUser').then((w) => setTitle(w.welcome.email));
      }, [api]);
      return (
        <>
          <p>{title}</p>
          <button
            onClick={() => {
              bus.emit('join-chat-room', { visitorId: 'v1' });
              navigate('/contacts');
            }}
          >
            go
          </button>
        </>
      );
    }
    const { emitted, location } = renderWithShell(<Page />, {
      route: '/dashboard',
      endpoints: {
        welcomeUser: { clients: [], welcome: { email: 'owner@example.com', userinfo: [], clientId: null, isClient: true, isAdmin: false }, isClient: true, isAdmin: false, userinfo: [] },
      },
    });
    expect(await screen.findByText('owner@example.com')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(emitted).toEqual([{ name: 'join-chat-room', payload: { visitorId: 'v1' }, ack: false }]);
    expect(location()).toBe('/contacts');
  });

  it('answers emitWithAck from acks', async () => {
    const shell = createMockShell({ acks: { 'inbound-agent': (p) => ({ ok: p.bodyText.length > 0, seq: 9 }) } });
    await expect(
      shell.bus.emitWithAck('inbound-agent', { visitorId: 'v', guestId: 1, agentId: 'a', bodyText: 'hi', agentName: 'A', agentPhoto: null }),
    ).resolves.toEqual({ ok: true, seq: 9 });
    await expect(shell.bus.emitWithAck('typing', { guestId: 1, agentId: 'a', typing: true, visitor: 'v' })).resolves.toEqual({ ok: true });
  });
});
