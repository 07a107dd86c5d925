import type { VisitorReceiveEvents, WidgetMessage } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createChatView, type PaymentWindow } from '../chat-view';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

type Request = VisitorReceiveEvents['widget:payment-request'];

const XSS = '<img src=x onerror="window.__xss=1">';
const CHECKOUT = 'https://checkout.example/c/pay/cs_test_1';

function request(requestId: string, patch: Partial<Request> = {}): Request {
  return { chatId: 'c1', amount: 1250, currency: 'usd', description: 'Room deposit', publishableKey: 'pk_test', requestId, ...patch };
}

/** Views of the current test, destroyed after it (each listens on the window). */
const views: Array<{ destroy(): void }> = [];
afterEach(() => views.splice(0).forEach((v) => v.destroy()));

class FakeWindow implements PaymentWindow {
  closed = false;
  location = { href: 'about:blank' };
  close() {
    this.closed = true;
  }
}

function setup(options: { popups?: 'allowed' | 'blocked' } = {}) {
  localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage) });
  const opened: FakeWindow[] = [];
  /** How many payment-start emits there were when each window opened. */
  const startsWhenOpened: number[] = [];
  const openWindow = jest.fn(() => {
    startsWhenOpened.push(socket.sent('visitor:payment-start').length);
    if (options.popups === 'blocked') return null;
    const popup = new FakeWindow();
    opened.push(popup);
    return popup;
  });
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn(), openWindow, locale: 'en-US' });
  document.body.append(view.element);
  views.push(view);
  socket.serverConnect();
  socket.push('widget:hello', {
    visitorId: 'v1',
    guestId: 1,
    oldVisitor: false,
    config: CONFIG,
    online: true,
    chat: { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [], lastSeq: 0 },
  });
  const root = view.element;
  const cards = () => Array.from(root.querySelectorAll<HTMLElement>('.lc-payment'));
  const within = (cardEl: HTMLElement) => ({
    button: (name: string) => Array.from(cardEl.querySelectorAll('button')).find((b) => b.textContent === name && !b.hidden) ?? null,
    text: (selector: string) => {
      const node = cardEl.querySelector<HTMLElement>(selector);
      return node && !node.hidden ? node.textContent : null;
    },
    link: (name: string) => Array.from(cardEl.querySelectorAll('a')).find((a) => a.textContent === name && !a.hidden) ?? null,
  });
  return { socket, client, view, root, cards, within, opened, startsWhenOpened, openWindow };
}

function lastAck(socket: FakeSocket, event: string) {
  const sent = socket.sent(event);
  const last = sent[sent.length - 1];
  if (!last?.ack) throw new Error(`no ${event} emitted`);
  return last.ack;
}

