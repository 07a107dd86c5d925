import type { VisitorReceiveEvents, WidgetMessage, WidgetPaymentState } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

type Request = VisitorReceiveEvents['widget:payment-request'];

function request(requestId: string, patch: Partial<Request> = {}): Request {
  return { chatId: 'c1', amount: 1250, currency: 'usd', description: 'Room deposit', publishableKey: 'pk_test', requestId, ...patch };
}

function agentMessage(seq: number): WidgetMessage {
  return { id: `m${seq}`, seq, chatId: 'c1', direction: 'outbound', bodyText: `text ${seq}`, chatTime: '2026-01-01T10:00:00Z' };
}

function hello(socket: FakeSocket, chat: 'open' | 'none' = 'open', payments: WidgetPaymentState[] = []) {
  socket.push('widget:hello', {
    visitorId: 'v1',
    guestId: 1,
    oldVisitor: false,
    config: CONFIG,
    online: true,
    chat: chat === 'open' ? { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [agentMessage(1)], lastSeq: 1, payments } : null,
  });
}

function setup() {
  localStorage.clear();
  const socket = new FakeSocket();
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage) });
  socket.serverConnect();
  hello(socket);
  return { socket, client };
}

const card = (client: ChatClient, requestId: string) => client.state.payments.find((c) => c.request.requestId === requestId);

