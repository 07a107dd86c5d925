// Item 6: auto messages — page path, timer, once per session, teaser, answer, never with an open chat.
import type { WidgetAutoMessage, WidgetChatState, WidgetMessage } from 'shared-kernel/contracts';
import { startAutoMessages } from '../auto-message-teaser';
import { ChatClient } from '../chat-client';
import { createChatView } from '../chat-view';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

const HI: WidgetAutoMessage = { id: 'a1', message: 'Need a hand with pricing?', pagePath: '/pricing', timer: 3 };
const SITE_WIDE: WidgetAutoMessage = { id: 'a2', message: 'Welcome!', pagePath: null, timer: 5 };

function hello(socket: FakeSocket, chat: WidgetChatState | null = null) {
  socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: CONFIG, online: true, chat });
}

function setup(options: { path?: string; open?: boolean; now?: number; greet?: boolean } = {}) {
  history.replaceState(null, '', options.path ?? '/pricing');
  localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  const launcher = document.createElement('button');
  launcher.className = 'lc-launcher';
  root.append(launcher);
  document.body.append(host);
  let isOpen = options.open ?? false;
  const open = jest.fn(() => {
    isOpen = true;
    auto.windowOpened();
  });
  const auto = startAutoMessages({ win: window, client, pluginId: 'p1', session: sessionStorage, root, isOpen: () => isOpen, open, now: () => options.now ?? 0 });
  socket.serverConnect();
  if (options.greet !== false) hello(socket);
  const teaser = () => root.querySelector<HTMLElement>('.lc-teaser')!;
  return { socket, client, root, auto, open, teaser };
}

