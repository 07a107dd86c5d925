import { SENDING_TOO_FAST, type WidgetMessage } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';


function message(seq: number, patch: Partial<WidgetMessage> = {}): WidgetMessage {
  return { id: `m${seq}`, seq, chatId: 'c1', direction: 'outbound', bodyText: `text ${seq}`, chatTime: '2026-01-01T10:00:00Z', ...patch };
}

function setup() {
  localStorage.clear();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  return { socket, client };
}

describe('ChatClient', () => {
  it('keeps the visitorId the server gives in lc_visitor_<pluginId>', () => {
    const { socket, client } = setup();
    socket.serverConnect();
    socket.push('widget:hello', { visitorId: 'v1', guestId: 1, oldVisitor: false, config: CONFIG, online: true, chat: null });
    expect(localStorage.getItem('lc_visitor_p1')).toBe('v1');
    expect(client.state.config).toEqual(CONFIG);
    expect(client.state.online).toBe(true);
  });

  it('retries an unacknowledged message after a reconnect with the same clientMessageId, and shows it once', async () => {
    const { socket, client } = setup();
    socket.serverConnect();
    expect(client.send('hello')).toBe(true);
    await flush();
    const first = socket.sent('visitor:message');
    expect(first).toHaveLength(1);
    expect(first[0].payload).toEqual({ clientMessageId: 'id-1', bodyText: 'hello' });

    // The connection drops before the ack; a second message is typed while offline.
    socket.serverDisconnect();
    await flush();
    expect(client.send('second')).toBe(true);
    await flush();
    expect(socket.sent('visitor:message')).toHaveLength(1);
    expect(client.state.pending.map((p) => p.bodyText)).toEqual(['hello', 'second']);
    // Kept in the browser too, so a page change loses nothing.
    expect(JSON.parse(localStorage.getItem('lc_outbox_p1') ?? '[]')).toHaveLength(2);

    socket.serverConnect();
    await flush();
    const retried = socket.sent('visitor:message');
    expect(retried).toHaveLength(2);
    expect(retried[1].payload).toEqual({ clientMessageId: 'id-1', bodyText: 'hello' });
    retried[1].ack?.({ ok: true, message: message(1, { direction: 'inbound', bodyText: 'hello', clientMessageId: 'id-1' }) });
    await flush();
    // In order: the second goes only after the first was acknowledged.
    const third = socket.sent('visitor:message');
    expect(third).toHaveLength(3);
    expect(third[2].payload).toEqual({ clientMessageId: 'id-2', bodyText: 'second' });
    // The stale ack of the first attempt arriving late changes nothing.
    first[0].ack?.({ ok: true, message: message(1, { direction: 'inbound', bodyText: 'hello', clientMessageId: 'id-1' }) });
    third[2].ack?.({ ok: true, message: message(2, { direction: 'inbound', bodyText: 'second', clientMessageId: 'id-2' }) });
    await flush();
    expect(client.state.pending).toEqual([]);
    expect(client.state.messages.map((m) => m.bodyText)).toEqual(['hello', 'second']);
    expect(localStorage.getItem('lc_outbox_p1')).toBeNull();
  });

  it('does not send empty or whitespace-only text', () => {
    const { socket, client } = setup();
    socket.serverConnect();
    expect(client.send('   \n ')).toBe(false);
    expect(client.send('')).toBe(false);
    expect(socket.sent('visitor:message')).toHaveLength(0);
  });

  it('asks for what it missed after a reconnect and de-duplicates by seq', async () => {
    const { socket, client } = setup();
    socket.serverConnect();
    socket.push('widget:hello', {
      visitorId: 'v1',
      guestId: 1,
      oldVisitor: false,
      config: CONFIG,
      online: true,
      chat: { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [message(1), message(2)], lastSeq: 2 },
    });
    socket.push('widget:message', message(2));
    expect(client.state.messages.map((m) => m.seq)).toEqual([1, 2]);

    socket.serverDisconnect();
    socket.serverConnect();
    socket.push('widget:hello', {
      visitorId: 'v1',
      guestId: 1,
      oldVisitor: true,
      config: CONFIG,
      online: true,
      chat: { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [message(2), message(3)], lastSeq: 3 },
    });
    const sync = socket.sent('visitor:sync');
    expect(sync).toHaveLength(1);
    expect(sync[0].payload).toEqual({ chatId: 'c1', afterSeq: 2 });
    sync[0].ack?.({ ok: true, messages: [message(3), message(4)] });
    await flush();
    socket.push('widget:message', message(4));
    expect(client.state.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('follows read points, chat acceptance and the end of the chat', () => {
    const { socket, client } = setup();
    socket.serverConnect();
    socket.push('widget:message', message(1, { direction: 'inbound' }));
    socket.push('widget:chat-accepted', { chatId: 'c1', agentName: 'Ann', agentPhotoUrl: '/photo.png' });
    expect(client.state.chat).toEqual({ chatId: 'c1', status: 'active', agentName: 'Ann', agentPhotoUrl: '/photo.png' });
    socket.push('widget:read', { chatId: 'c1', seq: 1 });
    expect(client.state.readSeq).toBe(1);
    socket.push('widget:chat-ended', { chatId: 'c1', status: 5 });
    expect(client.state.chat?.status).toBe('ended');
  });

  it('marks a refused message and keeps it for a retry', async () => {
    const { socket, client } = setup();
    socket.serverConnect();
    client.send('hi');
    await flush();
    socket.sent('visitor:message')[0].ack?.({ ok: false, error: 'You have been blocked', code: 'blocked' });
    await flush();
    expect(client.state.pending[0].error).toBe('You have been blocked');
    expect(client.state.blocked).toBe(true);
  });

  it('keeps a message sent too fast pending and sends it again, with the same id, when the server says', async () => {
    jest.useFakeTimers();
    try {
      const { socket, client } = setup();
      socket.serverConnect();
      client.send('hi');
      await flush();
      const [first] = socket.sent('visitor:message');
      first.ack?.({ ok: false, error: SENDING_TOO_FAST, retryAfterMs: 400 });
      await flush();
      expect(first.payload).toEqual({ clientMessageId: 'id-1', bodyText: 'hi' });
      expect(client.state.pending).toEqual([expect.objectContaining({ clientMessageId: 'id-1' })]);
      expect(client.state.pending[0].error).toBeUndefined();
      jest.advanceTimersByTime(399);
      expect(socket.sent('visitor:message')).toHaveLength(1);
      jest.advanceTimersByTime(1);
      await flush();
      const again = socket.sent('visitor:message');
      expect(again).toHaveLength(2);
      expect(again[1].payload).toEqual({ clientMessageId: 'id-1', bodyText: 'hi' });
    } finally {
      jest.useRealTimers();
    }
  });
});
