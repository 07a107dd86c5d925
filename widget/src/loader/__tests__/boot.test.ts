import { startAutoMessages } from '../../chat/auto-message-teaser';
import { ChatClient } from '../../chat/chat-client';
import { createWidgetStorage } from '../../chat/storage';
import { CONFIG, FakeSocket } from '../../chat/__tests__/fake-socket';
import { bootWidget, type BootOptions } from '../boot';
import { findEmbedScript } from '../find-script';
import { HOST_ATTRIBUTE } from '../launcher';

function embedScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

const flushPromises = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function bootOptions(script: HTMLScriptElement | null, patch: Partial<BootOptions> = {}) {
  const socket = new FakeSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', null) });
  const connectChat = jest.fn(() => client);
  const mountChat = jest.fn(({ container }: { container: HTMLElement }) => {
    const element = document.createElement('div');
    element.className = 'fake-chat';
    container.append(element);
    return { element, focus: jest.fn(), destroy: jest.fn() };
  });
  // The guest's language is loaded before the window is made.
  const loadChatLanguage = jest.fn(async () => {
    expect(mountChat).not.toHaveBeenCalled();
  });
  const options: BootOptions = {
    win: window,
    doc: document,
    script,
    fetchImpl: jest.fn(async () => ({ ok: false, json: async () => ({}) })) as unknown as typeof fetch,
    loadConnection: jest.fn(async () => ({ connectChat, startAutoMessages }) as never),
    loadChatUi: jest.fn(async () => ({ mountChat, loadChatLanguage }) as never),
    ...patch,
  };
  return { options, socket, client, connectChat, mountChat, loadChatLanguage };
}

describe('loader', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
    sessionStorage.clear();
  });

  it('finds its own script tag by src when currentScript is not there', () => {
    embedScript({ src: 'https://other.example/app.js' });
    const own = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    expect(findEmbedScript(document)).toBe(own);
  });

  it('reads its attributes and adds exactly one shadow host, touching no page styles or other globals', async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const headBefore = document.head.innerHTML;
    const sheetsBefore = document.styleSheets.length;
    const globalsBefore = new Set(Object.getOwnPropertyNames(window));
    const { options, connectChat } = bootOptions(script);

    const booted = bootWidget(options);
    expect(bootWidget(bootOptions(script).options)).toBeNull(); // a second embed adds nothing

    const hosts = document.querySelectorAll(`[${HOST_ATTRIBUTE}]`);
    expect(hosts).toHaveLength(1);
    expect(document.body.children).toHaveLength(1);
    const host = hosts[0] as HTMLElement;
    expect(host.shadowRoot).not.toBeNull();
    expect(host.getAttribute('style')).toBeNull();
    expect(host.shadowRoot!.querySelector('style')).not.toBeNull();
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.styleSheets.length).toBe(sheetsBefore);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.body.getAttribute('style')).toBeNull();
    const added = Object.getOwnPropertyNames(window).filter((name) => !globalsBefore.has(name));
    expect(added).toEqual(['LiveChatWidget']);
    expect(window.LiveChatWidget).toBe(booted?.api);

    // Spec defaults until the server's settings arrive.
    const launcher = host.shadowRoot!.querySelector<HTMLButtonElement>('.lc-launcher')!;
    expect(launcher.textContent).toBe('Human Chat');
    expect(launcher.style.background).toBe('rgb(100, 149, 237)');
    expect(host.getAttribute('data-location')).toBe('bottom-right');
    // Never from the browser's cache: a saved change shows on the next page load.
    expect(options.fetchImpl).toHaveBeenCalledWith('https://chat.example/api/visitor-widget/config?pluginId=p1', { cache: 'no-cache' });

    // The socket connects in the background with the tag's attributes (jsdom's document is already loaded).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushPromises();
    expect(connectChat).toHaveBeenCalledWith(expect.objectContaining({ origin: 'https://chat.example', pluginId: 'p1', domain: 'shop.example' }));
  });

  it('does nothing without pluginid and domain', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1' });
    expect(bootWidget(bootOptions(script).options)).toBeNull();
    expect(document.body.children).toHaveLength(0);
    expect(window.LiveChatWidget).toBeUndefined();
    warn.mockRestore();
  });

  it('takes the launcher settings from the config call, then from the socket hello', async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const fetched = { ...CONFIG, buttonLocation: 'bottom-left', backgroundColor: '#87CEFA', buttonText: 'Ask us' };
    const { options, socket } = bootOptions(script, {
      fetchImpl: jest.fn(async () => ({ ok: true, json: async () => fetched })) as unknown as typeof fetch,
    });
    const booted = bootWidget(options)!;
    await flushPromises();
    const host = booted.widget.host;
    expect(host.getAttribute('data-location')).toBe('bottom-left');
    expect(booted.widget.launcher.textContent).toBe('Ask us');

    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushPromises();
    socket.serverConnect();
    socket.push('widget:hello', {
      visitorId: 'v1',
      guestId: 1,
      oldVisitor: false,
      config: { ...CONFIG, enableTextOnButton: 1 },
      online: true,
      chat: null,
    });
    expect(host.getAttribute('data-location')).toBe('bottom-right');
    expect(booted.widget.launcher.textContent).toBe('');
  });

  it("hands the connection the language setting as known at each handshake: the fetched one, then the server's", async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const { options, socket, connectChat } = bootOptions(script, {
      fetchImpl: jest.fn(async () => ({ ok: true, json: async () => ({ ...CONFIG, language: 'de' }) })) as unknown as typeof fetch,
    });
    bootWidget(options);
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushPromises();
    const [[connection]] = connectChat.mock.calls as unknown as Array<[{ language: () => unknown }]>;
    expect(connection.language()).toBe('de');
    socket.serverConnect();
    socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: { ...CONFIG, language: 'ar' }, online: true, chat: null });
    expect(connection.language()).toBe('ar');
  });

  it('loads the chat UI once, on first open, and tells the server about open and close', async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const { options, socket, mountChat, loadChatLanguage, client } = bootOptions(script);
    const booted = bootWidget(options)!;
    expect(options.loadChatUi).not.toHaveBeenCalled();
    socket.serverConnect();
    booted.widget.launcher.click();
    await flushPromises();
    expect(mountChat).toHaveBeenCalledTimes(1);
    expect(loadChatLanguage).toHaveBeenCalledWith(client, expect.objectContaining({ language: 'auto' }));
    expect(booted.widget.slot.hidden).toBe(false);
    expect(booted.api.isOpen).toBe(true);
    expect(socket.sent('visitor:widget').map((e) => e.payload)).toEqual([{ isOpen: true }]);
    booted.widget.launcher.click();
    expect(booted.widget.slot.hidden).toBe(true);
    await booted.api.open();
    expect(mountChat).toHaveBeenCalledTimes(1);
    expect(options.loadChatUi).toHaveBeenCalledTimes(1);
    expect(socket.sent('visitor:widget').map((e) => e.payload)).toEqual([{ isOpen: true }, { isOpen: false }, { isOpen: true }]);
  });

  it('opens again on the next page of the site when the guest left it open', async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const first = bootOptions(script);
    const booted = bootWidget(first.options)!;
    await booted.api.open();
    expect(sessionStorage.getItem('lc_open_p1')).toBe('1');

    // The next page: a fresh document with the same tab storage.
    document.body.replaceChildren();
    delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
    const next = bootOptions(script);
    const again = bootWidget(next.options)!;
    await flushPromises();
    expect(again.api.isOpen).toBe(true);
    expect(next.mountChat).toHaveBeenCalledTimes(1);
    again.api.close();
    expect(sessionStorage.getItem('lc_open_p1')).toBeNull();
  });
});