describe('auto messages', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows a page’s message after its timer, as a teaser above the closed launcher, text only', () => {
    const { auto, client, teaser, root } = setup();
    auto.setMessages([{ ...HI, message: '<img src=x onerror=alert(1)>' }]);
    jest.advanceTimersByTime(2999);
    expect(client.state.autoMessage).toBeNull();
    expect(teaser().hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(client.state.autoMessage?.id).toBe('a1');
    expect(teaser().hidden).toBe(false);
    expect(teaser().textContent).toContain('<img src=x onerror=alert(1)>');
    expect(root.querySelector('img')).toBeNull();
  });

  it('counts the time on the page from the navigation, not from when the widget loaded', () => {
    const { auto, client } = setup({ now: 2000 });
    auto.setMessages([HI]);
    jest.advanceTimersByTime(1000);
    expect(client.state.autoMessage?.id).toBe('a1');
  });

  it('only on a page its path covers; null covers every page', () => {
    const { auto, client } = setup({ path: '/contact' });
    auto.setMessages([HI, SITE_WIDE]);
    jest.advanceTimersByTime(4000);
    expect(client.state.autoMessage).toBeNull();
    jest.advanceTimersByTime(1000);
    expect(client.state.autoMessage?.id).toBe('a2');
  });

  it('at most once per browser session', () => {
    const first = setup();
    first.auto.setMessages([HI]);
    jest.advanceTimersByTime(3000);
    expect(first.client.state.autoMessage?.id).toBe('a1');
    expect(JSON.parse(sessionStorage.getItem('lc_auto_shown_p1')!)).toEqual(['a1']);
    first.auto.stop();

    // The next page load of the same tab.
    const next = setup();
    next.auto.setMessages([HI]);
    jest.advanceTimersByTime(10000);
    expect(next.client.state.autoMessage).toBeNull();
  });

  it('one at a time: a second one due while the first shows waits for another page', () => {
    const { auto, client } = setup();
    auto.setMessages([HI, { ...SITE_WIDE, timer: 4 }]);
    jest.advanceTimersByTime(5000);
    expect(client.state.autoMessage?.id).toBe('a1');
    expect(JSON.parse(sessionStorage.getItem('lc_auto_shown_p1')!)).toEqual(['a1']);
  });

  it('never to a guest with an open chat', () => {
    const { socket, auto, client, teaser } = setup({ greet: false });
    hello(socket, { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [], lastSeq: 0, payments: [] });
    auto.setMessages([HI]);
    jest.advanceTimersByTime(10000);
    expect(client.state.autoMessage).toBeNull();
    expect(teaser().hidden).toBe(true);
    expect(sessionStorage.getItem('lc_auto_shown_p1')).toBeNull();
  });

  it('waits for the guest’s chat state when the timer fires before the server greets', () => {
    const { socket, auto, client } = setup({ greet: false });
    auto.setMessages([HI]);
    jest.advanceTimersByTime(3000);
    expect(client.state.autoMessage).toBeNull();
    hello(socket);
    expect(client.state.autoMessage?.id).toBe('a1');
  });

  it('stops its timers when the page goes away', () => {
    const { auto, client } = setup();
    auto.setMessages([HI]);
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(10000);
    expect(client.state.autoMessage).toBeNull();
  });

  it('the teaser opens the window on a click and goes away with its close button', () => {
    const shown = setup();
    shown.auto.setMessages([HI]);
    jest.advanceTimersByTime(3000);
    shown.teaser().querySelector<HTMLButtonElement>('.lc-teaser-open')!.click();
    expect(shown.open).toHaveBeenCalled();
    expect(shown.teaser().hidden).toBe(true);
    expect(shown.client.state.autoMessage?.id).toBe('a1'); // the window shows it

    sessionStorage.clear();
    const dismissed = setup();
    dismissed.auto.setMessages([HI]);
    jest.advanceTimersByTime(3000);
    const close = dismissed.teaser().querySelector<HTMLButtonElement>('.lc-teaser-close')!;
    expect(close.getAttribute('aria-label')).toBe('Dismiss message');
    close.click();
    expect(dismissed.teaser().hidden).toBe(true);
    expect(dismissed.client.state.autoMessage).toBeNull();
  });

  it('inside the open window: shown as the site’s automated message; the answer carries its id and the server’s copy replaces it', async () => {
    const { socket, auto, client, teaser } = setup({ open: true });
    const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn() });
    auto.setMessages([HI]);
    jest.advanceTimersByTime(3000);
    expect(teaser().hidden).toBe(true);
    const autos = () => Array.from(view.element.querySelectorAll('.lc-auto'));
    expect(autos()).toHaveLength(1);
    expect(autos()[0].querySelector('.lc-sender')?.textContent).toBe('Demo · Automated message');
    expect(autos()[0].querySelector('.lc-bubble')?.textContent).toBe(HI.message);

    expect(client.send('Yes please')).toBe(true);
    await flush();
    const sent = socket.sent('visitor:message')[0];
    expect(sent.payload).toEqual({ clientMessageId: 'id-1', bodyText: 'Yes please', autoMessageId: 'a1' });

    // The server starts the chat with the auto message, then acknowledges the answer.
    const base = { chatId: 'c9', chatTime: '2026-01-01T10:00:00Z' };
    const echo: WidgetMessage = { ...base, id: 'm1', seq: 1, direction: 'outbound', bodyText: `[auto-message]${HI.message}` };
    socket.push('widget:message', echo);
    sent.ack?.({ ok: true, message: { ...base, id: 'm2', seq: 2, direction: 'inbound', bodyText: 'Yes please', clientMessageId: 'id-1' } });
    await flush();
    expect(client.state.autoMessage).toBeNull();
    expect(autos()).toHaveLength(1);
    expect(autos()[0].querySelector('.lc-bubble')?.textContent).toBe(HI.message);
    expect(view.element.querySelector('.lc-agent:not(.lc-auto)')).toBeNull();
    // No agent has written yet: still waiting for one, and no unread badge for the site's message.
    expect(client.state.unseen).toBe(0);
  });

  it('a message typed with no auto message shown carries no autoMessageId', async () => {
    const { socket, client } = setup();
    client.send('Hello');
    await flush();
    expect(socket.sent('visitor:message')[0].payload).toEqual({ clientMessageId: 'id-1', bodyText: 'Hello' });
  });
});
