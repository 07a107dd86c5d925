// Item 5: every saved setting reaches the guest on the next page load (launcher and chat window).
import type { WidgetPublicConfig } from 'shared-kernel/contracts';
import { ChatClient } from '../../chat/chat-client';
import { createChatView } from '../../chat/chat-view';
import { createWidgetStorage } from '../../chat/storage';
import { CONFIG, FakeSocket } from '../../chat/__tests__/fake-socket';
import { createWidgetHost } from '../launcher';
import { defaultPublicConfig, mergePublicConfig } from '../public-config';

function launcherWith(patch: Partial<WidgetPublicConfig>) {
  const widget = createWidgetHost(document, mergePublicConfig(defaultPublicConfig(), { ...CONFIG, ...patch }));
  const label = widget.launcher.querySelector('span')!;
  return { widget, label };
}

function windowWith(patch: Partial<WidgetPublicConfig>, online = true) {
  localStorage.clear();
  const socket = new FakeSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage) });
  const config = { ...CONFIG, ...patch };
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config, onClose: jest.fn() });
  socket.serverConnect();
  socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config, online, chat: null });
  const q = <T extends HTMLElement>(selector: string) => view.element.querySelector<T>(selector)!;
  return { socket, view, q };
}

describe('settings applied', () => {
  it('colours the launcher with the background and text colours', () => {
    const { widget } = launcherWith({ backgroundColor: '#87CEFA', textColor: '#808080' });
    expect(widget.launcher.style.background).toBe('rgb(135, 206, 250)');
    expect(widget.launcher.style.color).toBe('rgb(128, 128, 128)');
  });

  it('places the launcher at the saved button location', () => {
    expect(launcherWith({ buttonLocation: 'bottom-left' }).widget.host.getAttribute('data-location')).toBe('bottom-left');
    expect(launcherWith({ buttonLocation: 'bottom-right' }).widget.host.getAttribute('data-location')).toBe('bottom-right');
  });

  it('shows the button text when enableTextOnButton is 0, the icon alone when it is 1', () => {
    const withText = launcherWith({ buttonText: 'Talk to us', enableTextOnButton: 0 });
    expect(withText.label.hidden).toBe(false);
    expect(withText.widget.launcher.textContent).toBe('Talk to us');
    const iconOnly = launcherWith({ buttonText: 'Talk to us', enableTextOnButton: 1 });
    expect(iconOnly.label.hidden).toBe(true);
    expect(iconOnly.widget.launcher.textContent).toBe('');
    expect(iconOnly.widget.launcher.querySelector('svg')).not.toBeNull();
    // The text still names the button for screen readers.
    expect(iconOnly.widget.launcher.getAttribute('aria-label')).toBe('Talk to us');
  });

  it('colours the window header, the guest bubbles and the buttons', () => {
    const { q, socket } = windowWith({ backgroundColor: '#112233', textColor: '#FFEEDD' });
    expect(q('.lc-header').style.background).toBe('rgb(17, 34, 51)');
    expect(q('.lc-header').style.color).toBe('rgb(255, 238, 221)');
    const panel = q<HTMLElement>('.lc-header').parentElement!;
    expect(panel.style.getPropertyValue('--lc-bg')).toBe('#112233');
    expect(panel.style.getPropertyValue('--lc-fg')).toBe('#FFEEDD');
    socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: { ...CONFIG, backgroundColor: '#445566' }, online: true, chat: null });
    expect(panel.style.getPropertyValue('--lc-bg')).toBe('#445566');
  });

  it('shows the online heading while agents are online, the offline heading and form when not', () => {
    const online = windowWith({ onlineText: 'Ask us anything', offlineText: 'Gone fishing' }, true);
    expect(online.q('.lc-heading').textContent).toBe('Ask us anything');
    expect(online.q('.lc-offline-wrap').hidden).toBe(true);
    const offline = windowWith({ onlineText: 'Ask us anything', offlineText: 'Gone fishing' }, false);
    expect(offline.q('.lc-heading').textContent).toBe('Gone fishing');
    expect(offline.q('.lc-offline-wrap').hidden).toBe(false);
  });

  it('asks for the e-mail as configured: at start, after the chat starts, or not at all', () => {
    const atStart = windowWith({ requestEmail: { enabled: true, message: 'Mail?', showAt: 'at_start' } });
    expect(atStart.q('.lc-messages').firstElementChild?.className).toBe('lc-email');
    expect(atStart.q('.lc-email-message').textContent).toBe('Mail?');

    const after = windowWith({ requestEmail: { enabled: true, message: 'Mail?', showAt: 'after_chat_starts' } });
    expect(after.view.element.querySelector('.lc-messages .lc-email')).toBeNull();
    after.socket.push('widget:message', { id: 'm1', seq: 1, chatId: 'c1', direction: 'inbound', bodyText: 'hi', chatTime: '2026-01-01T10:00:00Z' });
    expect(after.view.element.querySelector('.lc-messages .lc-email')).not.toBeNull();

    const off = windowWith({ requestEmail: { enabled: false, message: 'Mail?', showAt: 'at_start' } });
    off.socket.push('widget:message', { id: 'm1', seq: 1, chatId: 'c1', direction: 'inbound', bodyText: 'hi', chatTime: '2026-01-01T10:00:00Z' });
    expect(off.view.element.querySelector('.lc-messages .lc-email')).toBeNull();
  });

  it('uses settings given after the window was made until the hello brings the server’s', () => {
    const socket = new FakeSocket();
    const client = new ChatClient({ socket, storage: createWidgetStorage('p1', null) });
    const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn() });
    view.setConfig({ ...CONFIG, onlineText: 'Fetched heading' });
    expect(view.element.querySelector('.lc-heading')?.textContent).toBe('Fetched heading');
  });
});
