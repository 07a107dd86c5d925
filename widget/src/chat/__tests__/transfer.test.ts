// Issue 26: a transfer or take-over never breaks the guest's chat. The server writes a [system] line and,
// when an agent holds the chat after it, sends widget:chat-accepted again for the same chat.
import type { WidgetMessage } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createChatView } from '../chat-view';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

const XSS = '<img src=x onerror="window.__xss=1">';

function message(seq: number, bodyText: string, patch: Partial<WidgetMessage> = {}): WidgetMessage {
  return { id: `m${seq}`, seq, chatId: 'c1', direction: 'outbound', bodyText, chatTime: '2026-01-01T10:00:00Z', ...patch };
}

function setup() {
  localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config: CONFIG, onClose: jest.fn() });
  document.body.append(view.element);
  socket.serverConnect();
  socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: CONFIG, online: true, chat: null });
  const root = view.element;
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const rows = () => Array.from(root.querySelectorAll<HTMLElement>('.lc-messages > *')).map((node) => `${node.className}: ${node.querySelector('.lc-bubble')?.textContent ?? node.textContent}`);
  return { socket, client, view, root, q, rows };
}

/** The guest types and sends through the composer. */
function type(q: <T extends Element>(selector: string) => T | null, text: string): void {
  const textarea = q<HTMLTextAreaElement>('.lc-textarea')!;
  textarea.value = text;
  textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

describe('a transfer in the widget', () => {
  it('shows a [system] line as one centred muted line, marker stripped, no bubble, name or photo', () => {
    const { socket, root, q } = setup();
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Bob', agentPhotoUrl: '' });
    socket.push('widget:message', message(1, 'Hello from Bob', { agentName: 'Bob' }));
    socket.push('widget:message', message(2, '[system]You are now chatting with Anna', { agentName: 'Bob' }));
    const lines = root.querySelectorAll<HTMLElement>('.lc-system');
    expect(lines).toHaveLength(1);
    expect(lines[0].textContent).toBe('You are now chatting with Anna');
    expect(lines[0].querySelector('.lc-bubble, .lc-sender, img')).toBeNull();
    expect(lines[0].classList.contains('lc-agent')).toBe(false);
    // Only Bob's own message has a bubble and a sender.
    expect(root.querySelectorAll('.lc-agent')).toHaveLength(1);
    expect(q('.lc-messages')?.textContent).not.toContain('[system]');
  });

  it('shows a department line the same way, as text', () => {
    const { socket, root } = setup();
    socket.push('widget:message', message(1, `[system]Your chat was passed to our ${XSS} team`));
    expect(root.querySelector('.lc-system')?.textContent).toBe(`Your chat was passed to our ${XSS} team`);
    expect(root.querySelector('img[src=x]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows a [system] line that comes with the sync after a reconnect', async () => {
    const { socket, client, root } = setup();
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Bob', agentPhotoUrl: '' });
    socket.push('widget:message', message(1, 'Hi', { agentName: 'Bob' }));
    socket.serverDisconnect();
    socket.serverConnect();
    await flush();
    const sync = socket.sent('visitor:sync').at(-1)!;
    expect(sync.payload).toEqual({ chatId: 'c1', afterSeq: 1 });
    sync.ack?.({ ok: true, messages: [message(2, '[system]You are now chatting with Anna')] });
    await flush();
    expect(client.state.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(root.querySelector('.lc-system')?.textContent).toBe('You are now chatting with Anna');
  });

  it('a system line raises no unread badge and does not count as an agent joining', () => {
    const { socket, client, root } = setup();
    socket.push('widget:message', message(1, 'hi', { direction: 'inbound' }));
    socket.push('widget:message', message(2, '[system]Your chat was passed to our Sales team'));
    expect(client.state.unseen).toBe(0);
    // Still pending for the guest: the waiting notice stays.
    const waiting = Array.from(root.querySelectorAll<HTMLElement>('.lc-notice')).find((n) => n.textContent === 'Waiting for an agent to join…');
    expect(waiting?.hidden).toBe(false);
  });

  it('a second widget:chat-accepted for the same chat changes the header only', () => {
    const { socket, client, q, rows } = setup();
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Bob', agentPhotoUrl: '/uploads/bob.png' });
    socket.push('widget:message', message(1, 'hi', { direction: 'inbound' }));
    socket.push('widget:message', message(2, 'Hello, Bob here', { agentName: 'Bob' }));
    expect(q('.lc-agent-name')?.textContent).toBe('Bob');
    expect(q<HTMLImageElement>('.lc-agent-photo')?.getAttribute('src')).toBe('https://chat.example/uploads/bob.png');
    const textarea = q<HTMLTextAreaElement>('.lc-textarea')!;
    textarea.value = 'half typed';
    const before = rows();

    socket.push('widget:message', message(3, '[system]You are now chatting with Anna'));
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Anna', agentPhotoUrl: '/uploads/anna.png' });

    expect(q('.lc-agent-name')?.textContent).toBe('Anna');
    expect(q<HTMLImageElement>('.lc-agent-photo')?.getAttribute('src')).toBe('https://chat.example/uploads/anna.png');
    expect(q<HTMLImageElement>('.lc-agent-photo')?.hidden).toBe(false);
    expect(rows()).toEqual([...before, 'lc-system: You are now chatting with Anna']);
    // Bob's message still says Bob; no extra "joined" line besides the server's.
    expect(q('.lc-agent .lc-sender')?.textContent).toBe('Bob');
    expect(textarea.value).toBe('half typed');
    expect(client.state.chat).toEqual({ chatId: 'c1', status: 'active', agentName: 'Anna', agentPhotoUrl: '/uploads/anna.png' });

    // A new agent without a photo: the old photo goes.
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Carl', agentPhotoUrl: '' });
    expect(q('.lc-agent-name')?.textContent).toBe('Carl');
    expect(q<HTMLImageElement>('.lc-agent-photo')?.hidden).toBe(true);
  });

  it('ignores widget:chat-accepted of another chat', () => {
    const { socket, client, q } = setup();
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Bob', agentPhotoUrl: '' });
    socket.push('widget:chat-accepted', { chatId: 'other', agentName: 'Eve', agentPhotoUrl: '' });
    expect(client.state.chat?.agentName).toBe('Bob');
    expect(q('.lc-agent-name')?.textContent).toBe('Bob');
  });

  it('two widget:chat-accepted in a row keep the message list intact; what the guest sends meanwhile goes once, in order', async () => {
    const { socket, client, rows, q } = setup();
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Bob', agentPhotoUrl: '' });
    socket.push('widget:message', message(1, 'one', { direction: 'inbound' }));
    socket.push('widget:message', message(2, 'Bob answers', { agentName: 'Bob' }));

    // The guest writes during the move.
    type(q, 'are you there?');
    await flush();
    socket.push('widget:message', message(3, '[system]Your chat was passed to our Sales team'));
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Anna', agentPhotoUrl: '' });
    type(q, 'hello?');
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Anna', agentPhotoUrl: '' });
    await flush();
    expect(client.state.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(client.state.pending.map((p) => p.bodyText)).toEqual(['are you there?', 'hello?']);

    // Sent one at a time, in order, to the same chat.
    const sent = socket.sent('visitor:message');
    expect(sent.map((e) => e.payload)).toEqual([{ clientMessageId: 'id-1', bodyText: 'are you there?' }]);
    sent[0].ack?.({ ok: true, message: message(4, 'are you there?', { direction: 'inbound', clientMessageId: 'id-1' }) });
    await flush();
    const second = socket.sent('visitor:message');
    expect(second.map((e) => e.payload)).toEqual([
      { clientMessageId: 'id-1', bodyText: 'are you there?' },
      { clientMessageId: 'id-2', bodyText: 'hello?' },
    ]);
    second[1].ack?.({ ok: true, message: message(5, 'hello?', { direction: 'inbound', clientMessageId: 'id-2' }) });
    // The server also broadcasts the guest's own messages: still once each.
    socket.push('widget:message', message(4, 'are you there?', { direction: 'inbound', clientMessageId: 'id-1' }));
    socket.push('widget:message', message(5, 'hello?', { direction: 'inbound', clientMessageId: 'id-2' }));
    socket.push('widget:message', message(6, 'Anna here', { agentName: 'Anna' }));
    await flush();

    expect(client.state.pending).toEqual([]);
    expect(client.state.chat?.chatId).toBe('c1');
    expect(rows()).toEqual([
      'lc-msg lc-guest: one',
      'lc-msg lc-agent: Bob answers',
      'lc-system: Your chat was passed to our Sales team',
      'lc-msg lc-guest: are you there?',
      'lc-msg lc-guest: hello?',
      'lc-msg lc-agent: Anna here',
    ]);
    expect(q('.lc-agent-name')?.textContent).toBe('Anna');
  });

  it('keeps a [system] look-alike sent by the guest as the guest\'s own text', () => {
    const { socket, root } = setup();
    socket.push('widget:message', message(1, '[system]I am the system', { direction: 'inbound' }));
    expect(root.querySelector('.lc-system')).toBeNull();
    expect(root.querySelector('.lc-guest .lc-bubble')?.textContent).toBe('[system]I am the system');
  });
});
