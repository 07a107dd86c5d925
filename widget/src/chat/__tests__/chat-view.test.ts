import type { WidgetMessage, WidgetPublicConfig } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createChatView } from '../chat-view';
import { WIDGET_DEFAULTS } from 'shared-kernel/contracts';
import { loadWidgetLanguage } from '../../i18n/widget-texts';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

const XSS = '<img src=x onerror="window.__xss=1">';

function agentMessage(seq: number, bodyText: string, patch: Partial<WidgetMessage> = {}): WidgetMessage {
  return { id: `m${seq}`, seq, chatId: 'c1', direction: 'outbound', bodyText, chatTime: '2026-01-01T10:00:00Z', ...patch };
}

function setup(options: { online?: boolean; config?: Partial<WidgetPublicConfig>; hello?: boolean } = {}) {
  localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  const config = { ...CONFIG, ...options.config };
  const onClose = jest.fn();
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config, onClose });
  document.body.append(view.element);
  socket.serverConnect();
  if (options.hello !== false) {
    socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config, online: options.online ?? true, chat: null });
  }
  const root = view.element;
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const visible = (selector: string) => {
    const node = q<HTMLElement>(selector);
    if (!node || !node.isConnected) return false;
    for (let el: HTMLElement | null = node; el && el !== root.parentElement; el = el.parentElement) if (el.hidden) return false;
    return true;
  };
  return { socket, client, root, q, visible, onClose };
}

function press(textarea: HTMLTextAreaElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true });
  textarea.dispatchEvent(event);
  return event;
}

