// The open chat's reducer as a table: one row per event × state, the status it leads to (issue 26 item 7).
import type { ChatActivity, ChatHolding, ChatNote, ChatViewer } from 'shared-kernel/contracts';
import { PRESENCE_EXPIRY_MS } from 'shared-kernel/contracts';
import {
  canWriteNote,
  canWriteToGuest,
  initialOpenChat,
  openChatReducer,
  viewerList,
  type OpenChatAction,
  type OpenChatState,
  type OpenChatStatus,
} from '../lib/open-chat-state';

const ME = 'u-me';
const T0 = Date.parse('2026-11-27T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

function holding(patch: Partial<ChatHolding> = {}): ChatHolding {
  return { chatId: 'chat-3', state: 'active', holderId: ME, holderName: 'Me Myself', waitingFor: null, ...patch };
}

function activity(kind: ChatActivity['kind'], patch: Partial<ChatActivity> = {}): ChatActivity {
  return {
    id: `a-${kind}-${patch.toAgentId ?? patch.departmentId ?? 'x'}`,
    chatId: 'chat-3',
    kind,
    actorId: 'u-anna',
    actorName: 'Anna',
    fromAgentId: ME,
    fromAgentName: 'Me Myself',
    toAgentId: null,
    toAgentName: null,
    departmentId: null,
    departmentName: null,
    note: '',
    chatTime: at(30),
    ...patch,
  };
}

function note(id: string, seconds: number, patch: Partial<ChatNote> = {}): ChatNote {
  return { id, chatId: 'chat-3', visitorId: 'v-3', guestId: 3, bodyText: `note ${id}`, authorId: 'u-anna', authorName: 'Anna', mentions: [], chatTime: at(seconds), ...patch };
}

const loaded: OpenChatAction = { type: 'conversation-loaded', chatId: 'chat-3', guestId: 3, history: [], messages: [], startedAt: at(0), conversion: null };
type HolderChanged = Extract<OpenChatAction, { type: 'holder-changed' }>;
const run = (state: OpenChatState, ...actions: OpenChatAction[]) => actions.reduce(openChatReducer, state);
const start = () => initialOpenChat({ me: [ME], chatId: 'chat-3' });

// The states of the table, each reached through the reducer itself.
const STATES: Record<string, () => OpenChatState> = {
  loading: start,
  mine: () => run(start(), loaded, { type: 'teamwork-loaded', holding: holding(), notes: [], activity: [] }),
  unknownHolder: () => run(start(), loaded),
  heldByOther: () => run(start(), loaded, { type: 'teamwork-loaded', holding: holding({ holderId: 'u-bob', holderName: 'Bob' }), notes: [], activity: [] }),
  waitingMine: () =>
    run(STATES.mine(), {
      type: 'holder-changed',
      holding: holding({ holderId: null, holderName: null, waitingFor: { departmentId: 'd-sales', departmentName: 'Sales' } }),
      activity: activity('transfer-department', { actorId: ME, actorName: 'Me Myself', departmentId: 'd-sales', departmentName: 'Sales' }),
      previousHolderId: ME,
    }),
  takenOver: () =>
    run(STATES.mine(), { type: 'holder-changed', holding: holding({ holderId: 'u-anna', holderName: 'Anna' }), activity: activity('take-over', { toAgentId: 'u-anna', toAgentName: 'Anna' }), previousHolderId: ME }),
  ended: () => run(STATES.mine(), { type: 'ended' }),
};

const toBob = (kind: ChatActivity['kind'], previousHolderId: string | null): HolderChanged => ({
  type: 'holder-changed',
  holding: holding({ holderId: 'u-bob', holderName: 'Bob' }),
  activity: activity(kind, { toAgentId: 'u-bob', toAgentName: 'Bob', actorId: kind === 'accept-transfer' ? 'u-bob' : 'u-anna', actorName: kind === 'accept-transfer' ? 'Bob' : 'Anna' }),
  previousHolderId,
});
const toMe = (kind: ChatActivity['kind']): HolderChanged => ({
  type: 'holder-changed',
  holding: holding(),
  activity: activity(kind, { toAgentId: ME, toAgentName: 'Me Myself', fromAgentId: 'u-bob' }),
  previousHolderId: kind === 'accept-transfer' ? null : 'u-bob',
});
const toSales = (previousHolderId: string | null): HolderChanged => ({
  type: 'holder-changed',
  holding: holding({ holderId: null, holderName: null, waitingFor: { departmentId: 'd-sales', departmentName: 'Sales' } }),
  activity: activity('transfer-department', { departmentId: 'd-sales', departmentName: 'Sales' }),
  previousHolderId,
});
const takeOverBy = (previousHolderId: string): HolderChanged => ({
  type: 'holder-changed',
  holding: holding({ holderId: 'u-anna', holderName: 'Anna' }),
  activity: activity('take-over', { toAgentId: 'u-anna', toAgentName: 'Anna', fromAgentId: previousHolderId }),
  previousHolderId,
});

const ROWS: [state: keyof typeof STATES, event: string, action: OpenChatAction, expected: OpenChatStatus][] = [
  ['loading', 'conversation loaded (holder not known yet)', loaded, { kind: 'mine' }],
  ['loading', 'teamwork answer first: still loading', { type: 'teamwork-loaded', holding: holding({ holderId: 'u-bob', holderName: 'Bob' }), notes: [], activity: [] }, { kind: 'loading' }],
  ['loading', 'chat-ended', { type: 'ended' }, { kind: 'ended' }],
  ['loading', 'chat-holder-changed: my chat to Bob', toBob('transfer-agent', ME), { kind: 'gone', to: 'Bob' }],
  ['unknownHolder', 'teamwork: held by me', { type: 'teamwork-loaded', holding: holding(), notes: [], activity: [] }, { kind: 'mine' }],
  ['unknownHolder', 'teamwork: held by Bob', { type: 'teamwork-loaded', holding: holding({ holderId: 'u-bob', holderName: 'Bob' }), notes: [], activity: [] }, { kind: 'held-by-other', holderName: 'Bob' }],
  ['unknownHolder', 'teamwork: waiting for Sales', { type: 'teamwork-loaded', holding: holding({ holderId: null, holderName: null, waitingFor: { departmentId: 'd', departmentName: 'Sales' } }), notes: [], activity: [] }, { kind: 'waiting', department: 'Sales' }],
  ['unknownHolder', 'teamwork: pending, nobody holds it', { type: 'teamwork-loaded', holding: holding({ state: 'pending', holderId: null, holderName: null }), notes: [], activity: [] }, { kind: 'held-by-other', holderName: null }],
  ['unknownHolder', 'teamwork: ended', { type: 'teamwork-loaded', holding: holding({ state: 'ended' }), notes: [], activity: [] }, { kind: 'ended' }],
  ['mine', 'outbound-agent', { type: 'message', message: { id: 'm1', seq: 1, bodyText: 'hi', direction: 'inbound', chatTime: at(1) } }, { kind: 'mine' }],
  ['mine', 'chat-note', { type: 'note', note: note('n1', 5) }, { kind: 'mine' }],
  ['mine', 'marked-as-read', { type: 'read', readUpTo: at(2) }, { kind: 'mine' }],
  ['mine', 'chat-presence', { type: 'presence', viewer: { userId: 'u-anna', fullName: 'Anna', photo: null, typing: null }, viewing: true, at: T0 }, { kind: 'mine' }],
  ['mine', 'chat-ended', { type: 'ended' }, { kind: 'ended' }],
  ['mine', 'chat-holder-changed: transferred to Bob', toBob('transfer-agent', ME), { kind: 'gone', to: 'Bob' }],
  ['mine', 'chat-holder-changed: transferred to Sales', toSales(ME), { kind: 'waiting', department: 'Sales' }],
  ['mine', 'chat-holder-changed: taken over by Anna', takeOverBy(ME), { kind: 'taken-over', by: 'Anna' }],
  ['heldByOther', 'chat-holder-changed: Bob passes it to me', toMe('transfer-agent'), { kind: 'mine' }],
  ['heldByOther', 'chat-holder-changed: I take it over', { ...takeOverBy('u-bob'), holding: holding(), activity: activity('take-over', { actorId: ME, actorName: 'Me Myself', toAgentId: ME, fromAgentId: 'u-bob' }) }, { kind: 'mine' }],
  ['heldByOther', 'chat-holder-changed: Anna takes over from Bob', takeOverBy('u-bob'), { kind: 'held-by-other', holderName: 'Anna' }],
  ['heldByOther', 'chat-holder-changed: Bob passes it to Carl', { ...toBob('transfer-agent', 'u-bob'), holding: holding({ holderId: 'u-carl', holderName: 'Carl' }) }, { kind: 'held-by-other', holderName: 'Carl' }],
  ['heldByOther', 'chat-holder-changed: Bob passes it to Sales', toSales('u-bob'), { kind: 'waiting', department: 'Sales' }],
  ['heldByOther', 'chat-ended', { type: 'ended' }, { kind: 'ended' }],
  ['waitingMine', 'chat-holder-changed: Bob accepts it for Sales', toBob('accept-transfer', null), { kind: 'gone', to: 'Bob' }],
  ['waitingMine', 'chat-holder-changed: I accept it back', toMe('accept-transfer'), { kind: 'mine' }],
  ['waitingMine', 'chat-note', { type: 'note', note: note('n2', 40) }, { kind: 'waiting', department: 'Sales' }],
  ['waitingMine', 'chat-ended', { type: 'ended' }, { kind: 'ended' }],
  ['takenOver', 'outbound-agent', { type: 'message', message: { id: 'm2', seq: 2, bodyText: 'hello', direction: 'outbound', chatTime: at(40) } }, { kind: 'taken-over', by: 'Anna' }],
  ['takenOver', 'chat-holder-changed: Anna gives it back to me', toMe('transfer-agent'), { kind: 'mine' }],
  ['takenOver', 'chat-ended', { type: 'ended' }, { kind: 'ended' }],
  ['ended', 'outbound-agent', { type: 'message', message: { id: 'm3', seq: 3, bodyText: 'late', direction: 'inbound', chatTime: at(50) } }, { kind: 'ended' }],
];

describe('openChatReducer', () => {
  it.each(ROWS)('%s + %s', (state, _event, action, expected) => {
    expect(openChatReducer(STATES[state](), action).status).toEqual(expected);
  });

  it('says who may write what in each status', () => {
    expect(canWriteToGuest(STATES.mine().status)).toBe(true);
    for (const name of ['heldByOther', 'waitingMine', 'takenOver', 'ended', 'loading'] as const) expect(canWriteToGuest(STATES[name]().status)).toBe(false);
    for (const name of ['mine', 'heldByOther', 'waitingMine', 'takenOver'] as const) expect(canWriteNote(STATES[name]().status)).toBe(true);
    for (const name of ['ended', 'loading'] as const) expect(canWriteNote(STATES[name]().status)).toBe(false);
  });

  it('keeps each hand-over once and in time order', () => {
    const first = activity('transfer-agent', { id: 'a1', chatTime: at(20) });
    const second = activity('take-over', { id: 'a2', chatTime: at(10) });
    const state = run(STATES.heldByOther(), { type: 'teamwork-loaded', holding: holding({ holderId: 'u-bob', holderName: 'Bob' }), notes: [], activity: [first] }, { ...takeOverBy('u-bob'), activity: second }, { ...takeOverBy('u-bob'), activity: second });
    expect(state.activity.map((a) => a.id)).toEqual(['a2', 'a1']);
  });

  it('keeps notes once, by server id or by the author’s noteId, pending ones last', () => {
    const pending = { ...note('', 100, { noteId: 'mine-1', authorId: ME }), pending: true };
    let state = run(STATES.mine(), { type: 'note', note: note('n2', 20) }, { type: 'note', note: pending }, { type: 'note', note: note('n1', 10) });
    expect(state.notes.map((n) => n.id || n.noteId)).toEqual(['n1', 'n2', 'mine-1']);
    // The ack, then the same note echoed by the server: one entry, no longer pending, in time order.
    state = run(state, { type: 'note', note: note('n3', 15, { noteId: 'mine-1', authorId: ME }) }, { type: 'note', note: note('n3', 15, { noteId: 'mine-1', authorId: ME }) });
    expect(state.notes.map((n) => [n.id, n.pending])).toEqual([['n1', false], ['n3', false], ['n2', false]]);
    state = run(state, { type: 'note', note: { ...note('', 200, { noteId: 'mine-2' }), pending: true } }, { type: 'note-refused', noteId: 'mine-2', reason: 'No' });
    expect(state.notes.at(-1)).toMatchObject({ noteId: 'mine-2', pending: false, refused: 'No' });
  });

  it('keeps the latest read point', () => {
    const state = run(STATES.mine(), { type: 'read', readUpTo: at(20) }, { type: 'read', readUpTo: at(10) });
    expect(state.readUpTo).toBe(at(20));
  });

  it('lists other viewers, not me, and forgets those not heard of for PRESENCE_EXPIRY_MS', () => {
    const anna: ChatViewer = { userId: 'u-anna', fullName: 'Anna', photo: null, typing: 'note' };
    const bob: ChatViewer = { userId: 'u-bob', fullName: 'Bob', photo: null, typing: null };
    let state = run(
      STATES.mine(),
      { type: 'presence', viewer: bob, viewing: true, at: T0 },
      { type: 'presence', viewer: anna, viewing: true, at: T0 + 5000 },
      { type: 'presence', viewer: { userId: ME, fullName: 'Me', photo: null, typing: null }, viewing: true, at: T0 },
    );
    expect(viewerList(state)).toEqual([anna, bob]);
    state = run(state, { type: 'presence-expired', now: T0 + PRESENCE_EXPIRY_MS + 1 });
    expect(viewerList(state)).toEqual([anna]);
    state = run(state, { type: 'presence', viewer: anna, viewing: false, at: T0 + 6000 });
    expect(viewerList(state)).toEqual([]);
  });

  it('marks a refused message and leaves it unsent', () => {
    const state = run(
      STATES.mine(),
      { type: 'message', message: { messageId: 'c1', bodyText: 'hi', direction: 'outbound', chatTime: at(5), pending: true } },
      { type: 'message-refused', messageId: 'c1', reason: 'Anna holds this chat' },
    );
    expect(state.messages[0]).toMatchObject({ pending: false, refused: 'Anna holds this chat' });
  });
});
