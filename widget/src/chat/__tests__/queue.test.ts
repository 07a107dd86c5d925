// Issue 27: while no agent has room the guest sees their place in the queue; a closed queue offers the offline form.
import type { WidgetChatState, WidgetMessage, WidgetQueueState } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createChatView } from '../chat-view';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

const CLOSED_TEXT = 'All our agents are busy right now. Please leave us a message and we will get back to you.';

function guestMessage(seq: number, patch: Partial<WidgetMessage> = {}): WidgetMessage {
  return { id: `m${seq}`, seq, chatId: 'c1', direction: 'inbound', bodyText: `text ${seq}`, chatTime: '2026-01-01T10:00:00Z', ...patch };
}

function place(position: number | null, patch: Partial<WidgetQueueState> = {}): WidgetQueueState {
  return { chatId: 'c1', entry: 10, position, expectedWaitSeconds: 120, ...patch };
}

function pendingChat(patch: Partial<WidgetChatState> = {}): WidgetChatState {
  return { chatId: 'c1', status: 'pending', messages: [guestMessage(1)], lastSeq: 1, payments: [], ...patch };
}

function setup(chat: WidgetChatState | null = pendingChat()) {
  localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn() });
  document.body.append(view.element);
  socket.serverConnect();
  socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: true, config: CONFIG, online: true, chat });
  const root = view.element;
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const visible = (selector: string) => {
    const node = q<HTMLElement>(selector);
    if (!node || !node.isConnected) return false;
    for (let el: HTMLElement | null = node; el && el !== root.parentElement; el = el.parentElement) if (el.hidden) return false;
    return true;
  };
  const lines = () => Array.from(root.querySelectorAll('.lc-queue > div')).map((line) => line.textContent);
  return { socket, client, root, q, visible, lines };
}

describe('the queue in the chat client', () => {
  it('follows the place as it moves up, and never moves it back for the same entry', () => {
    const { socket, client } = setup();
    expect(client.state.queue).toBeNull();
    socket.push('widget:queue', place(3));
    expect(client.state.queue).toEqual(place(3));
    socket.push('widget:queue', place(2, { expectedWaitSeconds: 90 }));
    expect(client.state.queue).toEqual(place(2, { expectedWaitSeconds: 90 }));
    // A late event of another node: the guest was number 3 before.
    socket.push('widget:queue', place(3, { expectedWaitSeconds: 200 }));
    expect(client.state.queue).toEqual(place(2, { expectedWaitSeconds: 90 }));
    // The same place with a new estimate is taken.
    socket.push('widget:queue', place(2, { expectedWaitSeconds: 60 }));
    expect(client.state.queue?.expectedWaitSeconds).toBe(60);
  });

  it('takes a new entry even with a larger position, and drops late events of the older entry', () => {
    const { socket, client } = setup();
    socket.push('widget:queue', place(1));
    socket.push('widget:queue', place(5, { entry: 11 }));
    expect(client.state.queue).toEqual(place(5, { entry: 11 }));
    socket.push('widget:queue', place(1));
    expect(client.state.queue).toEqual(place(5, { entry: 11 }));
  });

  it('clears the place when an agent accepts the chat, and ignores a late place of that entry', () => {
    const { socket, client } = setup();
    socket.push('widget:queue', place(1));
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Ann', agentPhotoUrl: '' });
    expect(client.state.queue).toBeNull();
    socket.push('widget:queue', place(1));
    expect(client.state.queue).toBeNull();
    // A transfer to a busy department queues the chat again, as a new entry.
    socket.push('widget:queue', place(4, { entry: 12 }));
    expect(client.state.queue).toEqual(place(4, { entry: 12 }));
  });

  it('clears the place on position null (an agent is being offered the chat) and when the chat ends', () => {
    const { socket, client } = setup();
    socket.push('widget:queue', place(2));
    socket.push('widget:queue', place(null));
    expect(client.state.queue).toBeNull();
    // The offer ran out: back in the queue under the same entry.
    socket.push('widget:queue', place(1));
    expect(client.state.queue).toEqual(place(1));
    socket.push('widget:chat-ended', { chatId: 'c1', status: 5 });
    expect(client.state.queue).toBeNull();
    socket.push('widget:queue', place(1));
    expect(client.state.queue).toBeNull();
  });

  it("ignores the place of a chat that is not the guest's open chat", () => {
    const { socket, client } = setup();
    socket.push('widget:queue', place(2, { chatId: 'c9' }));
    expect(client.state.queue).toBeNull();
  });

  it('restores the place from widget:hello, and clears it when a later hello has none', () => {
    const { socket, client } = setup(pendingChat({ queue: place(4, { expectedWaitSeconds: null }) }));
    expect(client.state.queue).toEqual(place(4, { expectedWaitSeconds: null }));
    socket.serverDisconnect();
    socket.serverConnect();
    socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: true, config: CONFIG, online: true, chat: pendingChat() });
    expect(client.state.queue).toBeNull();
  });
});

