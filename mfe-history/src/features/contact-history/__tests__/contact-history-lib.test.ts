import { closing, conversation, message } from './contact-history-fixtures';
import { contactFromState, trimmedPage } from '../lib/guest-card-view';
import { sessionsOf } from '../lib/sessions';

describe('guest card URL', () => {
  it.each([
    ['https://www.shop.example/cart?item=3', 'shop.example/cart'],
    ['http://shop.example/a/b#top', 'shop.example/a/b'],
    ['HTTPS://WWW.Shop.example', 'Shop.example'],
    ['shop.example/page', 'shop.example/page'],
    ['', ''],
  ])('%s reads %s', (url, shown) => expect(trimmedPage(url)).toBe(shown));
});

describe('contact from navigation state', () => {
  it('takes the contact only when it is the one the path names', () => {
    const contact = { _id: 'c7', guestId: 107 };
    expect(contactFromState({ contact }, 'c7')).toBe(contact);
    expect(contactFromState({ contact }, 'c8')).toBeNull();
    expect(contactFromState(null, 'c7')).toBeNull();
    expect(contactFromState({ contact: { _id: 'c7' } }, 'c7')).toBeNull();
  });
});

describe('sessions of a contact conversation', () => {
  it('groups messages by chat, takes end reason, agent and start from the closing item, newest first', () => {
    const sessions = sessionsOf(conversation);
    expect(sessions.map((s) => [s.chatId, s.status, s.agentName, s.startedAt, s.messages.length])).toEqual([
      ['chat-2', 2, 'Alan Turing', '2024-04-02T23:58:00.000Z', 2],
      ['chat-1', 5, 'Grace Hopper', '2024-03-01T10:00:00.000Z', 2],
    ]);
    expect(sessions[1].messages[0]).toEqual({ bodyText: 'Hello, is my order shipped?', chatTime: '2024-03-01T10:00:05.000Z', direction: 'inbound' });
  });

  it('keeps a chat without closing item, started at its first message', () => {
    const [session] = sessionsOf([message('x', 'hi', '2024-01-01T00:00:00.000Z')]);
    expect(session).toMatchObject({ chatId: 'x', status: null, agentName: '', startedAt: '2024-01-01T00:00:00.000Z' });
  });

  it('keeps a session that has only its closing item', () => {
    expect(sessionsOf([closing('y', 4, '', '2024-01-01T00:00:00.000Z')])).toEqual([
      { chatId: 'y', status: 4, agentName: '', startedAt: '2024-01-01T00:00:00.000Z', messages: [] },
    ]);
  });
});