describe('ChatClient payments', () => {
  it('starts a payment, waits, and turns paid when the server confirms it', async () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    expect(card(client, 'r1')?.step).toBe('requested');

    const started = client.startPayment('r1');
    expect(card(client, 'r1')?.step).toBe('starting');
    const [start] = socket.sent('visitor:payment-start');
    expect(start.payload).toEqual({ requestId: 'r1' });
    start.ack?.({ ok: true, checkoutUrl: 'https://checkout.example/c/pay/cs_1' });
    await expect(started).resolves.toBe('https://checkout.example/c/pay/cs_1');
    expect(card(client, 'r1')).toMatchObject({ step: 'waiting', checkoutUrl: 'https://checkout.example/c/pay/cs_1' });

    // Not paid yet: still waiting, and a second check while the first is out is not sent twice.
    client.checkPayments();
    client.checkPayments();
    expect(socket.sent('visitor:payment-confirm')).toHaveLength(1);
    socket.sent('visitor:payment-confirm')[0].ack?.({ ok: true, status: 'requested', receiptUrl: null });
    await flush();
    expect(card(client, 'r1')?.step).toBe('waiting');

    client.checkPayments();
    socket.sent('visitor:payment-confirm')[1].ack?.({ ok: true, status: 'paid', receiptUrl: 'https://pay.example/receipts/1' });
    await flush();
    expect(card(client, 'r1')).toMatchObject({ step: 'paid', receiptUrl: 'https://pay.example/receipts/1' });
    // Nothing left to check.
    client.checkPayments();
    expect(socket.sent('visitor:payment-confirm')).toHaveLength(2);
  });

  it("keeps the card with the server's refusal and lets the guest try again", async () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    const started = client.startPayment('r1');
    socket.sent('visitor:payment-start')[0].ack?.({ ok: false, error: 'Payments are not configured for this widget' });
    await expect(started).resolves.toBeNull();
    expect(card(client, 'r1')).toMatchObject({ step: 'requested', error: 'Payments are not configured for this widget' });

    void client.startPayment('r1');
    expect(card(client, 'r1')?.error).toBeUndefined();
    expect(socket.sent('visitor:payment-start')).toHaveLength(2);
  });

  it('refuses a checkout address that is not http(s), and a lost connection, without crashing', async () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    const started = client.startPayment('r1');
    socket.sent('visitor:payment-start')[0].ack?.({ ok: true, checkoutUrl: 'javascript:alert(1)' });
    await expect(started).resolves.toBeNull();
    expect(card(client, 'r1')).toMatchObject({ step: 'requested', noAnswer: true });
    expect(card(client, 'r1')?.checkoutUrl).toBeUndefined();

    const again = client.startPayment('r1');
    socket.serverDisconnect();
    await expect(again).resolves.toBeNull();
    expect(card(client, 'r1')).toMatchObject({ step: 'requested', noAnswer: true });
  });

  it('keeps several requests apart; a status push marks only its own', async () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    socket.push('widget:payment-request', request('r2', { amount: 5000, description: 'Second night' }));
    void client.startPayment('r2');
    socket.sent('visitor:payment-start')[0].ack?.({ ok: true, checkoutUrl: 'https://checkout.example/cs_2' });
    await flush();
    socket.push('widget:payment-status', { requestId: 'r2', chatId: 'c1', status: 'paid', receiptUrl: 'https://pay.example/receipts/2' });
    socket.push('widget:payment-status', { requestId: 'unknown', chatId: 'c1', status: 'paid', receiptUrl: null });
    expect(client.state.payments.map((c) => [c.request.requestId, c.step])).toEqual([
      ['r1', 'requested'],
      ['r2', 'paid'],
    ]);
    // The same request again (a resend) keeps the guest's progress and adds no card.
    socket.push('widget:payment-request', request('r2', { amount: 5000, description: 'Second night' }));
    expect(client.state.payments).toHaveLength(2);
    expect(card(client, 'r2')?.step).toBe('paid');
    // A malformed request is ignored.
    socket.push('widget:payment-request', { chatId: 'c1', amount: 'lots' });
    expect(client.state.payments).toHaveLength(2);
  });

  it('keeps an unpaid request payable across a reconnect and asks again about the one being paid', async () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    socket.push('widget:payment-request', request('r2'));
    void client.startPayment('r2');
    socket.sent('visitor:payment-start')[0].ack?.({ ok: true, checkoutUrl: 'https://checkout.example/cs_2' });
    await flush();

    socket.serverDisconnect();
    socket.serverConnect();
    hello(socket);
    socket.sent('visitor:sync')[0]?.ack?.({ ok: true, messages: [] });
    await flush();
    expect(client.state.payments.map((c) => c.step)).toEqual(['requested', 'waiting']);
    const confirms = socket.sent('visitor:payment-confirm');
    expect(confirms.map((e) => e.payload)).toEqual([{ requestId: 'r2' }]);

    void client.startPayment('r1');
    expect(socket.sent('visitor:payment-start').at(-1)?.payload).toEqual({ requestId: 'r1' });
  });

  it('drops requests never started when the chat ends, keeps the one being paid, and never brings back a dismissed one', async () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    socket.push('widget:payment-request', request('r2'));
    socket.push('widget:payment-request', request('r3'));
    client.dismissPayment('r3');
    socket.push('widget:payment-request', request('r3'));
    expect(client.state.payments.map((c) => c.request.requestId)).toEqual(['r1', 'r2']);

    void client.startPayment('r2');
    socket.sent('visitor:payment-start')[0].ack?.({ ok: true, checkoutUrl: 'https://checkout.example/cs_2' });
    await flush();
    socket.push('widget:chat-ended', { chatId: 'c1', status: 2 });
    expect(client.state.payments.map((c) => c.request.requestId)).toEqual(['r2']);
    socket.push('widget:payment-status', { requestId: 'r2', chatId: 'c1', status: 'paid', receiptUrl: null });
    expect(card(client, 'r2')).toMatchObject({ step: 'paid', receiptUrl: null });
  });

  it('brings back the chat\'s requests on a new page from widget:hello, paid ones as paid, dismissed ones not', () => {
    localStorage.clear();
    const socket = new FakeSocket();
    const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage) });
    socket.serverConnect();
    hello(socket, 'open', [
      { ...request('r1'), status: 'paid', receiptUrl: 'https://pay.example.com/receipts/r1' },
      { ...request('r2'), status: 'requested', receiptUrl: null },
    ]);
    expect(client.state.payments.map((c) => [c.request.requestId, c.step, c.receiptUrl])).toEqual([
      ['r1', 'paid', 'https://pay.example.com/receipts/r1'],
      ['r2', 'requested', undefined],
    ]);
    client.dismissPayment('r2');
    socket.serverDisconnect();
    socket.serverConnect();
    hello(socket, 'open', [{ ...request('r2'), status: 'requested', receiptUrl: null }]);
    expect(client.state.payments.map((c) => c.request.requestId)).toEqual(['r1']);
  });

  it('counts a request that arrives while the window is closed as unseen', () => {
    const { socket, client } = setup();
    socket.push('widget:payment-request', request('r1'));
    expect(client.state.unseen).toBe(1);
    client.setOpen(true);
    expect(client.state.unseen).toBe(0);
  });
});