describe('the queue in the chat window', () => {
  it('shows the place and the expected wait in a polite live region instead of the waiting line', () => {
    const { socket, q, visible, lines } = setup();
    expect(visible('.lc-notice')).toBe(true);
    expect(visible('.lc-queue')).toBe(false);
    // Empty, the region is polite but no second status beside the widget's own status line.
    expect(q('.lc-queue')!.closest('[aria-live]')?.getAttribute('role')).toBeNull();
    socket.push('widget:queue', place(3));
    expect(visible('.lc-queue')).toBe(true);
    expect(lines()).toEqual(['You are number 3 in the queue', 'Expected wait: about 2 minutes']);
    const region = q('.lc-queue')!.closest('[aria-live]');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(q<HTMLElement>('.lc-notice')!.hidden).toBe(true);

    socket.push('widget:queue', place(1, { expectedWaitSeconds: 20 }));
    expect(lines()).toEqual(['You are number 1 in the queue', 'Expected wait: less than a minute']);
    socket.push('widget:queue', place(2, { expectedWaitSeconds: 20 }));
    expect(lines()[0]).toBe('You are number 1 in the queue');
    socket.push('widget:queue', place(6, { entry: 11, expectedWaitSeconds: null }));
    expect(lines()).toEqual(['You are number 6 in the queue', 'Expected wait: a few minutes']);

    // Offered to an agent: the normal waiting state again.
    socket.push('widget:queue', place(null, { entry: 11 }));
    expect(visible('.lc-queue')).toBe(false);
    expect(visible('.lc-notice')).toBe(true);
  });

  it('hides the place once an agent accepts the chat', () => {
    const { socket, visible } = setup();
    socket.push('widget:queue', place(1));
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Ann', agentPhotoUrl: '' });
    expect(visible('.lc-queue')).toBe(false);
  });

  it('shows the place restored by widget:hello after a reload', () => {
    const { visible, lines } = setup(pendingChat({ queue: place(2, { expectedWaitSeconds: 300 }) }));
    expect(visible('.lc-queue')).toBe(true);
    expect(lines()).toEqual(['You are number 2 in the queue', 'Expected wait: about 5 minutes']);
  });

  it('offers the offline form with the queue-closed text when the queue turns the chat away', async () => {
    const { socket, client, root, q, visible } = setup();
    socket.push('widget:queue', place(7));
    socket.push('widget:queue-closed', { chatId: 'c1', reason: 'wait-too-long' });
    socket.push('widget:chat-ended', { chatId: 'c1', status: 4 });
    expect(client.state.chat?.status).toBe('ended');
    expect(visible('.lc-queue')).toBe(false);
    expect(visible('.lc-offline')).toBe(true);
    expect(visible('.lc-composer')).toBe(false);
    expect(visible('.lc-ended')).toBe(false);
    expect(visible('.lc-queue-closed')).toBe(true);
    expect(q('.lc-queue-closed')?.textContent).toBe(CLOSED_TEXT);
    // Above the form.
    expect(q('.lc-queue-closed')!.compareDocumentPosition(q('.lc-offline')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    (root.querySelector('input[name=name]') as HTMLInputElement).value = 'Guest';
    (root.querySelector('input[name=email]') as HTMLInputElement).value = 'guest@example.com';
    (root.querySelector('textarea[name=message]') as HTMLTextAreaElement).value = 'Call me';
    q<HTMLFormElement>('.lc-offline')!.dispatchEvent(new Event('submit', { cancelable: true }));
    socket.sent('visitor:offline-message')[0].ack?.({ ok: true });
    await flush();
    expect(q('.lc-offline-wrap .lc-info')?.textContent).toContain('Your message has been sent');
    expect(visible('.lc-queue-closed')).toBe(false);
  });

  it('closes the chat even when widget:chat-ended comes first, and a later new chat works as usual', () => {
    const { socket, client, visible } = setup();
    socket.push('widget:chat-ended', { chatId: 'c1', status: 4 });
    expect(visible('.lc-offline')).toBe(false);
    socket.push('widget:queue-closed', { chatId: 'c1', reason: 'queue-full' });
    expect(visible('.lc-offline')).toBe(true);
    expect(visible('.lc-queue-closed')).toBe(true);

    // A new chat (the guest wrote from another tab): the conversation and the composer are back.
    socket.push('widget:message', guestMessage(1, { chatId: 'c2', bodyText: 'again' }));
    expect(client.state.queueClosed).toBeNull();
    expect(visible('.lc-offline')).toBe(false);
    expect(visible('.lc-queue-closed')).toBe(false);
    expect(visible('.lc-composer')).toBe(true);
    expect(visible('.lc-notice')).toBe(true);
    socket.push('widget:queue', place(1, { chatId: 'c2', entry: 20 }));
    expect(visible('.lc-queue')).toBe(true);
  });

  it('offers the offline form when the queue turns the first message away before its ack', async () => {
    const { socket, client, q, visible } = setup(null);
    q<HTMLTextAreaElement>('.lc-textarea')!.value = 'hello';
    q<HTMLTextAreaElement>('.lc-textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await flush();
    socket.push('widget:queue-closed', { chatId: 'c1', reason: 'queue-full' });
    socket.push('widget:chat-ended', { chatId: 'c1', status: 4 });
    socket.sent('visitor:message')[0].ack?.({ ok: true, message: guestMessage(1, { bodyText: 'hello', clientMessageId: 'id-1' }) });
    await flush();
    expect(client.state.chat?.status).toBe('ended');
    expect(visible('.lc-offline')).toBe(true);
    expect(visible('.lc-queue-closed')).toBe(true);
  });

  it('drops the queue-closed state when the guest sends a new message', () => {
    const { socket, client, visible } = setup();
    socket.push('widget:queue-closed', { chatId: 'c1', reason: 'queue-full' });
    expect(visible('.lc-offline')).toBe(true);
    expect(client.send('hello again')).toBe(true);
    expect(client.state.queueClosed).toBeNull();
    expect(visible('.lc-offline')).toBe(false);
    expect(visible('.lc-composer')).toBe(true);
  });
});
