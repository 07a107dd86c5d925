import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMockShell, renderWithShell } from '../../testing';
import { useSession, useToast, useEvent, useViewport } from '..';

function AcceptedList() {
  const [names, setNames] = useState<string[]>([]);
  useEvent('chat-accepted', (payload) => setNames((list) => [...list, payload.agentName]));
  return <p>accepted by: {names.join(', ')}</p>;
}

describe('platform hooks', () => {
  it('useEvent receives pushed events while mounted', () => {
    const { push, unmount, bus } = renderWithShell(<AcceptedList />);
    push('chat-accepted', { visitorId: 'v1', guestId: 1, chatId: 'c1', agentId: 'a1', agentName: 'Ann' });
    push('chat-accepted', { visitorId: 'v2', guestId: 2, chatId: 'c2', agentId: 'a2', agentName: 'Bob' });
    expect(screen.getByText('accepted by: Ann, Bob')).toBeInTheDocument();

    let seen = 0;
    bus.on('chat-accepted').subscribe(() => (seen += 1));
    unmount();
    push('chat-accepted', { visitorId: 'v3', guestId: 3, chatId: 'c3', agentId: 'a3', agentName: 'Cy' });
    expect(seen).toBe(1);
  });

  it('useSession follows the session live', () => {
    const shell = createMockShell();
    const { result } = renderHook(() => useSession(), { wrapper: shell.Wrapper });
    expect(result.current.user?.email).toBe('owner@example.com');
    expect(result.current.isOnline).toBe(true);
    act(() => shell.session.setOnline(false));
    expect(result.current.isOnline).toBe(false);
    act(() => shell.session.clear());
    expect(result.current.user).toBeNull();
  });

  it('useToast shows dark toasts and the mock shell records them', async () => {
    function Buttons() {
      const toast = useToast();
      return (
        <>
          <button onClick={() => toast.error('Something went wrong')}>fail</button>
          <button onClick={() => toast.success('Guest is successfully blocked')}>ok</button>
        </>
      );
    }
    const { toasts } = renderWithShell(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByText('Guest is successfully blocked')).toBeInTheDocument();
    expect(toasts).toEqual([
      { variant: 'error', message: 'Something went wrong' },
      { variant: 'success', message: 'Guest is successfully blocked' },
    ]);
  });

  it('useViewport classes the window width and follows resizes', () => {
    const resize = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    };
    resize(1280);
    const { result } = renderHook(() => useViewport());
    expect(result.current).toBe('desktop');
    act(() => resize(1024));
    expect(result.current).toBe('tablet');
    act(() => resize(640));
    expect(result.current).toBe('mobile');
    act(() => resize(641));
    expect(result.current).toBe('tablet');
  });
});
