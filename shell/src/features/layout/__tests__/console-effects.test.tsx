// Offline banner, title reset and the socket's life with the session.
import { act, screen } from '@testing-library/react';
import { TEXTS } from '../../../app/texts';
import { SessionEffects } from '../../../app/session-effects';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';
import { renderWithShell, testUser } from 'shared-kernel/testing';
import { welcomeFor } from '../../../test-support/welcome-endpoint';

const endpoints = { welcomeUser: () => welcomeFor(testUser()) };

beforeEach(() => setViewportWidth(1280));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline banner', () => {
  afterEach(() => setOnline(true));

  it('appears when the browser goes offline and leaves when it is back', async () => {
    renderConsole({ route: '/dashboard' });
    await remoteSettled();
    expect(screen.queryByText(TEXTS.offlineBanner)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByText(TEXTS.offlineBanner)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(TEXTS.offlineBanner)).not.toBeInTheDocument();
  });
});

describe('session effects', () => {
  it("resets the title to 'Live Chat' when the tab becomes visible", () => {
    renderWithShell(<SessionEffects />, { endpoints });
    document.title = '(1) New message';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(document.title).toBe('Live Chat');
  });

  it('connects the socket while signed in and disconnects when the session ends', () => {
    const shell = renderWithShell(<SessionEffects />, { endpoints });
    const disconnect = jest.spyOn(shell.bus, 'disconnect');
    let state = '';
    shell.bus.connection$.subscribe((s) => (state = s));
    expect(state).toBe('connected');
    act(() => shell.session.clear());
    expect(disconnect).toHaveBeenCalled();
    expect(state).toBe('disconnected');
  });

  it('does not connect without a session', () => {
    const shell = renderWithShell(<SessionEffects />, { user: null });
    const connect = jest.spyOn(shell.bus, 'connect');
    expect(connect).not.toHaveBeenCalled();
  });
});
