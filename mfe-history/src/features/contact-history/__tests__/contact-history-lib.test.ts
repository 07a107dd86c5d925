import { activityItem, closing, conversation, message, note } from './contact-history-fixtures';
import { contactFromState, trimmedPage } from '../lib/guest-card-view';
import { activityOf, sessionsOf } from '../lib/sessions';

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
      { chatId: 'y', status: 4, agentName: '', startedAt: '2024-01-01T00:00:00.000Z', messages: [], notes: [], activity: [] },
    ]);
  });

  it("tells notes from messages by kind (a note has a bodyText too) and activity from closing items", () => {
    const [session] = sessionsOf([
      message('z', 'hi', '2024-01-01T00:00:01.000Z'),
      note('z', 'n1', 'VIP customer', '2024-01-01T00:00:02.000Z'),
      activityItem('z', 'a1', '2024-01-01T00:00:03.000Z', { kind: 'activity', activityKind: 'transfer-department', departmentId: 'd1', departmentName: 'Sales', toAgentId: null, toAgentName: null }),
      closing('z', 5, 'Bob', '2024-01-01T00:00:00.000Z'),
    ]);
    expect(session.messages).toEqual([{ bodyText: 'hi', chatTime: '2024-01-01T00:00:01.000Z', direction: 'inbound' }]);
    expect(session.notes).toEqual([expect.objectContaining({ id: 'n1', bodyText: 'VIP customer', authorName: 'Anna', chatId: 'z' })]);
    expect(session.notes[0]).not.toHaveProperty('kind');
    expect(session.activity).toEqual([expect.objectContaining({ id: 'a1', kind: 'transfer-department', departmentName: 'Sales' })]);
    expect(session).toMatchObject({ status: 5, agentName: 'Bob', startedAt: '2024-01-01T00:00:00.000Z' });
  });

  it('reads what an activity item was, whether its own kind came, activityKind, or neither', () => {
    const base = { actorId: 'u-anna', actorName: 'Anna', fromAgentId: 'u-anna', fromAgentName: 'Anna', toAgentId: 'u-bob', toAgentName: 'Bob', departmentId: null, departmentName: null };
    const kinds = (patch: Record<string, unknown>) => activityOf({ id: 'a', chatId: 'z', note: '', chatTime: '', ...base, ...patch })?.kind;
    expect(kinds({ kind: 'take-over' })).toBe('take-over');
    expect(kinds({ kind: 'activity', activityKind: 'accept-transfer' })).toBe('accept-transfer');
    expect(kinds({ kind: 'activity' })).toBe('transfer-agent');
    // A supervisor hands Anna's chat to Bob: still a transfer.
    expect(kinds({ kind: 'activity', actorId: 'u-sue', actorName: 'Sue' })).toBe('transfer-agent');
    expect(kinds({ kind: 'activity', toAgentId: null, toAgentName: null, departmentId: 'd1', departmentName: 'Sales' })).toBe('transfer-department');
    expect(kinds({ kind: 'activity', actorId: 'u-sue', actorName: 'Sue', toAgentId: 'u-sue', toAgentName: 'Sue' })).toBe('take-over');
    expect(kinds({ kind: 'activity', actorId: 'u-bob', fromAgentId: null, fromAgentName: null })).toBe('accept-transfer');
    expect(kinds({ kind: 'something-new' })).toBeUndefined();
  });

  it('keeps escalations (issue 27) as activity with their own kind and note', () => {
    const [session] = sessionsOf([
      activityItem('z', 'e1', '2024-01-01T00:01:05.000Z', { activityKind: 'escalation-pending', note: 'Waited 65 s for an agent', toAgentId: null, toAgentName: null }),
      activityItem('z', 'e2', '2024-01-01T00:05:00.000Z', { activityKind: 'escalation-reply', note: 'Waited 130 s for a reply' }),
    ]);
    expect(session.activity.map((a) => [a.kind, a.note])).toEqual([
      ['escalation-pending', 'Waited 65 s for an agent'],
      ['escalation-reply', 'Waited 130 s for a reply'],
    ]);
    expect(activityOf({ id: 'e', chatId: 'z', kind: 'escalation-reply', note: '', chatTime: '' })?.kind).toBe('escalation-reply');
  });

  it('never shows an item of an unknown kind as a message', () => {
    const [session] = sessionsOf([{ chatId: 'z', kind: 'rating', bodyText: 'five stars', direction: 'inbound', chatTime: '' } as never]);
    expect(session.messages).toEqual([]);
  });
});