describe('launcher badge', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
    sessionStorage.clear();
  });

  it('counts agent messages that arrive while closed, not the history of the hello', async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const { options, socket } = bootOptions(script);
    const booted = bootWidget(options)!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await flushPromises();
    socket.serverConnect();
    const msg = (seq: number) => ({ id: `m${seq}`, seq, chatId: 'c1', direction: 'outbound', bodyText: 'hi', chatTime: '2026-01-01T00:00:00Z' });
    socket.push('widget:hello', {
      visitorId: 'v1',
      guestId: 1,
      oldVisitor: true,
      config: CONFIG,
      online: true,
      chat: { chatId: 'c1', status: 'active', messages: [msg(1)], lastSeq: 1 },
    });
    const badge = booted.widget.root.querySelector<HTMLElement>('.lc-badge')!;
    expect(badge.hidden).toBe(true);
    socket.push('widget:message', msg(2));
    socket.push('widget:message', msg(2));
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('1');
    await booted.api.open();
    expect(badge.hidden).toBe(true);
  });
});

describe('widget:removed', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete (window as { LiveChatWidget?: unknown }).LiveChatWidget;
    sessionStorage.clear();
  });

  it('removes the host element, stops the socket for good and leaves a global that does nothing', async () => {
    const script = embedScript({ src: 'https://chat.example/widget.js', pluginid: 'p1', domain: 'shop.example' });
    const { options, socket, mountChat } = bootOptions(script);
    const booted = bootWidget(options)!;
    socket.serverConnect();
    await booted.api.open();
    const view = mountChat.mock.results[0].value as { destroy: jest.Mock };
    const disconnect = jest.spyOn(socket, 'disconnect');

    socket.push('widget:removed', {});
    expect(document.querySelector(`[${HOST_ATTRIBUTE}]`)).toBeNull();
    expect(view.destroy).toHaveBeenCalled();
    expect(disconnect).toHaveBeenCalled();
    expect(socket.connected).toBe(false);
    expect(sessionStorage.getItem('lc_open_p1')).toBeNull();

    const api = window.LiveChatWidget!;
    await api.open();
    api.toggle();
    api.close();
    expect(api.isOpen).toBe(false);
    expect(mountChat).toHaveBeenCalledTimes(1);
    expect(document.querySelector(`[${HOST_ATTRIBUTE}]`)).toBeNull();
  });
});