describe('chat view', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a malicious agent name and message as text', () => {
    const { socket, root, q } = setup();
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: XSS, agentPhotoUrl: 'javascript:alert(1)' });
    socket.push('widget:message', agentMessage(1, `<script>alert(1)</script> see javascript:alert(1) and https://ok.example/a`, { agentName: XSS }));
    expect(root.querySelector('img[src=x]')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
    expect(q('.lc-agent-name')?.textContent).toBe(XSS);
    expect(q('.lc-agent .lc-sender')?.textContent).toBe(XSS);
    expect(q('.lc-agent .lc-bubble')?.textContent).toContain('<script>alert(1)</script>');
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://ok.example/a']);
    expect(q<HTMLImageElement>('.lc-agent-photo')?.hidden).toBe(true);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('sends on Enter, keeps a newline on Shift+Enter, and never sends blank text', async () => {
    const { socket, q } = setup();
    const textarea = q<HTMLTextAreaElement>('.lc-textarea')!;
    textarea.value = 'line one';
    expect(press(textarea, true).defaultPrevented).toBe(false);
    expect(socket.sent('visitor:message')).toHaveLength(0);
    textarea.value = 'line one\nline two';
    expect(press(textarea).defaultPrevented).toBe(true);
    await flush();
    expect(socket.sent('visitor:message').map((e) => (e.payload as { bodyText: string }).bodyText)).toEqual(['line one\nline two']);
    expect(textarea.value).toBe('');
    textarea.value = '   \n  ';
    press(textarea);
    await flush();
    expect(socket.sent('visitor:message')).toHaveLength(1);
    expect(textarea.value).toBe('   \n  ');
  });

  it("marks the guest's messages Sent, then Read", async () => {
    const { socket, root, q } = setup();
    q<HTMLTextAreaElement>('.lc-textarea')!.value = 'hi';
    press(q<HTMLTextAreaElement>('.lc-textarea')!);
    await flush();
    expect(q('.lc-guest .lc-meta')?.textContent).toBe('Sending…');
    socket.sent('visitor:message')[0].ack?.({
      ok: true,
      message: { ...agentMessage(1, 'hi'), direction: 'inbound', clientMessageId: 'id-1' },
    });
    await flush();
    expect(root.querySelectorAll('.lc-guest')).toHaveLength(1);
    expect(q('.lc-guest .lc-meta')?.textContent).toBe('Sent');
    socket.push('widget:read', { chatId: 'c1', seq: 1 });
    expect(q('.lc-guest .lc-meta')?.textContent).toBe('Read');
  });

  it('shows the e-mail request before the first message when showAt is at_start', () => {
    const { visible, root } = setup({ config: { requestEmail: { enabled: true, message: 'Your email?', showAt: 'at_start' } } });
    expect(visible('.lc-email')).toBe(true);
    expect(root.querySelector('.lc-messages')?.firstElementChild?.className).toBe('lc-email');
    expect(root.querySelector('.lc-email-message')?.textContent).toBe('Your email?');
  });

  it('keeps the guest typing in the e-mail field when a message arrives and the list is rebuilt', () => {
    const { socket, q } = setup({ config: { requestEmail: { enabled: true, message: 'Your email?', showAt: 'at_start' } } });
    const input = q<HTMLInputElement>('.lc-email input')!;
    input.focus();
    input.value = 'ann@exa';
    socket.push('widget:message', agentMessage(1, 'Hello, how can I help?'));
    socket.push('widget:message', agentMessage(2, 'Are you there?'));
    expect(q('.lc-messages')?.children).toHaveLength(3);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('ann@exa');
  });

  it('shows the e-mail request only after the first message when showAt is after_chat_starts, and validates it', async () => {
    const { socket, visible, q, root } = setup({
      config: { requestEmail: { enabled: true, message: 'Your email?', showAt: 'after_chat_starts' } },
    });
    expect(visible('.lc-email')).toBe(false);
    socket.push('widget:message', { ...agentMessage(1, 'first'), direction: 'inbound' });
    expect(visible('.lc-email')).toBe(true);
    const list = root.querySelector('.lc-messages')!;
    expect(list.children[0].classList.contains('lc-guest')).toBe(true);
    expect(list.children[1].className).toBe('lc-email');

    q<HTMLInputElement>('.lc-email input')!.value = 'not-an-email';
    q<HTMLFormElement>('.lc-email')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(q('.lc-email .lc-error')?.textContent).toBe('Please provide valid email');
    expect(socket.sent('visitor:email')).toHaveLength(0);

    q<HTMLInputElement>('.lc-email input')!.value = 'guest@example.com';
    q<HTMLFormElement>('.lc-email')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(socket.sent('visitor:email')[0].payload).toEqual({ email: 'guest@example.com' });
    socket.sent('visitor:email')[0].ack?.({ ok: true });
    await flush();
    expect(visible('.lc-email')).toBe(false);
    // The guest hears the address was taken.
    const thanks = Array.from(root.querySelectorAll<HTMLElement>('.lc-info')).find((node) => node.textContent === 'Thank you! We will reply to this email if the chat gets interrupted.');
    expect(thanks?.isConnected && !thanks.hidden).toBe(true);
  });

  it('shows the offline form when no agent is online, and sends it', async () => {
    const { socket, visible, q, root } = setup({ online: false });
    expect(visible('.lc-offline')).toBe(true);
    expect(visible('.lc-composer')).toBe(false);
    expect(q('.lc-heading')?.textContent).toBe(CONFIG.offlineText);
    const form = q<HTMLFormElement>('.lc-offline')!;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(q('.lc-offline .lc-error')?.textContent).toBe('Please provide your name');
    (root.querySelector('input[name=name]') as HTMLInputElement).value = 'Guest';
    (root.querySelector('input[name=email]') as HTMLInputElement).value = 'guest@example.com';
    (root.querySelector('textarea[name=message]') as HTMLTextAreaElement).value = 'Call me';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(socket.sent('visitor:offline-message')[0].payload).toEqual({ name: 'Guest', email: 'guest@example.com', message: 'Call me' });
    socket.sent('visitor:offline-message')[0].ack?.({ ok: true });
    await flush();
    expect(visible('.lc-offline')).toBe(false);
    expect(q('.lc-offline-wrap .lc-info')?.textContent).toContain('Your message has been sent');

    socket.push('widget:availability', { online: true });
    expect(visible('.lc-composer')).toBe(true);
    expect(q('.lc-heading')?.textContent).toBe(CONFIG.onlineText);
  });

  it('closes on Escape and on the close button', () => {
    const { q, onClose } = setup();
    q('.lc-textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    q<HTMLButtonElement>('.lc-close')!.click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hides the typing indicator after 3 s', () => {
    jest.useFakeTimers();
    const { socket, visible, q } = setup();
    socket.push('widget:typing', { typing: true, agentName: 'Ann' });
    expect(visible('.lc-typing')).toBe(true);
    expect(q('.lc-typing')?.textContent).toBe('Ann is typing…');
    jest.advanceTimersByTime(3000);
    expect(visible('.lc-typing')).toBe(false);
  });

  it('shows the end of the chat and drops a payment request the guest never started', () => {
    const { socket, visible, q } = setup();
    socket.push('widget:message', agentMessage(1, 'hello'));
    socket.push('widget:payment-request', { chatId: 'c1', amount: 1250, currency: 'usd', description: 'Deposit', publishableKey: 'pk', requestId: 'r1' });
    expect(visible('.lc-payment')).toBe(true);
    socket.push('widget:chat-ended', { chatId: 'c1', status: 5 });
    expect(visible('.lc-ended')).toBe(true);
    expect(q('.lc-ended')?.textContent).toBe('This chat has ended');
    expect(visible('.lc-payment')).toBe(false);
  });

  describe("the owner's texts (issue 37)", () => {
    afterEach(() => loadWidgetLanguage('en'));
    const spanish = es as unknown as Record<string, string>;

    it("speak the guest's language while left at the spec's defaults", async () => {
      await loadWidgetLanguage('es', []);
      const defaults = { onlineText: WIDGET_DEFAULTS.onlineText, offlineText: WIDGET_DEFAULTS.offlineText };
      const online = setup({ config: { ...defaults, requestEmail: { enabled: true, message: WIDGET_DEFAULTS.requestEmailMessage, showAt: 'at_start' } } });
      expect(online.q('.lc-heading')?.textContent).toBe(spanish['ownerDefault.onlineText']);
      expect(online.q('.lc-email-message')?.textContent).toBe(spanish['ownerDefault.emailRequest']);
      expect(spanish['ownerDefault.onlineText']).not.toBe(WIDGET_DEFAULTS.onlineText);
      const offline = setup({ online: false, config: defaults });
      expect(offline.q('.lc-heading')?.textContent).toBe(spanish['ownerDefault.offlineText']);
    });

    it('stay as the owner typed them, in every language', async () => {
      await loadWidgetLanguage('es', []);
      const { q } = setup({ config: { onlineText: 'Hola, ¿en qué podemos ayudar?', requestEmail: { enabled: true, message: 'Your email?', showAt: 'at_start' } } });
      expect(q('.lc-heading')?.textContent).toBe('Hola, ¿en qué podemos ayudar?');
      expect(q('.lc-email-message')?.textContent).toBe('Your email?');
    });

    it('are the defaults word for word in English', () => {
      const { q } = setup({ config: { onlineText: WIDGET_DEFAULTS.onlineText } });
      expect(q('.lc-heading')?.textContent).toBe(WIDGET_DEFAULTS.onlineText);
      const english = en as unknown as Record<string, string>;
      expect([english['ownerDefault.onlineText'], english['ownerDefault.offlineText'], english['ownerDefault.emailRequest']]).toEqual([
        WIDGET_DEFAULTS.onlineText,
        WIDGET_DEFAULTS.offlineText,
        WIDGET_DEFAULTS.requestEmailMessage,
      ]);
    });
  });
});