describe('payment step in the chat view', () => {
  it('shows the amount as money and the description as text, with a Pay button naming the amount', () => {
    const { socket, root, cards, within } = setup();
    socket.push('widget:payment-request', request('r1', { description: XSS }));
    const [card] = cards();
    expect(within(card).text('.lc-amount')).toBe('$12.50');
    expect(within(card).text('.lc-description')).toBe(XSS);
    expect(root.querySelector('img[src=x]')).toBeNull();
    expect(within(card).button('Pay $12.50')).not.toBeNull();
    expect(within(card).button('Dismiss')).not.toBeNull();
  });

  it('opens the window inside the click, then points it at the checkout page and waits; paid on return', async () => {
    const { socket, cards, within, opened, startsWhenOpened } = setup();
    socket.push('widget:payment-request', request('r1'));
    const [card] = cards();
    within(card).button('Pay $12.50')!.click();
    // Opened synchronously, before the server was even asked (popup blockers allow only that).
    expect(startsWhenOpened).toEqual([0]);
    expect(socket.sent('visitor:payment-start').map((e) => e.payload)).toEqual([{ requestId: 'r1' }]);
    expect(card.querySelector<HTMLButtonElement>('.lc-pay')?.disabled).toBe(true);

    lastAck(socket, 'visitor:payment-start')({ ok: true, checkoutUrl: CHECKOUT });
    await flush();
    expect(opened[0].location.href).toBe(CHECKOUT);
    expect(within(card).text('.lc-payment-status')).toBe('Waiting for your payment…');
    expect(within(card).button('Pay $12.50')).toBeNull();

    // The guest comes back to this page: ask whether it went through.
    window.dispatchEvent(new Event('focus'));
    expect(socket.sent('visitor:payment-confirm').map((e) => e.payload)).toEqual([{ requestId: 'r1' }]);
    lastAck(socket, 'visitor:payment-confirm')({ ok: true, status: 'paid', receiptUrl: 'https://pay.example/receipts/rcpt_1' });
    await flush();
    expect(within(card).text('.lc-payment-status')).toBe('Paid');
    const receipt = within(card).link('Show receipt')!;
    expect(receipt.getAttribute('href')).toBe('https://pay.example/receipts/rcpt_1');
    expect(receipt.target).toBe('_blank');
    expect(receipt.rel.split(' ')).toContain('noopener');
    expect(within(card).link('Open the payment page')).toBeNull();
    // The same card, updated in place.
    expect(cards()).toEqual([card]);
  });

  it('re-checks when the page becomes visible again', async () => {
    const { socket, cards, within } = setup();
    socket.push('widget:payment-request', request('r1'));
    within(cards()[0]).button('Pay $12.50')!.click();
    lastAck(socket, 'visitor:payment-start')({ ok: true, checkoutUrl: CHECKOUT });
    await flush();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(socket.sent('visitor:payment-confirm')).toHaveLength(1);
  });

  it('offers the checkout page as a plain link when the browser refuses the window', async () => {
    const { socket, cards, within } = setup({ popups: 'blocked' });
    socket.push('widget:payment-request', request('r1'));
    const [card] = cards();
    within(card).button('Pay $12.50')!.click();
    lastAck(socket, 'visitor:payment-start')({ ok: true, checkoutUrl: CHECKOUT });
    await flush();
    const link = within(card).link('Open the payment page')!;
    expect(link.getAttribute('href')).toBe(CHECKOUT);
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ')).toContain('noopener');
    expect(within(card).text('.lc-payment-status')).toBe('Waiting for your payment…');
  });

  it("shows the server's refusal, closes the empty window and keeps the card payable", async () => {
    const { socket, cards, within, opened } = setup();
    socket.push('widget:payment-request', request('r1'));
    const [card] = cards();
    within(card).button('Pay $12.50')!.click();
    lastAck(socket, 'visitor:payment-start')({ ok: false, error: 'Payments are not configured for this widget' });
    await flush();
    expect(opened[0].closed).toBe(true);
    expect(within(card).text('.lc-error')).toBe('Payments are not configured for this widget');
    expect(card.querySelector('.lc-error')?.getAttribute('role')).toBe('alert');
    expect(within(card).button('Pay $12.50')?.disabled).toBe(false);
    expect(cards()).toHaveLength(1);
  });

  it('keeps a card per request: each pays and dismisses on its own', async () => {
    const { socket, cards, within } = setup();
    socket.push('widget:payment-request', request('r1'));
    socket.push('widget:payment-request', request('r2', { amount: 4000, description: 'Late checkout' }));
    socket.push('widget:payment-request', request('r3', { amount: 99, description: 'Towel' }));
    const [first, second, third] = cards();
    expect(cards().map((c) => within(c).text('.lc-amount'))).toEqual(['$12.50', '$40.00', '$0.99']);

    within(second).button('Pay $40.00')!.click();
    expect(socket.sent('visitor:payment-start').map((e) => e.payload)).toEqual([{ requestId: 'r2' }]);
    lastAck(socket, 'visitor:payment-start')({ ok: true, checkoutUrl: CHECKOUT });
    await flush();
    socket.push('widget:payment-status', { requestId: 'r2', chatId: 'c1', status: 'paid', receiptUrl: 'javascript:alert(1)' });
    expect(within(second).text('.lc-payment-status')).toBe('Paid');
    // Only an http(s) receipt becomes a link.
    expect(within(second).link('Show receipt')).toBeNull();
    expect(within(first).button('Pay $12.50')).not.toBeNull();
    expect(within(first).text('.lc-payment-status')).toBeNull();

    within(third).button('Dismiss')!.click();
    expect(cards()).toEqual([first, second]);
  });

  it('keeps an unpaid request payable after a reconnect', async () => {
    const { socket, cards, within } = setup();
    socket.push('widget:payment-request', request('r1'));
    socket.serverDisconnect();
    socket.serverConnect();
    socket.push('widget:hello', {
      visitorId: 'v1',
      guestId: 1,
      oldVisitor: true,
      config: CONFIG,
      online: true,
      chat: { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [], lastSeq: 0 },
    });
    await flush();
    within(cards()[0]).button('Pay $12.50')!.click();
    expect(socket.sent('visitor:payment-start').map((e) => e.payload)).toEqual([{ requestId: 'r1' }]);
  });

  it('shows the receipt message as a receipt line with a Show link; its text stays text', () => {
    const { socket, root } = setup();
    const receipt: WidgetMessage = {
      id: 'm1',
      seq: 1,
      chatId: 'c1',
      direction: 'inbound',
      bodyText: `Paid $12.50 ${XSS}: https://pay.example/receipts/rcpt_1.`,
      chatTime: '2026-01-01T10:00:00Z',
    };
    socket.push('widget:message', receipt);
    const line = root.querySelector('.lc-messages .lc-receipt')!;
    expect(line).not.toBeNull();
    expect(line.textContent).toContain('Payment receipt');
    expect(line.textContent).toContain(`Paid $12.50 ${XSS}:`);
    expect(line.textContent).not.toContain('https://');
    const links = Array.from(line.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.target])).toEqual([['Show', 'https://pay.example/receipts/rcpt_1', '_blank']]);
    expect(links[0].rel.split(' ')).toContain('noopener');
    expect(root.querySelector('img[src=x]')).toBeNull();
    expect(root.querySelector('.lc-guest')).toBeNull();
  });

  it('shows an agent message with a receipt-like address as an ordinary message', () => {
    const { socket, root } = setup();
    socket.push('widget:message', {
      id: 'm1',
      seq: 1,
      chatId: 'c1',
      direction: 'outbound',
      bodyText: 'See https://shop.example/receipt-policy',
      chatTime: '2026-01-01T10:00:00Z',
    });
    expect(root.querySelector('.lc-receipt')).toBeNull();
    expect(root.querySelector('.lc-agent a')?.getAttribute('href')).toBe('https://shop.example/receipt-policy');
  });

  it('stops listening for the page coming back once destroyed', async () => {
    const { socket, view, cards, within } = setup();
    socket.push('widget:payment-request', request('r1'));
    within(cards()[0]).button('Pay $12.50')!.click();
    lastAck(socket, 'visitor:payment-start')({ ok: true, checkoutUrl: CHECKOUT });
    await flush();
    view.destroy();
    window.dispatchEvent(new Event('focus'));
    expect(socket.sent('visitor:payment-confirm')).toHaveLength(0);
  });
});
